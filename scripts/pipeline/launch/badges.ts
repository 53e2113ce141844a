/** Each store's badge for every language: the default's, and each other's where the owner saved one in its folder. */
import path from "node:path";
import { variantBase } from "../../../src/content/variants.ts";
import type { StoreBadge } from "../../../src/launch/assets.ts";
import { shownPath } from "../paths.ts";
import { loadBadge } from "./badge.ts";
import type { BadgeKind } from "./badge.ts";

interface Badges {
  badges: Record<string, StoreBadge>;
  files: Map<string, Buffer>;
}

export const noBadges = (): Badges => ({ badges: {}, files: new Map() });

/**
 * A store's badge in the default locale, and each other locale's where its folder has one; says
 * once which fall back. None where the default locale has no words for it (Apple's before the
 * app is in the store).
 */
export async function prepareBadges(
  kinds: readonly BadgeKind[],
  name: string,
  words: Readonly<Record<string, string | undefined>>,
  dir: string,
): Promise<Badges> {
  const [main, ...others] = Object.entries(words);
  if (!main?.[1]) return noBadges();
  const fallback = await loadBadge(kinds, { words: main[1], lang: main[0] }, dir, name, shownPath);
  if (!fallback) return noBadges();
  const localized = await Promise.all(
    others.map(([code, text]) =>
      text ? loadBadge(kinds, { words: text, lang: code }, path.join(dir, code), name, shownPath, true) : undefined,
    ),
  );
  // Not a variant of the default language (en-GB): the default's badge is already its own.
  const english = others.filter(([code], index) => !localized[index] && !variantBase(code, [main[0]])).map(([code]) => code);
  if (english.length > 0) {
    console.warn(
      `${kinds[0].name}: ${english.join(", ")} show the English badge; save the badge in that language as ${shownPath(path.join(dir, "<locale>", `${kinds[0].file}.svg`))} to show theirs.`,
    );
  }
  const badges = Object.fromEntries(
    Object.keys(words).map((code, index) => [code, (index > 0 && localized[index - 1]?.badge) || fallback.badge]),
  );
  return { badges, files: new Map([...fallback.files, ...localized.flatMap((output) => [...(output?.files ?? [])])]) };
}
