import { describe, expect, it } from "vitest";
import { sampleProof } from "../../../scripts/testing/launch-fixtures.ts";
import { renderWith } from "../../../scripts/testing/rendered-site.ts";
import { formatDate } from "../../content/facts.ts";
import { noProof } from "../../launch/assets.ts";

const jsonLd = (render: Awaited<ReturnType<typeof renderWith>>, code: string) =>
  JSON.parse(render.page("index.html", code).doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");

describe("the proof section", () => {
  it("is not on the page, nor a rating or review in the structured data, until the owner lists one", async () => {
    const render = await renderWith({ prepared: { proof: noProof } });
    for (const { code, copy } of render.languages) {
      const page = render.page("index.html", code);
      expect(page.doc.querySelector(".proof")).toBeNull();
      expect(page.html).not.toContain(copy.proof.heading);
      expect(jsonLd(render, code)).not.toHaveProperty("aggregateRating");
      expect(jsonLd(render, code)).not.toHaveProperty("review");
    }
  });

  it("shows the rating with its count and the day it was read, each review with its name and source, and each press quote with its outlet, in every language", async () => {
    const render = await renderWith({ prepared: { proof: sampleProof } });
    const { rating, reviews, press } = sampleProof;
    if (!rating) throw new Error("the sample lists a rating");
    for (const { code, copy } of render.languages) {
      const section = render.page("index.html", code).doc.querySelector(".proof");
      expect(section?.querySelector("h2")?.textContent).toBe(copy.proof.heading);
      const ratingText = section?.querySelector(".proof__rating")?.textContent ?? "";
      expect(ratingText).toContain(new Intl.NumberFormat(code, { minimumFractionDigits: 1 }).format(rating.value));
      expect(ratingText).toContain(new Intl.NumberFormat(code).format(rating.count));
      expect(ratingText).toContain(formatDate(code, rating.readOn));
      const quotes = Array.from(section?.querySelectorAll("figure") ?? []);
      expect(quotes.map((quote) => quote.querySelector("blockquote")?.textContent)).toEqual(
        [...reviews, ...press].map((entry) => entry.quote),
      );
      expect(quotes.map((quote) => quote.querySelector("blockquote")?.getAttribute("lang"))).toEqual(
        [...reviews, ...press].map((entry) => entry.lang),
      );
      for (const [index, review] of reviews.entries())
        expect(quotes[index].querySelector("figcaption")?.textContent).toBe(`${review.name}, ${review.source}`);
      expect(section?.querySelector(`figcaption a[href="${press[0].url}"]`)?.textContent).toBe(press[0].outlet);
    }
  });

  it("gives the structured data the listed rating and reviews, and nothing more", async () => {
    const data = jsonLd(await renderWith({ prepared: { proof: sampleProof } }), "en");
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: sampleProof.rating?.value,
      ratingCount: sampleProof.rating?.count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review.map((review: { reviewBody: string; author: { name: string } }) => [review.reviewBody, review.author.name])).toEqual(
      sampleProof.reviews.map((review) => [review.quote, review.name]),
    );
  });

  it("shows only what is listed: reviews alone make no rating", async () => {
    const render = await renderWith({ prepared: { proof: { reviews: sampleProof.reviews.slice(0, 1), press: [] } } });
    expect(render.page("index.html").doc.querySelector(".proof__rating")).toBeNull();
    expect(render.page("index.html").doc.querySelectorAll(".proof figure")).toHaveLength(1);
    expect(jsonLd(render, "en")).not.toHaveProperty("aggregateRating");
  });
});
