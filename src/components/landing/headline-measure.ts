/**
 * How wide, in ems of its own font, a headline's longest unbreakable unit is, so the stylesheet
 * can size it to fit its column (_hero.scss) rather than break a word: a word, or a whole
 * headline written without spaces (Japanese), which reads best on one line. Estimated per
 * character of the display face, uppercased: a Latin capital about 0.74 em (0.69 to 0.75
 * measured in Inter Black), a CJK character 1 em. Counted in whole ems, rounded up, within
 * the range the stylesheet has rules for.
 */
// Up to a word of 27 capitals: an owner's own headline (a custom product page's) may hold a compound as long as German's.
const measureRange = { min: 5, max: 20 } as const;

const cjk = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef\u30fc]/u;

const charEm = (char: string) => (cjk.test(char) ? 1 : /\p{Lu}/u.test(char.toUpperCase()) ? 0.74 : 0.66);

export function headlineMeasure(headline: string, locale: string): number {
  const units = headline.toLocaleUpperCase(locale).split(/\s+/).filter(Boolean);
  const ems = Math.max(0, ...units.map((unit) => Array.from(unit).reduce((sum, char) => sum + charEm(char), 0)));
  return Math.min(measureRange.max, Math.max(measureRange.min, Math.ceil(ems)));
}
