import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sampleEvent, writeSampleEventCard } from "../../../scripts/testing/event-fixtures.ts";
import { launchFixture } from "../../../scripts/testing/launch-fixtures.ts";
import { buildFailure, renderWith } from "../../../scripts/testing/rendered-site.ts";
import { publishedLocales, siteContent, siteLanguageCodes } from "../../../scripts/testing/site-copy.ts";
import { languageIn, whollyTranslated } from "../../content/site-content.ts";
import { ownOrBase } from "../../content/variants.ts";
import { badgeWordsIn } from "../../launch/event-words.ts";
import type { InAppEventEntry } from "../../content/events.ts";

let fixture: Awaited<ReturnType<typeof launchFixture>>;
let assetsDir = "";
beforeAll(async () => {
  fixture = await launchFixture({ badges: false });
  assetsDir = fixture.assetsDir;
  await writeSampleEventCard(assetsDir);
});
afterAll(() => fixture?.dispose());

/** Every language of the site published, so that each is proven, translated or not. */
const everyLanguage = { SITE_LOCALES: siteLanguageCodes.join(",") };
const event = sampleEvent(siteLanguageCodes);
const site = (events: readonly InAppEventEntry[], env: Record<string, string> = {}) =>
  renderWith({ env: { ...everyLanguage, ...env }, events, launch: { assetsDir } });
const seconds = (iso: string) => String(Date.parse(iso) / 1000);
const jsonLd = (doc: Document) =>
  Array.from(doc.querySelectorAll('script[type="application/ld+json"]'), (block) => JSON.parse(block.textContent ?? "{}"));

describe("an in-app event on the home page", () => {
  it("shows its badge in the language's words, its name, both ends as <time>, its descriptions and its App Store link, in every published language", async () => {
    const render = await site([event]);
    for (const { code, copy } of render.languages) {
      const section = render.page("index.html", code).doc.querySelector("section.events");
      const words = ownOrBase(event.localizations, code);
      expect(section?.querySelector("h2")?.textContent).toBe(copy.events.heading);
      const card = section?.querySelector(".event-card");
      expect(card?.querySelector(".event-card__badge")?.textContent).toBe(badgeWordsIn(copy, event.badge));
      expect(card?.querySelector("h3")?.textContent).toBe(words?.name);
      expect(card?.querySelector(".event-card__summary")?.textContent).toBe(words?.shortDescription);
      expect(card?.querySelector(".event-card__description")?.textContent).toBe(words?.longDescription);
      const times = Array.from(card?.querySelectorAll("time") ?? []);
      expect(times.map((time) => Date.parse(time.getAttribute("datetime") ?? ""))).toEqual(
        [event.eventStart, event.eventEnd].map(Date.parse),
      );
      expect(times.every((time) => /\d/.test(time.textContent ?? ""))).toBe(true);
      const link = card?.querySelector("a.event-card__link");
      expect([link?.getAttribute("href"), link?.textContent]).toEqual([event.url, copy.events.link]);
      expect(Date.parse(card?.getAttribute("data-event-end") ?? "")).toBe(Date.parse(event.eventEnd));
    }
  });

  it("shows its card image lazily, with its size against layout shift, below the features where no first view fetches it", async () => {
    const { doc } = (await site([event])).page("index.html");
    const image = doc.querySelector(".event-card img");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(Number(image?.getAttribute("width")) / Number(image?.getAttribute("height"))).toBeCloseTo(16 / 9, 2);
    expect(image?.getAttribute("alt")).toBe("");
    const sections = Array.from(doc.querySelectorAll("main > section"));
    expect(sections.indexOf(doc.querySelector("section.events") as Element)).toBeGreaterThan(
      sections.indexOf(doc.querySelector("#features") as Element),
    );
  });

  it("is an online Event in the structured data, beside the app, in every published language", async () => {
    const render = await site([event]);
    for (const { code } of render.languages) {
      const [app, data, ...more] = jsonLd(render.page("index.html", code).doc);
      expect(app["@type"]).toBe("MobileApplication");
      expect(more).toEqual([]);
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Event",
        name: ownOrBase(event.localizations, code)?.name,
        description: ownOrBase(event.localizations, code)?.longDescription,
        startDate: event.eventStart,
        endDate: event.eventEnd,
        eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
        location: { "@type": "VirtualLocation", url: event.url },
        organizer: { "@type": "Organization", name: render.site.name },
      });
      expect(data.image[0]).toMatch(new RegExp(`^${render.site.url}assets/event-1-\\d+\\.\\w+\\.jpg$`));
    }
  });

  it("is not on the page, nor in the structured data, nor in the script, without an event", async () => {
    const render = await site([]);
    for (const { code } of render.languages) {
      const { doc, html } = render.page("index.html", code);
      expect(doc.querySelector("section.events")).toBeNull();
      expect(jsonLd(doc).map((data) => data["@type"])).toEqual(["MobileApplication"]);
      expect(html).not.toContain("ended events");
    }
  });
});

