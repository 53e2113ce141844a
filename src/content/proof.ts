/**
 * What others say about the app, as the owner has read it (proof.json, or the CMS): the App
 * Store rating, reviews and press quotes. Empty by default, and the site shows only what is
 * listed: the landing page's "What people say" section and the structured data's
 * aggregateRating and review appear once there is an entry, and nothing is ever made up.
 */
import { languageCodePattern, schemaPointer } from "./data-schema.ts";
import type { DataOf, DataSchema } from "./data-schema.ts";

const text = (title: string, description: string) => ({ title, description, type: "string", minLength: 1 }) as const;
const language = {
  title: "Language",
  description: "The language the quote is written in, e.g. en.",
  type: "string",
  pattern: languageCodePattern,
  patternDescription: "a language code, like en or pt-BR",
} as const;

/** proof.json's shape: its type, the build's check, the CMS's fields and the editors' schema (proof.schema.json) come from it. */
export const proofSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "proof.schema.json",
  title: "What others say",
  description:
    "What others say about the app, as the owner has read it: the App Store rating, reviews and press quotes. The site shows only what is listed here: the landing page's What people say section and the structured data's rating appear once there is an entry. Never make one up.",
  type: "object",
  properties: {
    $schema: schemaPointer,
    rating: {
      title: "App Store rating",
      description:
        "The average and count shown on the App Store page, and the day they were read off it. Leave it out until the app has ratings.",
      type: "object",
      properties: {
        value: {
          title: "Average",
          description: "The average shown on the App Store page, 1 to 5, e.g. 4.8.",
          type: "number",
          minimum: 1,
          maximum: 5,
        },
        count: { title: "Ratings", description: "How many ratings it averages.", type: "integer", minimum: 1 },
        readOn: {
          title: "Read on",
          description: "The day both were read off the App Store, as YYYY-MM-DD: they change every day.",
          type: "string",
          format: "date",
        },
      },
      required: ["value", "count", "readOn"],
      additionalProperties: false,
    },
    reviews: {
      title: "Reviews",
      description: "Reviewers' words, as written (shorten only with …).",
      type: "array",
      items: {
        type: "object",
        properties: {
          quote: text("Quote", "The reviewer's words, as written (shorten only with …)."),
          name: text("Name", "The name the reviewer published under."),
          source: text("Source", "Where the review appeared, e.g. App Store (US)."),
          lang: language,
          stars: {
            title: "Stars",
            description: "The stars the reviewer gave, 1 to 5, where the source shows them.",
            type: "integer",
            minimum: 1,
            maximum: 5,
          },
        },
        required: ["quote", "name", "source", "lang"],
        additionalProperties: false,
      },
    },
    press: {
      title: "Press quotes",
      description: "Quotes from the press or awards.",
      type: "array",
      items: {
        type: "object",
        properties: {
          quote: text("Quote", "The publication's words, as written."),
          outlet: text("Outlet", "The publication or award, e.g. The Verge."),
          url: {
            title: "Article",
            description: "The article's address, where it can be linked.",
            type: "string",
            format: "uri",
            pattern: "^https?://",
            patternDescription: "an address starting with https://",
          },
          lang: language,
        },
        required: ["quote", "outlet", "lang"],
        additionalProperties: false,
      },
    },
  },
  required: ["reviews", "press"],
  additionalProperties: false,
} as const satisfies DataSchema;

/** proof.json as checked, without its `$schema` pointer. */
export type Proof = Omit<DataOf<typeof proofSchema>, "$schema">;
