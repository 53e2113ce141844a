/** What the owner edits write: a Terms page, a pricing section, a stand-in for Apple's badge. */
import type { Change } from "./edit.ts";
import { at, describedKey, jsonChange } from "./edit.ts";

export const termsPage = `import { useSite } from "../components/SiteContext.tsx";

export function Terms() {
  const { terms } = useSite().copy;
  return (
    <article className="page page--prose container container--narrow">
      <header className="page__header">
        <h1 className="page__title">{terms.heading}</h1>
      </header>
      <p>{terms.body}</p>
    </article>
  );
}
`;

type Words<Keys extends string> = Readonly<Record<string, Record<Keys, string>>>;
const text = (description: string) => ({ type: "string", minLength: 1, description });

/** The Terms page's words and its footer link's label in each locale's file, described in the copy's schema. */
export const termsCopy = (words: Words<"heading" | "description" | "body">): Change[] => [
  describedKey([], "terms", {
    type: "object",
    description: "The terms of use page (/terms/).",
    properties: {
      heading: text("The page's heading and title."),
      description: text("The page's description for search results."),
      body: text("The terms."),
    },
    required: ["heading", "description", "body"],
    additionalProperties: false,
  }),
  describedKey(["nav"], "terms", text("The footer's link to the terms of use.")),
  ...Object.entries(words).map(([code, own]) =>
    jsonChange(`src/content/locales/${code}/copy.json`, (copy) => {
      copy.terms = own;
      at(copy, "nav").terms = own.heading;
    }),
  ),
];

/** The pricing section's words in each locale's file, described in the copy's schema. */
export const pricingCopy = (words: Words<"heading" | "body">): Change[] => [
  describedKey([], "pricing", {
    type: "object",
    description: "Landing page: the pricing section.",
    properties: { heading: text("The pricing section's heading."), body: text("The prices, quoting the claims.") },
    required: ["heading", "body"],
    additionalProperties: false,
  }),
  ...Object.entries(words).map(([code, own]) => jsonChange(`src/content/locales/${code}/copy.json`, (copy) => void (copy.pricing = own))),
];

/** Stands in for Apple's badge artwork, which is not ours to commit: a badge's shape, drawn with a path. */
export const standInBadge =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><path d="M6 0.5h108a5.5 5.5 0 0 1 5.5 5.5v28a5.5 5.5 0 0 1-5.5 5.5H6A5.5 5.5 0 0 1 0.5 34V6A5.5 5.5 0 0 1 6 0.5Z" fill="#000"/></svg>';

/** A new section component, as an owner writes one after the README's recipe. */
export const pricingSection = `import { useSite } from "../SiteContext.tsx";

export function Pricing() {
  const { pricing } = useSite().copy;
  return (
    <section className="section" aria-labelledby="pricing-title">
      <div className="container">
        <h2 className="section__title" id="pricing-title">
          {pricing.heading}
        </h2>
        <p>{pricing.body}</p>
      </div>
    </section>
  );
}
`;