describe("the sources' date", () => {
  it("leaves out an event that had ended by it, saying which, and keeps one still running", async () => {
    const ended = sampleEvent(siteLanguageCodes, { referenceName: "Sample winter sale", startsInDays: -20 });
    const running = sampleEvent(siteLanguageCodes, { startsInDays: -2 });
    const said = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const render = await site([ended, running], { SOURCE_DATE_EPOCH: seconds(running.eventStart) });
      const cards = render.page("index.html").doc.querySelectorAll(".event-card");
      expect(Array.from(cards, (card) => card.querySelector("h3")?.textContent)).toEqual([running.localizations.en.name]);
      expect(said.mock.calls.map((args) => args.join(" "))).toContainEqual(
        expect.stringMatching(
          /^event "Sample winter sale" in src\/content\/events\.json ended on \d{4}-\d{2}-\d{2}, before the sources' date .*: not built/,
        ),
      );
      const after = await site([running], { SOURCE_DATE_EPOCH: seconds(running.eventEnd) });
      expect(after.page("index.html").doc.querySelector("section.events")).toBeNull();
    } finally {
      said.mockRestore();
    }
  });
});

describe("the build", () => {
  const [main] = siteLanguageCodes;
  const lacking = { ...event, localizations: { [main]: event.localizations[main] } };
  // The languages that must say it: each published one, but one whose base language says it, or one published before it is translated.
  const named = publishedLocales(everyLanguage).filter(
    (code) => whollyTranslated(languageIn(siteContent, code) ?? {}) && !ownOrBase(lacking.localizations, code),
  );

  it.skipIf(named.length === 0)(
    "stops on an event without its words in a published language, naming the event and the language",
    async () => {
      expect(await buildFailure({ env: everyLanguage, events: [lacking], launch: { assetsDir } })).toContain(
        `event "${event.referenceName}" in src/content/events.json has no name and descriptions in ${named.join(", ")}:`,
      );
    },
  );

  it("stops on a card image App Store Connect would refuse, or none, saying what it takes", async () => {
    // A portrait image, as a details page's would be, where the card's 16:9 one belongs.
    await sharp({ create: { width: 1080, height: 1920, channels: 3, background: "#7b5cff" } })
      .png()
      .toFile(path.join(assetsDir, "events", "portrait.png"));
    expect(await buildFailure({ events: [{ ...event, eventCard: "portrait.png" }], launch: { assetsDir } })).toMatch(
      /events\/portrait\.png is 1080 × 1920; App Store Connect's event card image is 16:9, at least 1920 × 1080/,
    );
    expect(await buildFailure({ events: [{ ...event, eventCard: "missing.png" }], launch: { assetsDir } })).toMatch(
      /events\/missing\.png does not exist; save the event card image there/,
    );
  });
});
