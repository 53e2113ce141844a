import { downloadBar } from "../../content/landing.ts";
import { chrome } from "../../content/pages.ts";
import { DownloadButton } from "../DownloadButton.tsx";
import { useSite } from "../SiteContext.tsx";

/** Pinned to the bottom on small screens only; it settles above the footer instead of covering it. */
export function DownloadBar() {
  const { site } = useSite();
  return (
    <aside className="download-bar" aria-label={chrome.downloadBar}>
      <p className="download-bar__label">
        <strong>{site.name}</strong>
        <span>{site.appStoreUrl ? downloadBar.live : downloadBar.soon}</span>
      </p>
      <DownloadButton className="download-bar__button" />
    </aside>
  );
}
