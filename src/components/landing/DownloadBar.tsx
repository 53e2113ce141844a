import { chrome } from "../../content/pages.ts";
import { store } from "../../content/store.ts";
import { DownloadButton } from "../DownloadButton.tsx";
import { useSite } from "../SiteContext.tsx";

/** Pinned to the bottom on small screens only; it settles above the footer instead of covering it. */
export function DownloadBar() {
  const { site } = useSite();
  return (
    <aside className="download-bar" aria-label={chrome.downloadBar} data-spec="download-bar">
      <p className="download-bar__label">
        <strong>{site.name}</strong>
        <span>{store[site.appStoreState].barLine}</span>
      </p>
      <DownloadButton className="download-bar__button" />
    </aside>
  );
}
