import { appStoreHref, campaignToken, campaignsOn, playStoreHref } from "../launch/campaigns.ts";
import type { Placement } from "../launch/campaigns.ts";
import { badgeWords } from "../content/copy.ts";
import type { ImageFile, StoreBadge } from "../launch/assets.ts";
import { Icon } from "./Icon.tsx";
import { useSite } from "./SiteContext.tsx";
import { useText } from "./Text.tsx";

interface DownloadButtonProps {
  /** Where it stands, which its campaign token names (src/launch/campaigns.ts). */
  placement: Placement;
  className?: string;
  /** On a background that is dark in both themes (the call to action): the white badge. */
  onDark?: boolean;
  /**
   * Below the first view (the closing call to action): its badge is fetched as it nears the view,
   * never on load, and never preloaded ahead of the hero's screenshot (React preloads an eager image).
   */
  belowTheFold?: boolean;
}

/** A badge's image, its alt text its words: marked with their language where it is not the page's (WCAG 3.1.2). */
function BadgeImage({ image, badge, lazy }: { image: ImageFile; badge: StoreBadge; lazy: boolean }) {
  const { asset, locale } = useSite();
  return (
    <img
      className="download-button__badge"
      src={asset(image.path)}
      alt={badge.words}
      lang={badge.lang === locale ? undefined : badge.lang}
      width={image.width}
      height={image.height}
      decoding="async"
      loading={lazy ? "lazy" : undefined}
      // Never the largest paint: in a phone's first view, a badge of high priority would hold it back (see ScreenshotPicture).
      fetchPriority="low"
    />
  );
}

/**
 * Where to get the app. Before it is in the App Store: our own "Coming soon to the App Store"
 * label, with no link and nothing like Apple's badge. For pre-order and once live: Apple's
 * badge in the page's language where the owner saved one (else the English one), exactly as
 * saved, linking to the App Store; the white badge on dark backgrounds (and in dark mode)
 * where the owner has saved one. Once PLAY_STORE_URL is set, Google's badge follows, the same
 * way.
 */
export function DownloadButton({ placement, className, onDark = false, belowTheFold = false }: DownloadButtonProps) {
  const { site, launch, locale, report, productPage } = useSite();
  const play = launch.playBadges[locale];
  if (!play) return <AppStoreButton placement={placement} className={className} onDark={onDark} belowTheFold={belowTheFold} />;
  report.campaigns.add(campaignToken(placement, locale, productPage?.campaign));
  return (
    <span className={["download-buttons", className].filter(Boolean).join(" ")}>
      <AppStoreButton placement={placement} onDark={onDark} belowTheFold={belowTheFold} />
      <BadgeLink
        badge={play}
        href={playStoreHref(site, locale, placement, productPage?.campaign)}
        onDark={onDark}
        lazy={belowTheFold}
        className="download-button--play"
      />
    </span>
  );
}

/**
 * A store's badge, exactly as saved, linking to the store: the white one on a dark band and in
 * dark mode where the owner saved one. Its artwork says its own words, which may be English
 * where no localized badge was saved, and then its image says so.
 */
function BadgeLink({
  badge,
  href,
  onDark,
  lazy,
  className,
}: {
  badge: StoreBadge;
  href: string;
  onDark: boolean;
  lazy: boolean;
  className?: string;
}) {
  const { asset } = useSite();
  const { white, black } = badge;
  return (
    <a className={["download-button download-button--badge", className].filter(Boolean).join(" ")} href={href}>
      {white && onDark ? (
        <BadgeImage image={white} badge={badge} lazy={lazy} />
      ) : white ? (
        <picture>
          <source srcSet={asset(white.path)} media="(prefers-color-scheme: dark)" width={white.width} height={white.height} />
          <BadgeImage image={black} badge={badge} lazy={lazy} />
        </picture>
      ) : (
        <BadgeImage image={black} badge={badge} lazy={lazy} />
      )}
    </a>
  );
}

/** Apple's badge, or our coming-soon label. */
function AppStoreButton({ placement, className, onDark = false, belowTheFold = false }: DownloadButtonProps) {
  const { site, launch, copy, locale, report, productPage } = useSite();
  const { runningText } = useText();
  const badge = launch.badges[locale];
  if (!badgeWords(copy, site.appStoreState) || !badge) {
    return (
      <span className={["download-button download-button--soon", className].filter(Boolean).join(" ")}>
        <Icon name="sparkle" className="download-button__icon" />
        <span className="download-button__words">
          <strong className="download-button__lead">{runningText(copy.store.comingSoon.lead)}</strong>{" "}
          <span>{runningText(copy.store.comingSoon.rest)}</span>
        </span>
      </span>
    );
  }
  if (campaignsOn(site)) report.campaigns.add(campaignToken(placement, locale, productPage?.campaign));
  return (
    <BadgeLink
      badge={badge}
      href={appStoreHref(site, locale, placement, productPage)}
      onDark={onDark}
      lazy={belowTheFold}
      className={className}
    />
  );
}
