/**
 * An in-app event for tests and the owner's variety, as an owner lists one in
 * src/content/events.json, with its card image drawn when they run (never committed): plainly
 * a sample, its words in English, German and Japanese, and English's in any other language.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { EventLocalization, InAppEventEntry } from "../../src/content/events.ts";

const sampleWords: Readonly<Record<string, EventLocalization>> = {
  en: {
    name: "Spring Clean Challenge",
    shortDescription: "Clear a thousand photos in a week.",
    longDescription: "Swipe through a thousand photos before Sunday and see how much space you win back. Sample event.",
  },
  de: {
    name: "Frühjahrsputz-Challenge",
    shortDescription: "Tausend Fotos in einer Woche aufräumen.",
    longDescription: "Wische bis Sonntag durch tausend Fotos und sieh, wie viel Platz du zurückgewinnst. Beispiel-Event.",
  },
  ja: {
    name: "春の大掃除チャレンジ",
    shortDescription: "1週間で写真を1,000枚整理しよう。",
    longDescription: "日曜日までに1,000枚の写真をスワイプして、どれだけ空き容量が戻るか確かめよう。これはサンプルのイベントです。",
  },
};

/** The sample's card image's name under the assets' events/. */
const sampleEventCard = "sample-event.png";

/** `ms` as ISO 8601 in a fixed offset from UTC, as App Store Connect schedules: 2027-03-20T09:00:00+01:00. */
function inOffset(ms: number, offsetHours: number): string {
  const local = new Date(ms + offsetHours * 3_600_000).toISOString().slice(0, 19);
  const sign = offsetHours < 0 ? "-" : "+";
  return `${local}${sign}${String(Math.abs(offsetHours)).padStart(2, "0")}:00`;
}

/**
 * The sample event, its words in each of `languages`: starting `startsInDays` whole days from
 * `from` (milliseconds since 1970) at 09:00 UTC+1 and running a week, or as `change` says.
 */
export function sampleEvent(
  languages: readonly string[],
  { from = Date.now(), startsInDays = 7, ...change }: Partial<InAppEventEntry> & { from?: number; startsInDays?: number } = {},
): InAppEventEntry {
  const day = Math.floor(from / 86_400_000) * 86_400_000;
  const start = day + startsInDays * 86_400_000 + 8 * 3_600_000;
  return {
    referenceName: "Sample spring clean",
    badge: "CHALLENGE",
    eventStart: inOffset(start, 1),
    eventEnd: inOffset(start + 7 * 86_400_000, 1),
    eventCard: sampleEventCard,
    url: "https://apps.apple.com/app/id1234567890?eventid=6444444444",
    localizations: Object.fromEntries(languages.map((code) => [code, sampleWords[code.split("-")[0]] ?? sampleWords.en])),
    ...change,
  };
}

/** The sample's card image, 1920 × 1080 as App Store Connect takes it, saved under `assetsDir`'s events/. */
export async function writeSampleEventCard(assetsDir: string, file = sampleEventCard): Promise<void> {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 960 540"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#7b5cff"/><stop offset="1" stop-color="#ff7a8a"/></linearGradient></defs><rect width="960" height="540" fill="url(#g)"/><circle cx="700" cy="200" r="120" fill="#fff3d6" opacity="0.85"/><text x="60" y="470" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">SAMPLE EVENT</text></svg>`;
  await mkdir(path.join(assetsDir, "events"), { recursive: true });
  await sharp(Buffer.from(drawing))
    .png({ compressionLevel: 6 })
    .toFile(path.join(assetsDir, "events", file));
}
