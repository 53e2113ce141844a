/**
 * The links of the shared header and footer: each a path inside the site and the name of its
 * words in every language's `nav` copy. A link to a page this build does not publish is left out.
 */
import type { Copy } from "../content/site-content.ts";

/** The name of a link's words in every locale's `nav` copy. */
type NavKey = keyof Copy["nav"];

interface NavLink {
  label: NavKey;
  /** A path inside the site, without the base path or the locale. */
  path: string;
}

export const headerLinks: readonly NavLink[] = [
  { label: "features", path: "/#features" },
  { label: "faq", path: "/#faq" },
  { label: "privacy", path: "/privacy/" },
  { label: "support", path: "/support/" },
];

export const footerGroups: readonly { heading: NavKey; links: readonly NavLink[] }[] = [
  {
    heading: "product",
    links: [
      { label: "features", path: "/#features" },
      { label: "faq", path: "/#faq" },
      { label: "whatsNew", path: "/whats-new/" },
      { label: "press", path: "/press/" },
    ],
  },
  {
    heading: "support",
    links: [
      { label: "privacyPolicy", path: "/privacy/" },
      { label: "support", path: "/support/" },
    ],
  },
];
