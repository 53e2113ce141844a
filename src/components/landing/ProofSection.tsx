import { useId } from "react";
import { fill } from "../../content/copy.ts";
import { formatDate } from "../../content/facts.ts";
import { choosePlurals } from "../../content/placeholders.ts";
import { hasProof } from "../../launch.ts";
import { useSite } from "../SiteContext.tsx";
import { useText } from "../Text.tsx";

/** Five stars filled to `value` of 5, drawn for the eye; the words beside them say the same. */
function Stars({ value }: { value: number }) {
  const id = useId();
  const percent = `${Math.round((value / 5) * 1000) / 10}%`;
  const row = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z";
  return (
    <svg className="stars" viewBox="0 0 100 20" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id}>
          <stop offset={percent} stopColor="currentColor" />
          <stop offset={percent} stopColor="currentColor" stopOpacity="0.2" />
        </linearGradient>
      </defs>
      <g fill={`url(#${id})`}>
        {[0, 20, 40, 60, 80].map((x) => (
          <path d={row} transform={`translate(${x} 0)`} key={x} />
        ))}
      </g>
    </svg>
  );
}

/**
 * What others say, from src/content/proof.ts only: the App Store rating with the day it was
 * read, reviews with who wrote them and where, press quotes with their outlet. Not rendered
 * until the owner lists one; each quote carries its own language.
 */
export function ProofSection() {
  const { launch, copy, locale } = useSite();
  const { words, phrases } = useText();
  const { rating, reviews, press } = launch.proof;
  if (!hasProof(launch.proof)) return null;
  const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const values = rating ? { rating: number(rating.value, 1), ratingCount: number(rating.count), ratedOn: formatDate(locale, rating.readOn) } : undefined;
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
            <span className="proof__count">{words(choosePlurals(fill(copy.proof.ratingSource, values, "proof.ratingSource"), locale, { ratingCount: rating.count }, values))}</span>
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
                  <figcaption className="quote__source">
                    {phrases(`${review.name}, ${review.source}`)}
                  </figcaption>
                </figure>
              </li>
            ))}
            {press.map((quote) => (
              <li key={`${quote.outlet}${quote.quote}`}>
                <figure className="quote proof__quote proof__quote--press">
                  <blockquote className="quote__text" lang={quote.lang} cite={quote.url}>
                    <p>{words(quote.quote)}</p>
                  </blockquote>
                  <figcaption className="quote__source">{quote.url ? <a href={quote.url}>{phrases(quote.outlet)}</a> : phrases(quote.outlet)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
