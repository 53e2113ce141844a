/**
 * The site's colours as the build reads them from src/styles/_palette.scss, for what CSS cannot
 * colour: the favicon and Home Screen icon, the social card, the browser's theme colours and
 * the drawn phone's photo. Written once there; everything here follows.
 */

/** The keys of `$brand` in src/styles/_palette.scss. */
export const brandKeys = ["start", "end", "mark", "wash", "ink", "ink-muted", "theme-light", "theme-dark"] as const;
export type BrandKey = (typeof brandKeys)[number];

export interface SiteColors {
  /** Every palette colour by name, as #rrggbb. */
  palette: Readonly<Record<string, string>>;
  /** The brand's colours by key, as #rrggbb. */
  brand: Readonly<Record<BrandKey, string>>;
}

/** A palette colour a component names; a name the palette lacks stops the render, saying where. */
export function paletteColor(colors: SiteColors, name: string): string {
  const value = colors.palette[name];
  if (!value) throw new Error(`src/styles/_palette.scss has no colour "${name}" in $palette`);
  return value;
}
