import type { ReactNode } from "react";
import { useSite } from "./SiteContext.tsx";
import { useText } from "./Text.tsx";

/** A mailto: address: the address encoded as a URL's, its "@" kept readable. */
const mailtoHref = (email: string) => `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}`;

/**
 * The contact address as a link that writes to it, its words the address itself: the setting
 * (site.contactEmail, facts.json's or SITE_CONTACT_EMAIL's), the one source of it on a page.
 * `before`: what the link shows ahead of the address (the footer's envelope).
 */
export function ContactLink({ className, before }: { className?: string; before?: ReactNode }) {
  const { site } = useSite();
  const { uiText } = useText();
  return (
    <a className={className} href={mailtoHref(site.contactEmail)}>
      {before}
      {uiText(site.contactEmail)}
    </a>
  );
}
