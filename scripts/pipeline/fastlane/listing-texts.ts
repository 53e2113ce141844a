/**
 * The listing's texts the owner opts into (FASTLANE_LISTING_TEXTS): the App Store's name and
 * subtitle on a language's social card, its promotional text as the home page's description.
 * Nothing else of the site's copy changes: its words stay the owner's.
 */
import type { SocialCardProps } from "../../../src/components/SocialCard.tsx";
import type { SiteLocale } from "../../../src/routing/languages.ts";
import { defaultLocale } from "../../../src/site.ts";
import type { FastlaneListing, ListingTexts } from "./read-listing.ts";

/** Each language with the listing's promotional text as its home page's description, where opted into and written. */
export function withListingTexts(languages: SiteLocale[], listing: FastlaneListing | undefined, opted: readonly string[]): SiteLocale[] {
  if (!listing || !opted.includes("promotional_text")) return languages;
  return languages.map((language) => {
    const promotional =
      listing.texts[language.code]?.promotionalText ?? (language.code === defaultLocale ? listing.defaults.promotionalText : undefined);
    return promotional ? { ...language, copy: { ...language.copy, home: { ...language.copy.home, description: promotional } } } : language;
  });
}

/** A social card with the listing's name and subtitle, where opted into and written. */
export function listingCardProps(props: SocialCardProps, texts: ListingTexts | undefined, opted: readonly string[]): SocialCardProps {
  return {
    ...props,
    ...(opted.includes("name") && texts?.name ? { name: texts.name } : {}),
    ...(opted.includes("subtitle") && texts?.subtitle ? { tagline: texts.subtitle } : {}),
  };
}
