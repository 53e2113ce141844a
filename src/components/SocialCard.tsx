/**
 * The 1200x630 link-preview card, drawn at build time by satori (scripts/pipeline/social/card.ts) from
 * the same copy as the page. Satori lays out flexbox from `style` props; this element tree
 * never reaches a browser, so the pages' policy against style attributes does not apply.
 */
import type { SiteColors } from "../brand/colors.ts";
import type { Copy } from "../content/site-content.ts";

export interface SocialCardProps {
  name: string;
  headline: string;
  tagline: string;
  /** The favicon's SVG as a data: URL. */
  logo: string;
  /** The brand's colours (src/styles/_palette.scss). */
  colors: { text: string; muted: string; from: string; to: string; wash: string; paper: string };
}

export const socialCardSize = { width: 1200, height: 630 } as const;

/** The card's words, the same a locale's landing page opens with. */
export function socialCardProps(siteName: string, copy: Copy, faviconSvg: string, { brand }: SiteColors): SocialCardProps {
  const logo = `data:image/svg+xml;base64,${Buffer.from(faviconSvg).toString("base64")}`;
  const colors = {
    text: brand.ink,
    muted: brand["ink-muted"],
    from: brand.start,
    to: brand.end,
    wash: brand.wash,
    paper: brand["theme-light"],
  };
  return {
    name: siteName,
    headline: copy.hero.headline,
    tagline: copy.hero.tagline,
    logo,
    colors,
  };
}

export function SocialCard({ name, headline, tagline, logo, colors }: SocialCardProps) {
  return (
    <div
      style={{
        ...socialCardSize,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        backgroundColor: colors.paper,
        backgroundImage: `radial-gradient(circle at 88% 8%, ${colors.wash}, ${colors.paper} 62%)`,
        fontFamily: "Inter, Sawarabi Gothic",
        color: colors.text,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 40, fontWeight: 800 }}>
        <img src={logo} width={64} height={64} alt="" />
        {name}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 28 }}>
        <div style={{ fontSize: 96, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2, textTransform: "uppercase", color: colors.from }}>
          {headline}
        </div>
        <div style={{ fontSize: 40, fontWeight: 500, lineHeight: 1.3, color: colors.muted, maxWidth: 900 }}>{tagline}</div>
      </div>
      <div
        style={{ display: "flex", height: 12, borderRadius: 6, backgroundImage: `linear-gradient(90deg, ${colors.from}, ${colors.to})` }}
      />
    </div>
  );
}
