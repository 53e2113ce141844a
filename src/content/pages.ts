import { claims, facts } from "./facts.ts";

/** Copy of the support and 404 pages. The privacy policy's prose lives in its page. */
export const support = {
  heading: "Support",
  description: `Get help with the app by email, typically answered ${facts.supportResponseTime}, or find quick answers in the FAQ.`,
  lead: "Questions, feedback or trouble with the app? We are happy to help.",
  emailCard: {
    heading: "Email support",
    body: "Write to us and tell us what you need.",
    responseTime: `Typical response time: ${facts.supportResponseTime}.`,
  },
  faqCard: {
    heading: "Quick FAQ",
    body: "Answers about privacy, deleting and restoring photos, pricing and supported iPhones.",
    link: "Read the FAQ",
  },
  reassurance: claims.onDevice,
};

export const notFound = {
  title: "Page not found",
  description: "This page does not exist. Return to the home page to learn about the app.",
  code: "404",
  heading: "Oops! Page not found",
  body: "The page you asked for does not exist or has moved.",
  homeLink: "Return to Home",
};

/** The privacy policy's headings; each key is also the section's id, so links to a section survive a reworded heading. */
export const privacy = {
  heading: "Privacy Policy",
  description:
    "How the app handles your information: photos stay on your device, only photo library access is requested, and nothing is collected or shared.",
  lastUpdated: "Last updated",
  sections: {
    "data-collection": "Data Collection",
    "permissions-used": "Permissions Used",
    "children-s-privacy": "Children's Privacy",
    "contact-information": "Contact Information",
    "changes-to-this-privacy-policy": "Changes to This Privacy Policy",
    conclusion: "Conclusion",
  },
};

/** Shown, with the route and the cause, when a page fails to render during the build. */
export const unexpectedError = "Unexpected Application Error!";

/** Labels of the page furniture: skip link, menu, landmarks, footer. */
export const chrome = {
  skipLink: "Skip to content",
  menu: "Menu",
  mainNavigation: "Main",
  downloadBar: "Download the app",
  rights: "All rights reserved.",
};
