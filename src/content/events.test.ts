import { useContentCopy } from "../../scripts/testing/content-copy.ts";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readContent } from "../../scripts/pipeline/content.ts";
import { sampleEvent } from "../../scripts/testing/event-fixtures.ts";
import { siteContent, siteLanguageCodes } from "../../scripts/testing/site-copy.ts";
import { badgeWordsIn } from "../launch/event-words.ts";
import type { EventBadge } from "./app-store-names.ts";
import { editorSchemaFiles } from "./editor-schemas.ts";
import { withReferencesInlined } from "./schema.ts";
import { characterCount, eventTextLimits } from "./events.ts";
import type { InAppEventEntry } from "./events.ts";

const dir = useContentCopy("events");

/** What the build says of events.json listing `events` as an owner writes it, a line a problem; none when it reads it. */
async function problemsWith(events: readonly unknown[]): Promise<string[]> {
  const file = path.join(dir(), "events.json");
  await writeFile(file, `${JSON.stringify({ $schema: "./events.schema.json", events }, null, 2)}\n`);
  return readContent(dir()).then(
    () => [],
    (error: Error) => error.message.split("\n").slice(1),
  );
}

/** The site's first translation (German, as the project ships). */
const translation = siteLanguageCodes.find((code, index) => index > 0 && !code.includes("-")) ?? siteLanguageCodes[0];
const languageName = new Intl.DisplayNames(["en"], { type: "language" }).of(translation);
const withName = (name: string): InAppEventEntry => {
  const event = sampleEvent(siteLanguageCodes);
  return { ...event, localizations: { ...event.localizations, [translation]: { ...event.localizations[translation], name } } };
};
/** A name of `length` characters in the translation's own letters. */
const nameOf = (length: number) => Array.from({ length }, (_, index) => "Frühjahrsputz "[index % 14]).join("");

describe("an in-app event's words, against App Store Connect's limits", () => {
  it("are read as they are when each is within its limit", async () => {
    expect(await problemsWith([sampleEvent(siteLanguageCodes)])).toEqual([]);
    expect(await problemsWith([withName(nameOf(eventTextLimits.name))])).toEqual([]);
  });

  it(`stop the build on a name one character over, naming the file's line, the event, the language, the field, its length and the limit`, async () => {
    const length = eventTextLimits.name + 1;
    const [problem, ...rest] = await problemsWith([withName(nameOf(length))]);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(
        `events\\.json:\\d+:\\d+: event "Sample spring clean", ${translation} \\(${languageName}\\) name: ${length} characters, over App Store Connect's ${eventTextLimits.name}; shorten it$`,
      ),
    );
  });

  it("name a name over its limit beside whatever else the schema finds, so that both are fixed at once", async () => {
    const { eventCard: _card, url: _url, ...partial } = withName(nameOf(eventTextLimits.name + 1));
    const problems = await problemsWith([partial]);
    expect(problems).toContainEqual(expect.stringMatching(/events\.0 lacks "eventCard"$/));
    expect(problems).toContainEqual(
      expect.stringContaining(
        `${translation} (${languageName}) name: ${eventTextLimits.name + 1} characters, over App Store Connect's ${eventTextLimits.name}`,
      ),
    );
  });

  it("count characters as a reader sees them: ü typed as u and a combining mark is one, an emoji one, a Japanese character one", async () => {
    expect(characterCount("Fru\u0308hjahr")).toBe(characterCount("Frühjahr"));
    expect(characterCount("🧹👩‍👩‍👧")).toBe(2);
    expect(characterCount("春の大掃除")).toBe(5);
    const decomposed = nameOf(eventTextLimits.name).normalize("NFD");
    expect(decomposed.length).toBeGreaterThan(eventTextLimits.name);
    expect(await problemsWith([withName(decomposed)])).toEqual([]);
  });

  it("stop the build on an event that ends before it starts, runs past 31 days, or whose reference name is listed twice", async () => {
    const event = sampleEvent(siteLanguageCodes);
    const long = sampleEvent(siteLanguageCodes, {
      referenceName: "Long",
      eventEnd: sampleEvent(siteLanguageCodes, { startsInDays: 40 }).eventEnd,
    });
    const backwards = { ...event, referenceName: "Backwards", eventEnd: event.eventStart, eventStart: event.eventEnd };
    expect(await problemsWith([event, event, long, backwards])).toEqual([
      expect.stringMatching(/events\.json:\d+:\d+: event "Sample spring clean" is listed twice/),
      expect.stringMatching(/events\.json:\d+:\d+: event "Long" runs 40 days; App Store Connect takes events of at most 31$/),
      expect.stringMatching(/events\.json:\d+:\d+: event "Backwards" ends \(.*\) before it starts/),
    ]);
  });

  it("stop the build on a start without its offset from UTC, or a badge App Store Connect has not", async () => {
    const event = sampleEvent(siteLanguageCodes);
    expect(await problemsWith([{ ...event, eventStart: event.eventStart.slice(0, 19), badge: "SALE" }])).toEqual([
      expect.stringMatching(/events\.json:\d+:\d+: events\.0\.badge is "SALE"; it must be one of "LIVE_EVENT", .*"SPECIAL_EVENT"$/),
      expect.stringMatching(
        /events\.json:\d+:\d+: events\.0\.eventStart must be a date and time with its offset from UTC, like 2027-03-20T09:00:00\+01:00$/,
      ),
    ]);
  });
});

describe("the badges", () => {
  it("have words in every language for each badge events.schema.json allows", async () => {
    const files = editorSchemaFiles();
    const read = (file: string) => JSON.parse(files.get(file) ?? "{}");
    // The schema names the badges by reference to App Store Connect's names, as an editor follows it.
    const schema = withReferencesInlined(read("events.schema.json"), [read("app-store-names.schema.json")]) as {
      properties: { events: { items: { properties: { badge: { enum: EventBadge[] } } } } };
    };
    const badges = schema.properties.events.items.properties.badge.enum;
    for (const { copy } of siteContent.languages)
      for (const badge of badges) expect(badgeWordsIn(copy, badge), `${badge} in ${copy.language.name}`).toMatch(/\S/);
  });
});
