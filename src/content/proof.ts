/**
 * What others say about the app, as the owner has read it (proof.json, or the CMS): the App
 * Store rating, reviews and press quotes. Empty by default, and the site shows only what is
 * listed: the landing page's "What people say" section and the structured data's
 * aggregateRating and review appear once there is an entry, and nothing is ever made up. Beside
 * the file's shape, its checks the schema cannot make: a rating within the App Store's scale,
 * read on a real day, and quotes that say something and name who said it.
 */
import { isDate, languageCodePattern, schemaPointer, wordsField } from "./data-schema.ts";
import type { DataOf, DataProblem, DataSchema } from "./data-schema.ts";

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
          quote: wordsField("Quote", "The reviewer's words, as written (shorten only with …)."),
          name: wordsField("Name", "The name the reviewer published under."),
          source: wordsField("Source", "Where the review appeared, e.g. App Store (US)."),
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
          quote: wordsField("Quote", "The publication's words, as written."),
          outlet: wordsField("Outlet", "The publication or award, e.g. The Verge."),
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

const LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** A value as the messages name it: rating.value, reviews[0].quote. */
const named = (at: readonly (string | number)[]) =>
  at.map((part, index) => (typeof part === "number" ? `[${part}]` : index > 0 ? `.${part}` : part)).join("");

/** The problems of proof.json's value: a rating off the App Store's scale or read on no real day, a quote that says nothing or names no one. */
export function proofProblems({ rating, reviews, press }: Proof): DataProblem[] {
  const problems: DataProblem[] = [];
  const found = (at: (string | number)[], says: string) => problems.push({ at, says: `${named(at)} ${says}` });
  if (rating) {
    if (!(rating.value >= 1 && rating.value <= 5)) found(["rating", "value"], `is ${rating.value}; the App Store rates from 1 to 5`);
    if (!Number.isInteger(rating.count) || rating.count < 1)
      found(["rating", "count"], `is ${rating.count}; expected the number of ratings, a whole number above 0`);
    if (!isDate(rating.readOn))
      found(["rating", "readOn"], `is ${JSON.stringify(rating.readOn)}; expected the day you read it, as YYYY-MM-DD`);
    else if (Date.parse(rating.readOn) > Date.now()) found(["rating", "readOn"], `is ${rating.readOn}, a day still to come`);
  }
  const language = (at: (string | number)[], lang: string) => {
    if (!LANG.test(lang)) found(at, `is ${JSON.stringify(lang)}; expected a language code like "en"`);
  };
  reviews.forEach((review, index) => {
    const at = (key: string) => ["reviews", index, key];
    if (!review.quote.trim()) found(at("quote"), "is empty");
    if (!review.name.trim()) found(at("name"), "is empty; a review is quoted with the name it was published under");
    if (!review.source.trim()) found(at("source"), "is empty; say where it was published");
    language(at("lang"), review.lang);
    if (review.stars !== undefined && !(Number.isInteger(review.stars) && review.stars >= 1 && review.stars <= 5))
      found(at("stars"), `is ${review.stars}; expected 1 to 5`);
  });
  press.forEach((quote, index) => {
    const at = (key: string) => ["press", index, key];
    if (!quote.quote.trim()) found(at("quote"), "is empty");
    if (!quote.outlet.trim()) found(at("outlet"), "is empty; a press quote names its publication");
    language(at("lang"), quote.lang);
    if (quote.url !== undefined && !/^https:\/\/\S+$/.test(quote.url))
      found(at("url"), `is ${JSON.stringify(quote.url)}; expected an https:// address`);
  });
  return problems;
}
