/**
 * The press kit's facts, once for the page (/press/) and for the facts.txt of each language in
 * press-kit.zip: the app's name, tagline and summary, its price and free limit, what it needs,
 * where it is in the App Store and, once the App Store's record says, when it came out.
 */
import type { Copy } from "../content/site-content.ts";
import { sentences } from "../content/sentences.ts";
import { fill } from "../content/copy.ts";
import { formatDate } from "../content/facts.ts";
import { captionIn, screenshotsIn } from "./assets.ts";
import type { LaunchAssets } from "./assets.ts";
import type { SiteConfig } from "../site.ts";

type PressFactKey = keyof Copy["press"]["facts"];

interface PressFact {
  key: PressFactKey;
  label: string;
  value: string;
}

/** The file of the press kit, at the root of the site, and what it holds. */
export const pressKitFile = "press-kit.zip";
export const pressIconSizes = [1024, 512] as const;
export const pressFactsFile = (locale: string) => `facts-${locale}.txt`;
/** Where a screenshot is in the zip: under its owner's own file name. */
export const pressScreenshotEntry = (file: string) => `screenshots/${file}`;

export function pressFacts(site: SiteConfig, copy: Copy, locale: string, launch: LaunchAssets): PressFact[] {
  const { facts: labels } = copy.press;
  const released = launch.store[locale]?.firstReleased;
  const values: [PressFactKey, string | undefined][] = [
    ["name", site.name],
    ["tagline", copy.hero.tagline],
    ["summary", copy.press.summary],
    ["price", sentences(copy.claims.freeTier, copy.claims.paidTier)],
    ["requirements", copy.claims.requirements],
    ["availability", copy.store[site.appStoreState].availability],
    ["released", released && formatDate(locale, released)],
    ["contact", site.contactEmail],
  ];
  return values.flatMap(([key, value]) => (value ? [{ key, label: labels[key], value }] : []));
}

/** Each screenshot's place in the zip and its caption in `locale`, as /press/ shows them. */
export const pressScreenshots = (launch: LaunchAssets, locale: string) =>
  screenshotsIn(launch, locale).map((shot) => ({ shot, entry: pressScreenshotEntry(shot.file), caption: captionIn(shot, locale) }));

/**
 * A language's facts as plain text, for facts-<locale>.txt: each fact, what the app is, and
 * each screenshot's file in the zip with its caption, so a journalist knows what each shows.
 */
export function pressFactsText(site: SiteConfig, copy: Copy, locale: string, launch: LaunchAssets): string {
  // The language's own separator between a label and its value (Japanese "："), from its copy.
  const line = (label: string, value: string) => fill(copy.press.factLine, { label, value }, `${locale}: press.factLine`);
  const facts = pressFacts(site, copy, locale, launch).map(({ label, value }) => line(label, value));
  const about = [copy.press.aboutHeading, "", ...copy.press.about.flatMap((paragraph) => [paragraph, ""])];
  const screenshots = pressScreenshots(launch, locale);
  const captions = screenshots.length
    ? [copy.press.screenshotsHeading, "", ...screenshots.map(({ entry, caption }) => line(entry, caption.text))]
    : [];
  return `${[copy.press.heading, "", ...facts, "", ...about, ...captions].join("\n").trimEnd()}\n`;
}
