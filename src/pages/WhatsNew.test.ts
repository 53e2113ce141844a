import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildFailure, renderWith, scratchFolder } from "../../scripts/testing/rendered-site.ts";
import { storeAppId, storeRecordsDir } from "../../scripts/testing/store-records.ts";
import { readLookup, storefrontOf } from "../launch/app-store-record.ts";
import { fill } from "../content/copy.ts";
import { formatDate } from "../content/facts.ts";
import { siteCopy } from "../../scripts/testing/site-copy.ts";
import type { Copy } from "../content/site-content.ts";
import { defaultLocale } from "../site.ts";
import { localePath } from "../routing/urls.ts";

// The record is read whatever the App Store state; the badges of a live app are another test's.
const env = { APP_STORE_ID: storeAppId };
const recorded = (storefront: string) =>
  readLookup(JSON.parse(readFileSync(path.join(storeRecordsDir, `${storefront}.json`), "utf8")), storeAppId, storefront);
/** The record a language shows: its storefront's, where one is recorded, else the default language's storefront's. */
const shownRecord = (copy: Copy) =>
  recorded(
    existsSync(path.join(storeRecordsDir, `${storefrontOf(copy)}.json`)) ? storefrontOf(copy) : storefrontOf(siteCopy(defaultLocale)),
  );
const whatsNewLinks = (doc: Document) => doc.querySelectorAll('a[href$="/whats-new/"]').length;

describe("the what's-new page, from the App Store's saved record", async () => {
  const { page, languages, entries } = await renderWith({ env, launch: { storeDir: storeRecordsDir } });

  describe.each(languages)("in $code", ({ code, copy }) => {
    const record = shownRecord(copy);
    if (typeof record === "string") throw new Error(record);
    const { doc } = page("whats-new/index.html", code);

    it("shows the version, its release date and the iOS it needs, in the page's language", () => {
      expect(doc.querySelector("h1")?.textContent).toBe(copy.whatsNew.heading);
      expect(doc.querySelector(".whats-new__version strong")?.textContent).toBe(
        fill(copy.whatsNew.version, { version: record.version }, "version"),
      );
      const time = doc.querySelector(".whats-new__version time");
      expect(time?.getAttribute("datetime")).toBe(record.versionReleased);
      expect(time?.textContent).toContain(formatDate(code, record.versionReleased));
      expect(doc.querySelector(".page__meta")?.textContent).toContain(record.minimumOsVersion);
    });

    it("shows the release notes as the developer wrote them: line breaks kept, no address made a link", () => {
      const notes = doc.querySelector(".whats-new__notes");
      expect(notes?.textContent).toBe(record.releaseNotes);
      expect(notes?.textContent).toContain("\n");
      expect(notes?.querySelector("a")).toBeNull();
    });

    it("shows the rating as Apple counts it, and no stars before the first rating", () => {
      const rating = doc.querySelector(".whats-new__rating");
      if (!record.rating) {
        expect(rating).toBeNull();
        expect(doc.querySelector(".stars")).toBeNull();
        return;
      }
      expect(rating?.querySelector(".stars")).not.toBeNull();
      const number = (value: number, digits: number) =>
        new Intl.NumberFormat(code, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
      expect(rating?.textContent).toContain(number(record.rating.average, 1));
      expect(rating?.textContent).toContain(number(record.rating.count, 0));
    });

    it("is linked from every page's footer", () => {
      const footerLink = `.site-footer__group:not(.site-footer__languages) a[href="${localePath(code, "/whats-new/")}"]`;
      for (const entry of entries.filter((each) => each.chrome === "site")) {
        expect(page(entry.output, code).doc.querySelectorAll(footerLink), entry.output).toHaveLength(1);
      }
    });
  });

  it("with no record saved, is not made and no page links to it", async () => {
    const bare = await renderWith({ env });
    expect(bare.entries.map((entry) => entry.route)).not.toContain("/whats-new/");
    for (const { code } of bare.languages) {
      for (const entry of bare.entries) expect(whatsNewLinks(bare.page(entry.output, code).doc), `${code} ${entry.output}`).toBe(0);
      expect(() => bare.page("whats-new/index.html", code)).toThrow();
    }
  });

  it("shows a language whose storefront has no record the default storefront's, its notes marked as that language", async () => {
    const defaultStorefront = storefrontOf(siteCopy(defaultLocale));
    const onlyDefault = path.join(await scratchFolder(), "store");
    await mkdir(onlyDefault);
    await cp(path.join(storeRecordsDir, `${defaultStorefront}.json`), path.join(onlyDefault, `${defaultStorefront}.json`));
    const rendered = await renderWith({ env, launch: { storeDir: onlyDefault } });
    for (const { code } of rendered.languages.filter((language) => storefrontOf(language.copy) !== defaultStorefront)) {
      const notes = rendered.page("whats-new/index.html", code).doc.querySelector(".whats-new__notes");
      expect(notes?.getAttribute("lang"), code).toBe(defaultLocale);
      expect(notes?.textContent).toBe((recorded(defaultStorefront) as { releaseNotes: string }).releaseNotes);
    }
  });

  it("stops the build on a saved record of another app, naming the default language's file and both ids, however long it takes to read", async () => {
    // Every saved record is another app's; the default storefront's is the slowest to read.
    const defaultStorefront = storefrontOf(siteCopy(defaultLocale));
    const slowDefault = path.join(await scratchFolder(), "store");
    await cp(storeRecordsDir, slowDefault, { recursive: true });
    const defaultRecord = path.join(slowDefault, `${defaultStorefront}.json`);
    await writeFile(defaultRecord, `${await readFile(defaultRecord, "utf8")}${" ".repeat(8_000_000)}`);
    const otherAppId = "1111111111";
    const message = await buildFailure({ env: { ...env, APP_STORE_ID: otherAppId }, launch: { storeDir: slowDefault } });
    expect(message).toContain(`${defaultStorefront}.json: it is the record of app ${storeAppId}, not APP_STORE_ID ${otherAppId}`);
    expect(message).toMatch(/^app store record: /);
  });
});
