/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The lowest and the highest of a few samples: how far one run's figure may move on this machine. */
function spread(values: readonly number[]): [number, number] {
  return values.length ? [Math.min(...values), Math.max(...values)] : [Number.NaN, Number.NaN];
}

/** A median with its spread beside it, as the bench prints figures: "852 (812-901)", or "1.063 (1.02-1.11)" with `places`. */
export function withSpread(values: readonly number[], places = 0): string {
  const show = (value: number) => (places ? value.toFixed(places) : String(Math.round(value)));
  if (!values.length) return "-";
  const [low, high] = spread(values);
  return values.length > 1 ? `${show(median(values))} (${show(low)}-${show(high)})` : show(values[0]);
}
