import { fill } from "../../content/copy.ts";
import { formatDate } from "../../content/facts.ts";
import { choosePlurals } from "../../content/placeholders.ts";
import { hasProof } from "../../stores/launch.ts";
import { useSite } from "../SiteContext.tsx";
import { Stars } from "../Stars.tsx";
import { useText } from "../Text.tsx";

/**
 * What others say, from src/content/proof.json only: the App Store rating with the day it was
 * read, reviews with who wrote them and where, press quotes with their outlet. Not rendered
 * until the owner lists one; each quote carries its own language.
 */
export function ProofSection() {
  const { launch, copy, locale } = useSite();
  const { words, phrases } = useText();
  const { rating, reviews, press } = launch.proof;
  if (!hasProof(launch.proof)) return null;
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const values = rating
    ? { rating: number(rating.value, 1), ratingCount: number(rating.count), ratedOn: formatDate(locale, rating.readOn) }
    : undefined;
  return (
    <section className="section proof" aria-labelledby="proof-title">
      <div className="container">
        <h2 className="section__title" id="proof-title">
          {phrases(copy.proof.heading)}
        </h2>
        {rating && values ? (
          <p className="proof__rating">
            <Stars value={rating.value} />
            <strong className="proof__score">{words(fill(copy.proof.rating, values, "proof.rating"))}</strong>
            <span className="proof__count">
              {words(
                choosePlurals(fill(copy.proof.ratingSource, values, "proof.ratingSource"), locale, { ratingCount: rating.count }, values),
              )}
            </span>
          </p>
        ) : null}
        {reviews.length + press.length > 0 ? (
          <ul className="proof__quotes">
            {reviews.map((review) => (
              <li key={`${review.name}${review.quote}`}>
                <figure className="quote proof__quote">
                  {review.stars ? <Stars value={review.stars} /> : null}
                  <blockquote className="quote__text" lang={review.lang}>
                    <p>{words(review.quote)}</p>
                  </blockquote>
                  <figcaption className="quote__source">{phrases(`${review.name}, ${review.source}`)}</figcaption>
                </figure>
              </li>
            ))}
            {press.map((quote) => (
              <li key={`${quote.outlet}${quote.quote}`}>
                <figure className="quote proof__quote proof__quote--press">
                  <blockquote className="quote__text" lang={quote.lang} cite={quote.url}>
                    <p>{words(quote.quote)}</p>
                  </blockquote>
                  <figcaption className="quote__source">
                    {quote.url ? <a href={quote.url}>{phrases(quote.outlet)}</a> : phrases(quote.outlet)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
