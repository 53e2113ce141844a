/**
 * What others say about the app, as the owner has read it (proof.json, or the CMS): the App
 * Store rating, reviews and press quotes. Empty by default, and the site shows only what is
 * listed: the landing page's "What people say" section and the structured data's
 * aggregateRating and review appear once there is an entry, and nothing is ever made up. Beside
 * the file's shape, its checks the schema cannot make: a rating within the App Store's scale,
 * read on a real day, and quotes that say something and name who said it.
 */
import { languageCodePattern, schemaPointer } from "./data-schema.ts";
import type { DataOf, DataProblem, DataSchema } from "./data-schema.ts";

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

const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** A value as the messages name it: rating.value, reviews[0].quote. */
const named = (at: readonly (string | number)[]) =>
  at.map((part, index) => (typeof part === "number" ? `[${part}]` : index > 0 ? `.${part}` : part)).join("");

/** The problems of proof.json's value: a rating off the App Store's scale or read on no real day, a quote that says nothing or names no one. */
export function proofProblems({ rating, reviews, press }: Proof): DataProblem[] {
  const problems: DataProblem[] = [];
  const check = (at: (string | number)[], wrong: boolean, says: string) => {
    if (wrong) problems.push({ at, says: `${named(at)} ${says}` });
  };
  if (rating) {
    check(["rating", "value"], !(rating.value >= 1 && rating.value <= 5), `is ${rating.value}; the App Store rates from 1 to 5`);
    check(
      ["rating", "count"],
      !Number.isInteger(rating.count) || rating.count < 1,
      `is ${rating.count}; expected the number of ratings, a whole number above 0`,
    );
    if (!isDay(rating.readOn))
      check(["rating", "readOn"], true, `is ${JSON.stringify(rating.readOn)}; expected the day you read it, as YYYY-MM-DD`);
    else check(["rating", "readOn"], Date.parse(rating.readOn) > Date.now(), `is ${rating.readOn}, a day still to come`);
  }
  reviews.forEach((review, index) => {
    check(["reviews", index, "quote"], !review.quote.trim(), "is empty");
    check(["reviews", index, "name"], !review.name.trim(), "is empty; a review is quoted with the name it was published under");
    check(["reviews", index, "source"], !review.source.trim(), "is empty; say where it was published");
    check(["reviews", index, "lang"], !LANG.test(review.lang), `is ${JSON.stringify(review.lang)}; expected a language code like "en"`);
    check(
      ["reviews", index, "stars"],
      review.stars !== undefined && !(Number.isInteger(review.stars) && review.stars >= 1 && review.stars <= 5),
      `is ${review.stars}; expected 1 to 5`,
    );
  });
  press.forEach((quote, index) => {
    check(["press", index, "quote"], !quote.quote.trim(), "is empty");
    check(["press", index, "outlet"], !quote.outlet.trim(), "is empty; a press quote names its publication");
    check(["press", index, "lang"], !LANG.test(quote.lang), `is ${JSON.stringify(quote.lang)}; expected a language code like "en"`);
    check(
      ["press", index, "url"],
      quote.url !== undefined && !/^https:\/\/\S+$/.test(quote.url),
      `is ${JSON.stringify(quote.url)}; expected an https:// address`,
    );
  });
  return problems;
}
