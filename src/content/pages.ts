import { claims, facts } from "./facts.ts";

/** Copy of the support and 404 pages. The privacy policy is prose and lives in its page. */
export const support = {
  heading: "Support",
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
  code: "404",
  heading: "Oops! Page not found",
  body: "The page you asked for does not exist or has moved.",
  homeLink: "Return to Home",
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
