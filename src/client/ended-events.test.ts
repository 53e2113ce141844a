import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sampleEvent, writeSampleEventCard } from "../../scripts/testing/event-fixtures.ts";
import { loadBuiltPage } from "../../scripts/testing/happy-page.ts";
import type { HappyPage } from "../../scripts/testing/happy-page.ts";
import { launchFixture } from "../../scripts/testing/launch-fixtures.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { siteLanguageCodes } from "../../scripts/testing/site-copy.ts";

let fixture: Awaited<ReturnType<typeof launchFixture>>;
let page: HappyPage;
beforeAll(async () => {
  fixture = await launchFixture({ badges: false });
  await writeSampleEventCard(fixture.assetsDir);
});
afterEach(() => page?.close());
afterAll(() => fixture?.dispose());

// Two events a week apart, as the build made the page before either ended.
const first = sampleEvent(siteLanguageCodes, { referenceName: "First" });
const second = sampleEvent(siteLanguageCodes, { referenceName: "Second", startsInDays: 14 });
const home = async () => (await renderWith({ events: [first, second], launch: { assetsDir: fixture.assetsDir } })).page("index.html").html;
/** The home page with the built client script run at the visitor's clock, `at`. */
const visitAt = async (at: string) => loadBuiltPage("index.html", { html: await home(), before: `Date.now = () => ${Date.parse(at)};` });
const cardNames = () => Array.from(page.document.querySelectorAll(".event-card h3"), (name) => name.textContent);

describe("an in-app event, at the visitor's clock", () => {
  it("stays while it has not ended", async () => {
    page = await visitAt(first.eventStart);
    expect(cardNames()).toEqual([first.localizations.en.name, second.localizations.en.name]);
    expect(page.errors).toEqual([]);
  });

  it("goes once the clock is past its end, the others staying", async () => {
    page = await visitAt(first.eventEnd);
    expect(cardNames()).toEqual([second.localizations.en.name]);
    expect(page.document.querySelector("section.events")).not.toBeNull();
  });

  it("takes the section with its last card, and the page's other behaviours still work", async () => {
    page = await visitAt(second.eventEnd);
    expect(page.document.querySelector("section.events")).toBeNull();
    const toggle = page.document.querySelector("[data-menu-toggle]") as HTMLButtonElement;
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(page.errors).toEqual([]);
    expect(page.warnings.filter((args) => String(args[0]).includes("ended events"))).toEqual([]);
  });
});
