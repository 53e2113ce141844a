import { useContentCopy } from "../testing/content-copy.ts";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDate } from "../../src/content/facts.ts";
import type { Offer } from "../../src/content/offers.ts";
import { redemptionUrl } from "../../src/content/offers.ts";
import { buildDay } from "../../src/pages/offer-pages.ts";
import { localeOutput } from "../../src/routing/languages.ts";
import { launchFixture } from "../testing/launch-fixtures.ts";
import type { LaunchFixture } from "../testing/launch-fixtures.ts";
import { pseudoLocales } from "../testing/pseudo-locales.ts";
import { scannedQrCodes } from "../testing/qr-codes.ts";
import { buildFailure, buildInto, renderWith, scratchFolder } from "../testing/rendered-site.ts";
import { publishedLocales, siteContent, siteCopy } from "../testing/site-copy.ts";
import { live, storeAppId } from "../testing/store-records.ts";
import { readContent } from "./content.ts";

const env = { ...live, APP_STORE_ID: storeAppId };
/** An offer as an owner lists it: its words in every published language, a last day to come. */
const spring: Offer = {
  code: "SPRING2027",
  gives: Object.fromEntries(publishedLocales().map((code) => [code, `Three months of Pro, free (${code})`])) as Offer["gives"],
  ends: "2027-05-31",
};
const output = (offer: Offer) => `redeem/${offer.code}/index.html`;
/** SOURCE_DATE_EPOCH of a day (noon, UTC). */
const dated = (day: string) => String(Date.parse(`${day}T12:00:00Z`) / 1000);

const scratch = await scratchFolder();
let fixture: LaunchFixture;
beforeAll(async () => {
  fixture = await launchFixture();
});
afterAll(() => fixture?.dispose());
afterEach(() => {
  vi.useRealTimers();
});

/** What the build says of the offers it leaves out (npm run build lists it). */
const leftOut = async (built: Promise<{ offersLeftOut: string[] }>) => (await built).offersLeftOut.join("\n");

describe("an offer code's page", () => {
  it("is built at /redeem/<code>/ in every published language: what the code gives, the code to copy, the link that redeems it, its last day", async () => {
    const built = await renderWith({ env, launch: fixture, offers: [spring] });
    for (const locale of publishedLocales()) {
      const { doc } = built.page(output(spring), locale);
      const copy = siteCopy(locale, env);
      expect(doc.querySelector("h1")?.textContent, locale).toBe(spring.gives[locale]);
      expect(doc.querySelector("h1")?.hasAttribute("lang")).toBe(false);
      expect(doc.querySelector("[data-offer-code-value]")?.textContent).toBe(spring.code);
      const link = doc.querySelector<HTMLAnchorElement>(".redeem__open a");
      expect(link?.getAttribute("href")).toBe(redemptionUrl(storeAppId, spring.code));
      expect(link?.textContent).toBe(copy.redeem.open);
      expect(doc.querySelector(`time[datetime="${spring.ends}"]`)?.textContent).toBe(formatDate(locale, spring.ends ?? ""));
      expect(doc.querySelector("title")?.textContent).toContain(copy.redeem.title.replace("{offerCode}", spring.code));
    }
  });

  it("opens Apple's redemption address with the app's id and the code, and shows it as a QR code that reads the same", async () => {
    const built = await renderWith({ env, launch: fixture, offers: [spring] });
    const url = new URL(redemptionUrl(storeAppId, spring.code));
    expect(`${url.origin}${url.pathname}`).toBe("https://apps.apple.com/redeem");
    expect(Object.fromEntries(url.searchParams)).toEqual({ ctx: "offercodes", id: storeAppId, code: spring.code });
    for (const locale of publishedLocales())
      expect(await scannedQrCodes(built.page(output(spring), locale).doc, built.files), locale).toEqual([url.href]);
  });

  it("is noindex, in no sitemap, and prerendered from no page: only the campaign leads there", async () => {
    const built = await renderWith({ env, launch: fixture, offers: [spring] });
    const { doc } = built.page(output(spring));
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(built.files.get("sitemap.xml")).not.toContain("/redeem/");
    // Its own language links name it; no other page does, nor any page's speculation rules.
    for (const [file, html] of built.files)
      if (file.endsWith(".html")) {
        const rules = /<script type="speculationrules">(.*?)<\/script>/.exec(html)?.[1] ?? "";
        expect(rules, file).not.toContain("/redeem/");
        if (!file.includes("redeem/")) expect(html, file).not.toContain("/redeem/");
      }
  });

  it("shows English's words, marked as English, in a language published before it says what the offer gives", async () => {
    const built = await renderWith({ env, launch: fixture, offers: [spring], extraLocales: pseudoLocales });
    const h1 = built.page(output(spring), "ar-XB").doc.querySelector("h1");
    expect(h1?.getAttribute("lang")).toBe("en");
    expect(h1?.getAttribute("dir"), "a left-to-right run on a right-to-left page").toBe("ltr");
    expect(h1?.textContent).toBe(spring.gives.en);
  });
});

