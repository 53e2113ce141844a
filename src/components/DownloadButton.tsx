import { download } from "../content/pages.ts";
import { Icon } from "./Icon.tsx";
import { useSite } from "./SiteContext.tsx";

interface DownloadButtonProps {
  className?: string;
}

/**
 * The App Store button. Until an App Store URL is configured it is a plain label that says
 * the app is coming soon, never a link to nowhere; with the URL it is a real link.
 */
export function DownloadButton({ className }: DownloadButtonProps) {
  const { site } = useSite();
  const label = (
    <>
      <Icon name="apple" className="download-button__logo" />
      <span className="download-button__text">
        <span className="download-button__prefix">{download.prefix}</span>{" "}
        <span className="download-button__store">{download.store}</span>
      </span>
    </>
  );
  const classes = (modifier?: string) =>
    ["download-button", modifier && `download-button--${modifier}`, className].filter(Boolean).join(" ");

  if (site.appStoreUrl) {
    return (
      <a className={classes()} href={site.appStoreUrl}>
        {label}
      </a>
    );
  }
  return (
    <span className={classes("soon")}>
      {label}{" "}
      <span className="download-button__badge">{download.comingSoon}</span>
    </span>
  );
}
