import { describe, expect, it } from "vitest";
import { normalizeSpace, readXliff, splitInline } from "./xliff.ts";
import { writeXliff } from "./xliff-write.ts";
import type { XliffUnit } from "./xliff-write.ts";

const unit: XliffUnit = {
  id: "hero.description",
  source: "{tagline} One photo, one swipe.",
  target: "{tagline} Ein Foto, ein Wisch.",
  state: "translated",
  translate: true,
  notes: [{ category: "location", text: "Landing page & more" }],
};
const file = { srcLang: "en", trgLang: "de", original: "src/content/locales/de/copy.json", units: [unit] };
const wrap20 = (units: string) =>
  `<?xml version="1.0"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="f">${units}</file></xliff>`;

describe("XLIFF 2.0", () => {
  it("writes each placeholder as an inline code a tool protects, each note with its category, and the segment's state", () => {
    const xml = writeXliff(file);
    expect(xml).toContain('<file id="copy" original="src/content/locales/de/copy.json" xml:space="preserve">');
    expect(xml).toContain('<source><ph id="1" equiv="{tagline}" disp="{tagline}"/> One photo, one swipe.</source>');
    expect(xml).toContain('<target><ph id="1" equiv="{tagline}" disp="{tagline}"/> Ein Foto, ein Wisch.</target>');
    expect(xml).toContain('<note category="location">Landing page &amp; more</note>');
    expect(xml).toContain('<segment state="translated">');
    expect(readXliff(xml)).toEqual({
      version: "2.0",
      srcLang: "en",
      trgLang: "de",
      units: [
        {
          id: unit.id,
          source: [{ ph: "1" }, " One photo, one swipe."],
          target: [{ ph: "1" }, " Ein Foto, ein Wisch."],
          state: "translated",
        },
      ],
    });
  });

  it('marks a string with nothing to translate translate="no"', () => {
    expect(writeXliff({ ...file, units: [{ ...unit, source: "{bin} {review}", target: "{bin} {review}", translate: false }] })).toContain(
      '<unit id="hero.description" translate="no">',
    );
  });

  it("leaves an ICU plural as text, for a tool that reads ICU", () => {
    expect(splitInline("{count, plural, one {# rating} other {# ratings}} as of {date}")).toEqual([
      "{count, plural, one {# rating} other {# ratings}} as of ",
      { placeholder: "date" },
    ]);
  });

  it("reads a file as a tool writes it back: a string split into segments, marked terms, code points, a <ph> opened and closed, a prefix, CDATA and character references", () => {
    const xml = wrap20(`<unit id="a.b">
      <segment state="final"><source>One. </source><target>Eins. </target></segment><ignorable><source> </source><target> </target></ignorable>
      <segment state="translated"><source>Two <ph id="1"></ph>.</source><target><mrk id="m1" translate="no">Zwei</mrk> <ph disp="{x}" id="1"/><cp hex="2009"/><![CDATA[.]]>&#x20;</target></segment></unit>`);
    expect(readXliff(xml).units).toEqual([
      {
        id: "a.b",
        source: ["One. ", " ", "Two ", { ph: "1" }, "."],
        target: ["Eins. ", " ", "Zwei", " ", { ph: "1" }, "\u2009", ".", " "],
        state: "translated",
      },
    ]);
    const prefixed = `<x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><x:file id="f"><x:unit id="c"><x:segment><x:source>Hi</x:source><x:target>Hallo</x:target></x:segment></x:unit></x:file></x:xliff>`;
    expect(readXliff(prefixed).units).toEqual([{ id: "c", source: ["Hi"], target: ["Hallo"] }]);
  });

  it("reads the least advanced state of a unit's segments", () => {
    const xml = wrap20(
      `<unit id="a"><segment state="final"><source>A.</source><target>A.</target></segment><segment state="initial"><source>B.</source><target>B.</target></segment></unit>`,
    );
    expect(readXliff(xml).units[0].state).toBe("initial");
  });

  it("reads a unit's own source and target, not the translation memory's matches beside them", () => {
    const xml = wrap20(
      `<unit id="a" xmlns:mtc="urn:oasis:names:tc:xliff:matches:2.0"><mtc:matches><mtc:match ref="#m"><source>Hello there</source><target>Hallo da</target></mtc:match></mtc:matches><segment><source>Hello</source><target>Hallo</target></segment></unit>`,
    );
    expect(readXliff(xml).units).toEqual([{ id: "a", source: ["Hello"], target: ["Hallo"] }]);
  });

  it("counts a run of whitespace, new lines and indentation as one space, and none at the ends", () => {
    expect(normalizeSpace("\n          Leerst du\n          den Papierkorb,  \t bevor ")).toBe("Leerst du den Papierkorb, bevor");
  });

  it("refuses XML that is not well formed", () => {
    expect(() => readXliff("<xliff><file></xliff>")).toThrow(/unexpected close tag/);
  });
});

describe("XLIFF 1.2", () => {
  it("writes <trans-unit>s with <x/> codes, the target's state and notes, and reads them back", () => {
    const xml = writeXliff(
      { ...file, units: [unit, { ...unit, id: "old", state: "initial" }, { ...unit, id: "new", target: undefined, state: "initial" }] },
      "1.2",
    );
    expect(xml).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">');
    expect(xml).toContain(
      '<file original="src/content/locales/de/copy.json" source-language="en" target-language="de" datatype="plaintext" xml:space="preserve">',
    );
    expect(xml).toContain('<source><x id="1" equiv-text="{tagline}"/> One photo, one swipe.</source>');
    expect(xml).toContain('<target state="translated"><x id="1" equiv-text="{tagline}"/> Ein Foto, ein Wisch.</target>');
    expect(xml).toContain('<target state="needs-review-translation">');
    expect(xml).toContain('<note from="location">Landing page &amp; more</note>');
    const read = readXliff(xml);
    expect(read).toMatchObject({ version: "1.2", srcLang: "en", trgLang: "de" });
    expect(read.units.map(({ id, state, target }) => [id, state, target !== undefined])).toEqual([
      ["hero.description", "translated", true],
      ["old", "needs-review-translation", true],
      ["new", undefined, false],
    ]);
  });

  it("reads a <ph> whose content is the original's code as the code, and leaves <alt-trans> out", () => {
    const xml = `<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file source-language="en" target-language="de" original="x" datatype="plaintext"><body><trans-unit id="a"><source><ph id="1">{tagline}</ph> Hi</source><target state="final"><ph id="1">{tagline}</ph> Hallo</target><alt-trans><source>Hi you</source><target>Hallo du</target></alt-trans></trans-unit></body></file></xliff>`;
    expect(readXliff(xml).units).toEqual([{ id: "a", source: [{ ph: "1" }, " Hi"], target: [{ ph: "1" }, " Hallo"], state: "final" }]);
  });
});
