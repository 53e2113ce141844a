import { badgeWords } from "../content/copy.ts";
import { appStoreHref, campaignToken, campaignsOn } from "../launch/campaigns.ts";
import type { Placement } from "../launch/campaigns.ts";
import { QrCode } from "./QrCode.tsx";
import { useSite } from "./SiteContext.tsx";
import { useText } from "./Text.tsx";

/**
 * The App Store link beside a badge as a QR code, for a visitor at a computer, who cannot install
 * an iPhone app there: it carries its own campaign token (hero-qr-de) and, on a custom product
 * page, its ppid. Only where the badge links to the App Store (pre-order and live, its badge
 * saved); before that the coming-soon label keeps its words alone.
 */
export function AppStoreQrCode({ placement, className }: { placement: Placement; className?: string }) {
  const { site, launch, copy, locale, report, productPage } = useSite();
  const { uiText } = useText();
  const words = copy.store[site.appStoreState];
  if (!("scan" in words) || !badgeWords(copy, site.appStoreState) || !launch.badges[locale]) return null;
  if (campaignsOn(site)) report.campaigns.add(campaignToken(placement, locale, productPage?.campaign));
  return (
    <QrCode
      href={appStoreHref(site, locale, placement, productPage)}
      label={copy.store.qrLabel}
      caption={uiText(words.scan)}
      className={className}
    />
  );
}
