import { DownloadButton } from "../DownloadButton.tsx";
import { useSite } from "../SiteContext.tsx";
import { useText } from "../Text.tsx";

/**
 * Pinned to the bottom on small screens only; it settles above the footer instead of covering it.
 * With both stores' badges it holds only them, so it stays one row on the narrowest phone.
 */
export function DownloadBar() {
  const { site, copy, launch, locale } = useSite();
  const { runningText } = useText();
  const bothStores = Boolean(launch.playBadges[locale]);
  return (
    <aside className={bothStores ? "download-bar download-bar--stores" : "download-bar"} aria-label={copy.chrome.downloadBar}>
      <p className="download-bar__label">
        <strong>{runningText(site.name)}</strong>
        <span>{runningText(copy.store[site.appStoreState].barLine)}</span>
      </p>
      <DownloadButton className="download-bar__button" placement="bar" />
    </aside>
  );
}
