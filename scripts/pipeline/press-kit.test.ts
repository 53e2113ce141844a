import { readFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseHtml } from "../testing/dom.ts";
import { launchFixture } from "../testing/launch-fixtures.ts";
import type { LaunchFixture } from "../testing/launch-fixtures.ts";
import { buildInto, renderWith, scratchFolder } from "../testing/rendered-site.ts";
import { storeAppId, storeRecordsDir } from "../testing/store-records.ts";
import { pressFacts, pressFactsFile, pressIconSizes, pressKitFile } from "../../src/launch/press-facts.ts";
import { localized } from "../../src/launch/assets.ts";
import { localeOutput } from "../../src/routing/languages.ts";
import { publishedLocales, siteCopy } from "../testing/site-copy.ts";
import { firstEntryDate, minuteOf } from "../testing/zip-date.ts";

const scratch = await scratchFolder();
const env = { APP_STORE_ID: storeAppId, SOURCE_DATE_EPOCH: "1767225600" };

describe("the press kit", () => {
  let fixture: LaunchFixture;
  let builds: string[] = [];
  beforeAll(async () => {
    fixture = await launchFixture({ screenshots: 2 });
    const spec = { env, launch: { ...fixture, storeDir: storeRecordsDir } };
    builds = await Promise.all(["first", "second"].map((name) => buildInto(path.join(scratch, name), spec).then((built) => built.outDir)));
  });
  afterAll(() => fixture?.dispose());
  const zip = (dir: string) => readFile(path.join(dir, pressKitFile));

  it("is the same file, byte for byte, from two builds of the same sources with the same SOURCE_DATE_EPOCH", async () => {
    const [first, second] = await Promise.all(builds.map(zip));
    expect(first.length).toBeGreaterThan(0);
    expect(first.equals(second)).toBe(true);
    // Dated SOURCE_DATE_EPOCH, not the time of the build: the first entry's DOS date and time.
    expect(firstEntryDate(first)).toEqual(minuteOf(new Date(Number(env.SOURCE_DATE_EPOCH) * 1000)));
  });

  it("holds the icon at each size, each screenshot as the owner saved and named it in the order listed, and each language's facts as the page lists them", async () => {
    const entries = unzipSync(new Uint8Array(await zip(builds[0])));
    const { site, languages, launch } = await renderWith({ env, launch: { ...fixture, storeDir: storeRecordsDir } });
    expect(Object.keys(entries)).toEqual([
      ...pressIconSizes.map((size) => `icon-${size}.png`),
      ...fixture.screenshots.map((shot) => `screenshots/${shot.file}`),
      ...languages.map(({ code }) => pressFactsFile(code)),
    ]);
    for (const size of pressIconSizes)
      expect(await sharp(entries[`icon-${size}.png`]).metadata()).toMatchObject({ width: size, height: size, format: "png" });
    for (const shot of fixture.screenshots) {
      expect(
        Buffer.from(entries[`screenshots/${shot.file}`]).equals(await readFile(path.join(fixture.assetsDir, "screenshots", shot.file))),
        shot.file,
      ).toBe(true);
    }
    for (const { code, copy } of languages) {
      const text = new TextDecoder().decode(entries[pressFactsFile(code)]);
      const facts = pressFacts(site, copy, code, launch);
      expect(facts.map((fact) => fact.key)).toContain("released");
      // Label and value joined as the language's copy joins them (press.factLine).
      const line = (label: string, value: string) => copy.press.factLine.replace("{label}", label).replace("{value}", value);
      for (const { label, value } of facts) expect(text, `${code} ${label}`).toContain(line(label, value));
      // No ASCII colon and space after a Chinese or Japanese character: those languages write a full-width colon.
      expect(text.match(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]: /gu) ?? [], code).toEqual([]);
      for (const paragraph of copy.press.about) expect(text).toContain(paragraph);
      // Sentences joined as the language writes them: none after a Chinese or Japanese full stop with a space.
      expect(text.match(/[。！？] +\S/gu) ?? [], code).toEqual([]);
    }
  });

  it.each(publishedLocales())("gives each screenshot in the zip the caption /press/ shows beside it in %s", async (code) => {
    const entries = unzipSync(new Uint8Array(await zip(builds[0])));
    const doc = parseHtml(await readFile(path.join(builds[0], localeOutput(code, "press/index.html")), "utf8"));
    const text = new TextDecoder().decode(entries[pressFactsFile(code)]);
    // A screenshot's line: its file and its caption, joined as the language's copy joins a label and its value.
    const { factLine } = siteCopy(code).press;
    const lineOf = new RegExp(
      `^${factLine
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace("\\{label\\}", "(screenshots/\\S+)")
        .replace("\\{value\\}", "(.+)")}$`,
    );
    const captioned = new Map(
      text.split("\n").flatMap((line) => {
        const [, entry, caption] = lineOf.exec(line) ?? [];
        return entry ? [[entry, caption] as const] : [];
      }),
    );
    const shown = Array.from(doc.querySelectorAll(".press__screens figcaption"), (caption) => caption.textContent);
    expect([...captioned.keys()]).toEqual(Object.keys(entries).filter((name) => name.startsWith("screenshots/")));
    expect([...captioned.values()]).toEqual(shown);
  });

  it.each(publishedLocales())(
    "is offered on /press/ in %s, with the facts, the icon and each screenshot with its caption",
    async (code) => {
      const doc = parseHtml(await readFile(path.join(builds[0], localeOutput(code, "press/index.html")), "utf8"));
      const { site, copyOf, launch } = await renderWith({ env, launch: { ...fixture, storeDir: storeRecordsDir } });
      const copy = copyOf(code);
      expect(doc.querySelector(`a[href="/${pressKitFile}"][download]`)?.textContent).toBe(copy.press.download);
      const shown = Array.from(doc.querySelectorAll(".press__fact"), (fact) => [
        fact.querySelector("dt")?.textContent,
        fact.querySelector("dd")?.textContent,
      ]);
      expect(shown).toEqual(pressFacts(site, copy, code, launch).map(({ label, value }) => [label, value]));
      expect(doc.querySelector(".press__icon img")?.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
      expect(Array.from(doc.querySelectorAll(".press__screens figcaption"), (caption) => caption.textContent)).toEqual(
        fixture.screenshots.map((shot) => localized(shot.alt, code)),
      );
      // Its caption describes each screenshot once: an alt text too would have it read twice.
      expect(Array.from(doc.querySelectorAll(".press__screens figure img"), (image) => image.getAttribute("alt"))).toEqual(
        fixture.screenshots.map(() => ""),
      );
    },
  );
});
