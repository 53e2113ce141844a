import { DownloadButton } from "../DownloadButton.tsx";
import { useSite } from "../SiteContext.tsx";

/** Pinned to the bottom on small screens only; it settles above the footer instead of covering it. */
export function DownloadBar() {
  const { site, copy } = useSite();
  return (
    <aside className="download-bar" aria-label={copy.chrome.downloadBar} data-spec="download-bar">
      <p className="download-bar__label">
        <strong>{site.name}</strong>
        <span>{copy.store[site.appStoreState].barLine}</span>
      </p>
      <DownloadButton className="download-bar__button" />
    </aside>
  );
}
