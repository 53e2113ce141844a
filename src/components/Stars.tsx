import { useId } from "react";

/** Five stars filled to `value` of 5, drawn for the eye; the words beside them say the same. */
export function Stars({ value }: { value: number }) {
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
