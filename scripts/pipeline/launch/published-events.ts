/**
 * The in-app events of src/content/events.json, as the build publishes them: those that have not
 * ended by the sources' date (the last commit's, or SOURCE_DATE_EPOCH: never the clock's, so two
 * builds of one commit are the same bytes), the soonest first, each with its words in every
 * language it is published in and its event card image checked as App Store Connect takes it and
 * encoded like a screenshot. The build says which events it left out as ended.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { InAppEventEntry } from "../../../src/content/events.ts";
import { ownOrBase } from "../../../src/content/variants.ts";
import type { AppEvent } from "../../../src/launch/event-words.ts";
import { BuildError } from "../errors.ts";
import { loadSharp, photoSize } from "./image-size.ts";
import { encodeAtWidths, pictureSources } from "./screenshot-encoding.ts";
import type { EncodedWidths } from "./screenshot-encoding.ts";

/**
 * The card is shown at most 45rem (720 px) wide: two widths cover a phone at 1x to 3x and a
 * desktop at 1x and 2x, and keep the page's markup small (each width is an address in each format).
 */
/** The event's structured data names its JPEG at each width, so the JPEG is encoded at each. */
const cardWidths: EncodedWidths = { each: [640, 1280], jpeg: [640, 1280] };
/** App Store Connect's event card image: 16:9, 1920 × 1080 to 3840 × 2160 (its media specifications). */
const cardSize = { width: 1920, height: 1080 };

const where = (event: InAppEventEntry) => `event "${event.referenceName}" in src/content/events.json`;
const day = (milliseconds: number) => new Date(milliseconds).toISOString().slice(0, 10);

/** The events that have not ended by `builtAt` (seconds since 1970), the soonest first; each ended one named in `ended`. */
function runningOrUpcoming(events: readonly InAppEventEntry[], builtAt: number): { kept: InAppEventEntry[]; ended: string[] } {
  const now = builtAt * 1000;
  const kept = events
    .filter((event) => Date.parse(event.eventEnd) > now)
    .sort((a, b) => Date.parse(a.eventStart) - Date.parse(b.eventStart));
  const ended = events
    .filter((event) => !kept.includes(event))
    .map(
      (event) =>
        `${where(event)} ended on ${day(Date.parse(event.eventEnd))}, before the sources' date (${day(now)}): not built. Remove it from the file when you like.`,
    );
  return { kept, ended };
}

/** The card image, checked: there, a PNG or JPEG, 16:9 and at least App Store Connect's 1920 × 1080. */
async function readCard(event: InAppEventEntry, dir: string, shown: (file: string) => string) {
  const file = path.join(dir, event.eventCard);
  const bytes = await readFile(file).catch(() => undefined);
  if (!bytes)
    throw new BuildError("events", `${where(event)}: ${shown(file)} does not exist; save the event card image there or fix its name`);
  const size = await photoSize(bytes);
  if (!size) throw new BuildError("events", `${where(event)}: ${shown(file)} is not a PNG or JPEG, as App Store Connect takes it`);
  const { width, height } = size;
  if (Math.abs(width / height - 16 / 9) > 0.01 || width < cardSize.width)
    throw new BuildError(
      "events",
      `${where(event)}: ${shown(file)} is ${width} × ${height}; App Store Connect's event card image is 16:9, at least ${cardSize.width} × ${cardSize.height}`,
    );
  return { bytes, width, height };
}

/** The events to publish, their words checked for every language of `described`, their images encoded. */
export async function prepareEvents(
  entries: readonly InAppEventEntry[],
  builtAt: number,
  dir: string,
  shown: (file: string) => string,
  described: readonly string[],
): Promise<{ events: AppEvent[]; files: Map<string, Buffer>; cached: number }> {
  const files = new Map<string, Buffer>();
  const { kept, ended } = runningOrUpcoming(entries, builtAt);
  for (const line of ended) console.log(line);
  if (kept.length === 0) return { events: [], files, cached: 0 };
  for (const event of kept) {
    const missing = described.filter((code) => !ownOrBase(event.localizations, code));
    if (missing.length > 0)
      throw new BuildError(
        "events",
        `${where(event)} has no name and descriptions in ${missing.join(", ")}: add them under "localizations", as in App Store Connect`,
      );
  }
  const sharp = await loadSharp();
  let cached = 0;
  const events = await Promise.all(
    kept.map(async (event, index): Promise<AppEvent> => {
      const card = await readCard(event, dir, shown);
      const encoded = await encodeAtWidths(sharp, card.bytes, `event-${index + 1}`, cardWidths);
      cached += encoded.cached;
      for (const [file, bytes] of encoded.files) files.set(file, bytes);
      return {
        referenceName: event.referenceName,
        badge: event.badge,
        start: event.eventStart,
        end: event.eventEnd,
        url: event.url,
        localizations: event.localizations,
        image: {
          width: cardWidths.each[0],
          height: Math.round((card.height / card.width) * cardWidths.each[0]),
          sources: pictureSources(encoded.files, cardWidths),
        },
      };
    }),
  );
  return { events, files, cached };
}
