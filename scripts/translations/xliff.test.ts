import { describe, expect, it } from "vitest";
import { readXliff, splitInline, writeXliff } from "./xliff.ts";

const unit = { id: "hero.description", source: "{tagline} One photo, one swipe.", target: "{tagline} Ein Foto, ein Wisch.", notes: [{ category: "location", text: "Landing page & more" }] };

describe("XLIFF 2.0", () => {
  it("writes each placeholder as an inline code a tool protects, and each note with its category", () => {
    const xml = writeXliff({ srcLang: "en", trgLang: "de", original: "src/content/locales/de.ts", units: [unit] });
    expect(xml).toContain('<source><ph id="1" equiv="{tagline}" disp="{tagline}"/> One photo, one swipe.</source>');
    expect(xml).toContain('<target><ph id="1" equiv="{tagline}" disp="{tagline}"/> Ein Foto, ein Wisch.</target>');
    expect(xml).toContain('<note category="location">Landing page &amp; more</note>');
    expect(readXliff(xml)).toEqual({ version: "2.0", srcLang: "en", trgLang: "de", units: [{ id: unit.id, source: [{ ph: "1" }, " One photo, one swipe."], target: [{ ph: "1" }, " Ein Foto, ein Wisch."] }] });
  });

  it("leaves an ICU plural as text, for a tool that reads ICU", () => {
    expect(splitInline("{count, plural, one {# rating} other {# ratings}} as of {date}")).toEqual(["{count, plural, one {# rating} other {# ratings}} as of ", { placeholder: "date" }]);
  });

  it("reads a file as a tool writes it back: a string split into segments, marked terms and code points", () => {
    const xml = `<?xml version="1.0"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="f"><unit id="a.b">
      <segment state="final"><source>One. </source><target>Eins. </target></segment><ignorable><source> </source><target> </target></ignorable>
      <segment><source>Two <ph id="1"/>.</source><target><mrk id="m1" translate="no">Zwei</mrk> <ph id="1"/><cp hex="2009"/>.</target></segment></unit></file></xliff>`;
    expect(readXliff(xml).units).toEqual([{ id: "a.b", source: ["One. ", " ", "Two ", { ph: "1" }, "."], target: ["Eins. ", " ", "Zwei", " ", { ph: "1" }, "\u2009", "."] }]);
  });

  it("refuses XML that is not well formed", () => {
    expect(() => readXliff("<xliff><file></xliff>")).toThrow(/unexpected close tag/);
  });
});
