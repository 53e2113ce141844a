import { useId } from "react";

/** Each star's cell is 20 units wide; the star spans 1.5 to 18.5 of it. */
const cell = 20;
const [starLeft, starRight] = [1.5, 18.5];

/** The star in cell `index`, placed by its coordinates: a transform would move the gradient's space with it. */
const star = (index: number) =>
  `M${10 + index * cell} 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L${10 + index * cell} 14.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z`;

/**
 * Where the fill of `value` (of 5, to the tenth the text shows) ends, in the row's units: whole
 * stars, then that share of the next star's own width, as the App Store draws 4.6 (the fifth
 * star 60% filled). A gradient in the row's space, not each star's (objectBoundingBox), which
 * would fill every star to the same share.
 */
export const starFillEnd = (value: number): number => {
  const shown = Math.min(5, Math.max(0, Math.round(value * 10) / 10));
  const whole = Math.floor(shown);
  const part = shown - whole;
  return part > 0 ? whole * cell + starLeft + part * (starRight - starLeft) : whole * cell;
};

/** Five stars filled to `value` of 5, drawn for the eye; the words beside them say the same. */
export function Stars({ value }: { value: number }) {
  const id = useId();
  const end = String(Math.round(starFillEnd(value) * 100) / 100);
  return (
    <svg className="stars" viewBox="0 0 100 20" aria-hidden="true">
      <defs>
        <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="0">
          <stop offset={`${end}%`} stopColor="currentColor" />
          <stop offset={`${end}%`} stopColor="currentColor" stopOpacity="0.2" />
        </linearGradient>
      </defs>
      <g fill={`url(#${id})`}>
        {[0, 1, 2, 3, 4].map((index) => (
          <path d={star(index)} key={index} />
        ))}
      </g>
    </svg>
  );
}
