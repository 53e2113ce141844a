import { fill } from "../../content/copy.ts";
import { formatDate } from "../../content/facts.ts";
import { choosePlurals } from "../../content/placeholders.ts";
import { hasProof } from "../../launch/assets.ts";
import { useSite } from "../SiteContext.tsx";
import { Stars } from "../Stars.tsx";
import { useText } from "../Text.tsx";
import { LandingSection } from "./LandingSection.tsx";

/**
 * What others say, from src/content/proof.json only: the App Store rating with the day it was
 * read, reviews with who wrote them and where, press quotes with their outlet. Not rendered
 * until the owner lists one; each quote carries its own language.
 */
export function ProofSection() {
  const { launch, copy, locale } = useSite();
  const { runningText, uiText } = useText();
  const { rating, reviews, press } = launch.proof;
  if (!hasProof(launch.proof)) return null;
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const values = rating
    ? { rating: number(rating.value, 1), ratingCount: number(rating.count), ratedOn: formatDate(locale, rating.readOn) }
    : undefined;
  return (
    <LandingSection name="proof" heading={copy.proof.heading}>
      {rating && values ? (
        <p className="proof__rating">
          <Stars value={rating.value} />
          <strong className="proof__score">{runningText(fill(copy.proof.rating, values, "proof.rating"))}</strong>
          <span className="proof__count">
            {runningText(
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
                  <p>{runningText(review.quote)}</p>
                </blockquote>
                <figcaption className="quote__source">{uiText(`${review.name}, ${review.source}`)}</figcaption>
              </figure>
            </li>
          ))}
          {press.map((quote) => (
            <li key={`${quote.outlet}${quote.quote}`}>
              <figure className="quote proof__quote proof__quote--press">
                <blockquote className="quote__text" lang={quote.lang} cite={quote.url}>
                  <p>{runningText(quote.quote)}</p>
                </blockquote>
                <figcaption className="quote__source">
                  {quote.url ? <a href={quote.url}>{uiText(quote.outlet)}</a> : uiText(quote.outlet)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </LandingSection>
  );
}
