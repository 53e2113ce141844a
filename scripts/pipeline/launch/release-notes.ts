import type { AppStoreRecord } from "../../../src/launch/app-store-record.ts";
import type { ReleaseNotes } from "../../../src/launch/assets.ts";
import { defaultLocale } from "../../../src/site.ts";
import type { FastlaneListing } from "../fastlane/read-listing.ts";

/**
 * The latest version's notes in each language: the App Store's in that language, else the
 * fastlane listing's release_notes.txt, else Google Play's changelog; else the App Store's in
 * another language, else the listing's metadata/default/ (taken to be in the default language),
 * else the default language's own, so a language the listing gives no notes still has its page.
 */
export function releaseNotes(
  codes: readonly string[],
  store: Readonly<Record<string, AppStoreRecord>>,
  listing: FastlaneListing | undefined,
  play: boolean,
): Record<string, ReleaseNotes> {
  const notesIn = (code: string): ReleaseNotes | undefined => {
    const record = store[code];
    const text =
      (record?.lang === code && record.releaseNotes) ||
      listing?.texts[code]?.releaseNotes ||
      (play ? listing?.play.changelogs[code] : undefined);
    if (text) return { text, lang: code };
    if (record?.releaseNotes) return { text: record.releaseNotes, lang: record.lang };
    return listing?.defaults.releaseNotes ? { text: listing.defaults.releaseNotes, lang: defaultLocale } : undefined;
  };
  const defaults = notesIn(defaultLocale);
  return Object.fromEntries(
    codes.flatMap((code): [string, ReleaseNotes][] => {
      const notes = notesIn(code) ?? defaults;
      return notes ? [[code, notes]] : [];
    }),
  );
}
