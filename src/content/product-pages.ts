/**
 * The app's custom product pages, as the owner lists them in product-pages.json (or the CMS):
 * each a landing page at /<slug>/ that sends its visitors to its own variant of the App Store page.
 */
import { languageCodePattern, schemaPointer, wordsField } from "./data-schema.ts";
import type { DataOf, DataSchema } from "./data-schema.ts";

const slugWords = {
  type: "string",
  pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
  patternDescription: "lower-case letters and digits, in words joined by single hyphens",
} as const;

const hero = {
  type: "object",
  properties: {
    headline: wordsField("Headline", "The page's headline in this language, as the custom product page's promotional text puts it."),
    tagline: wordsField("Tagline", "The line under the headline in this language."),
  },
  additionalProperties: false,
} as const;

/** product-pages.json's shape: its type, the build's check, the CMS's fields and the editors' schema (product-pages.schema.json) come from it. */
export const productPagesSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "product-pages.schema.json",
  title: "Custom product pages",
  description:
    "A landing page for each custom product page of the app in App Store Connect: a variant of the App Store page with its own screenshots and promotional text, for a campaign (photographers, parents…). Each is built at /<slug>/ in every published language, says what its custom product page says, and sends every App Store link to that page. The home page stays the default product page.",
  type: "object",
  properties: {
    $schema: schemaPointer,
    pages: {
      title: "Custom product pages",
      type: "array",
      items: {
        type: "object",
        properties: {
          slug: {
            title: "Address",
            description:
              "The page's address under the site: photographers for /photographers/ (and /de/photographers/). Lower-case letters, digits and dashes.",
            ...slugWords,
          },
          ppid: {
            title: "Product page ID",
            description:
              "The custom product page's ID: the ppid=… at the end of its URL in App Store Connect, a UUID such as 45812c9b-c296-43d3-c6a0-c5a02f74bf6e.",
            type: "string",
          },
          campaign: {
            title: "Campaign",
            description:
              "The campaign token its links carry before their placement and language (photographers-hero-de), for App Analytics. Lower-case letters, digits and dashes.",
            ...slugWords,
          },
          indexed: {
            title: "Shown in search results",
            description:
              "Whether search engines may list the page. Off by default: a campaign's page says what the home page says, for the visitors the campaign brings.",
            type: "boolean",
          },
          hero: {
            title: "Headline and tagline",
            description: "By language code; a language not given shows the home page's.",
            type: "object",
            patternProperties: { [languageCodePattern]: hero },
            additionalProperties: false,
          },
          screenshots: {
            title: "Screenshots",
            description:
              "By language code, the screenshots to show, in order, by their file names (as src/content/launch.json or the fastlane listing names them); a language not given shows the home page's.",
            type: "object",
            patternProperties: { [languageCodePattern]: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1 } },
            additionalProperties: false,
          },
        },
        required: ["slug", "ppid", "campaign"],
        additionalProperties: false,
      },
    },
  },
  required: ["pages"],
  additionalProperties: false,
} as const satisfies DataSchema;

/** One custom product page, as product-pages.json lists it. */
export type ProductPage = DataOf<typeof productPagesSchema>["pages"][number];