describe("which offers a build publishes", () => {
  it("leaves out an offer past its last day by the sources' date, not the clock's, and names it; two builds of one commit are the same bytes", async () => {
    const ended = { ...spring, code: "WINTER2026", ends: "2026-02-28" };
    const commit = { ...env, SOURCE_DATE_EPOCH: dated("2026-03-01") };
    const said = await leftOut(renderWith({ env: commit, launch: fixture, offers: [spring, ended] }));
    expect(said).toContain(`the offer ${ended.code} ended on ${ended.ends}, before this build's date (2026-03-01`);
    const built = await renderWith({ env: commit, launch: fixture, offers: [spring, ended] });
    expect(built.files.has(output(ended))).toBe(false);
    expect(built.files.has(output(spring))).toBe(true);
    // Built on a day the clock says both have ended, and on a day it says neither has: the commit's date decides.
    const [late, early] = [path.join(scratch, "late"), path.join(scratch, "early")];
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-01-01T00:00:00Z"));
    await buildInto(late, { env: commit, launch: fixture, offers: [spring, ended] });
    vi.setSystemTime(new Date("2025-01-01T00:00:00Z"));
    await buildInto(early, { env: commit, launch: fixture, offers: [spring, ended] });
    const files = (await readdir(late, { recursive: true })).sort();
    expect(files).toEqual((await readdir(early, { recursive: true })).sort());
    expect(files).toContain(output(spring));
    for (const file of files.filter((name) => name.endsWith(".html")))
      expect(await readFile(path.join(late, file), "utf8"), file).toBe(await readFile(path.join(early, file), "utf8"));
  });

  it("dates a build by its sources: SOURCE_DATE_EPOCH's day in UTC", () => {
    expect(buildDay({ builtAt: Number(dated("2026-03-01")) })).toBe("2026-03-01");
  });

  it("waits for launch day: before the app is live no offer has a page, and the build says which wait", async () => {
    const preOrder = { APP_STORE_STATE: "pre-order", APP_STORE_URL: live.APP_STORE_URL };
    const said = await leftOut(renderWith({ env: preOrder, launch: fixture, offers: [spring] }));
    expect(said).toContain(`the offer ${spring.code} not published while the app is "pre-order"`);
    const built = await renderWith({ env: preOrder, launch: fixture, offers: [spring] });
    for (const locale of publishedLocales()) expect(built.files.has(localeOutput(locale, output(spring))), locale).toBe(false);
  });

  it("waits for APP_STORE_ID once live, naming the offer and the setting, and builds the rest: launch day's deploy goes on", async () => {
    const said = await leftOut(renderWith({ env: live, launch: fixture, offers: [spring] }));
    expect(said).toContain(
      `src/content/offers.json: the offer ${spring.code} not published: Apple's redemption address names the app by its id`,
    );
    expect(said).toContain(`set APP_STORE_ID (${storeAppId}, as APP_STORE_URL has it)`);
    const built = await renderWith({ env: live, launch: fixture, offers: [spring] });
    expect(built.files.has(output(spring))).toBe(false);
    expect(built.files.has("index.html")).toBe(true);
  });

  it("stops where a published language does not say what the offer gives, naming the offer and the language", async () => {
    const [, second] = publishedLocales();
    const { [second]: _left, ...gives } = spring.gives;
    const said = await buildFailure({ env, launch: fixture, offers: [{ ...spring, gives: gives as Offer["gives"] }] });
    expect(said).toContain(`the offer ${spring.code} does not say what it gives in ${second}: add ${second} to its "gives"`);
  });

  it("stops on a code listed twice, in any case: one folder on a Mac's disk", async () => {
    const said = await buildFailure({ env, launch: fixture, offers: [spring, { ...spring, code: spring.code.toLowerCase() }] });
    expect(said).toContain(`the offer ${spring.code.toLowerCase()} is listed twice`);
  });
});

describe("src/content/offers.json", () => {
  const dir = useContentCopy("offers");

  it("says in words what a code may hold when one is not as Apple makes them", async () => {
    await writeFile(path.join(dir(), "offers.json"), `${JSON.stringify({ offers: [{ ...spring, code: "SPRING-2027" }] }, null, 2)}\n`);
    const said = await readContent(dir()).then(
      () => "read",
      (error: Error) => error.message,
    );
    expect(said).toMatch(/offers\.json:\d+:\d+: offers\.0\.code "SPRING-2027" must be letters .* and digits only/);
  });

  it.each(siteContent.offers.map((offer) => [offer.code, offer] as const))(
    "%s, as listed, has its page in every published language once the app is live",
    async (_code, offer) => {
      const built = await renderWith({ env, launch: fixture });
      for (const locale of publishedLocales()) expect(built.files.has(localeOutput(locale, output(offer))), locale).toBe(true);
    },
  );
});
