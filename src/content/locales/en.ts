/**
 * English: everything a visitor sees or hears, and the shape of every other locale's copy
 * (`Copy`). Another locale is a file of this type, so a missing or extra key is a type error.
 * Words in {braces} are filled in by the pages with facts from src/content/facts.ts, formatted
 * for the locale with Intl (numbers, the price, dates, lists) or with the site's settings.
 */
export const en = {
  language: {
    /** The language's own name, in the language switcher. */
    name: "English",
    /** Open Graph's form of the locale: language_TERRITORY. */
    ogLocale: "en_US",
    dir: "ltr" as "ltr" | "rtl",
    /** The footer's list of the other languages. */
    switcherLabel: "Language",
  },

  /** The product's promises, each written once and quoted wherever the site makes it. */
  claims: {
    onDevice: "Your photos stay on your device and are never sent anywhere.",
    bin: "Photos you delete go first to a built-in bin, not straight out of your library.",
    review: "You review and confirm deletions in bulk, with undo, before anything is deleted for good.",
    recentlyDeleted: "Emptying the bin moves photos to your phone's Recently Deleted folder, where they stay recoverable for {retentionDays} days.",
    permission: "The app asks only for access to your photo library. It never asks for your camera, contacts, location or microphone.",
    permissionRequired: "Without photo library access the app cannot work, because it has no photos to show you.",
    freeTier: "The free version gives you up to {freeSwipes} swipes a day, plus bonus swipes for keeping a streak.",
    paidTier: "The paid upgrade unlocks unlimited use for about {price} per month.",
    requirements: "Requires iOS {minimumIos} or later and is optimized for {optimizedFor}.",
    supportResponse: "We typically reply {responseTime}.",
  },
  /** Facts in words: the model the app is optimized for, the reply time. */
  factWords: {
    optimizedFor: "iPhone {iphone} and newer",
    responseTime: "within a few days",
  },

  home: {
    title: "Swipe to organize",
    description: "{tagline} One photo, one swipe: keep it, delete it or skip it. {onDevice}",
  },
  hero: {
    headline: "Swipe to organize",
    /** The tagline. */
    subline: "Turn cleaning your camera roll into something you actually enjoy.",
    quotes: [
      { text: "One photo, one swipe: keep it, delete it or skip it.", source: "How it works" },
      { text: "Nothing leaves your phone. Not one photo.", source: "Our privacy promise" },
    ],
    floatingLabels: ["Duplicate detected", "Similar photo", "Low-quality"],
    /** What the drawn phone's screen shows; decorative, hidden from assistive technology. */
    mockup: { counter: "{current} of {total}", stamp: "Delete", skip: "Skip" },
  },
  featuresIntro: {
    heading: "Built for a tidy camera roll",
    lead: "Everything happens in a few relaxed swipes, on your phone and nowhere else.",
  },
  features: [
    {
      title: "Swipe to Clean",
      body: "See one photo at a time and decide with a single swipe: keep, delete or skip. Thousands of photos become a few calm minutes a day.",
    },
    { title: "Local & Private", body: "{onDevice} {permission}" },
    { title: "iOS-Native", body: "{requirements} Deletions end in your phone's own Recently Deleted folder, recoverable for {retentionDays} days." },
  ],
  stepsIntro: { heading: "How it works" },
  steps: [
    { title: "Grant Access", body: "Allow access to your photo library, the only permission the app asks for. {permissionRequired}" },
    { title: "Swipe", body: "Go through your photos one by one and keep, delete or skip each with a swipe. {bin}" },
    { title: "Review & Confirm", body: "{review} Restore anything from the bin, or empty it: the photos then go to your phone's Recently Deleted folder, recoverable for {retentionDays} days." },
  ],
  faq: {
    heading: "Frequently asked questions",
    /**
     * Each entry's id is how every language's file matches it: the same ids in every language,
     * in the order that language shows them. Never reuse an id for another question.
     */
    entries: [
      { id: "on-device", question: "Do my photos leave my phone?", answer: "No. {onDevice} The app sorts and deletes photos on your device only." },
      { id: "deleting", question: "What happens to a photo I delete?", answer: "{bin} {review}" },
      { id: "restoring", question: "Can I get a deleted photo back?", answer: "Yes. Until you empty the bin you can restore any photo from it. {recentlyDeleted}" },
      { id: "permissions", question: "Which permissions does the app need?", answer: "{permission} {permissionRequired}" },
      { id: "pricing", question: "Is it free?", answer: "{freeTier} {paidTier}" },
      { id: "iphones", question: "Which iPhones are supported?", answer: "The app requires iOS {minimumIos} or later and is optimized for {optimizedFor}." },
      { id: "children", question: "Is the app suitable for children?", answer: "The app is not aimed at children under {minimumAge}." },
    ],
    /** The last question: its answer says where the app is in the App Store. */
    storeQuestion: "When can I download it?",
    storeAnswer: "{availability} {faqAnswer}",
  },
  callToAction: {
    heading: "Make space for what matters",
    body: "Clear the clutter, keep the moments. Your photos stay yours, on your phone.",
    privacyLink: "Read our privacy policy",
  },

  privacy: {
    heading: "Privacy Policy",
    description: "How the app handles your information: photos stay on your device, only photo library access is requested, and nothing is collected or shared.",
    lastUpdated: "Last updated {date}",
    lead: "This policy explains how the {appName} app for {platforms} handles your information. In short: {onDevice}",
    /** Each key is also the section's id, so links to a section survive a reworded heading. */
    sections: {
      "data-collection": {
        heading: "Data Collection",
        paragraphs: [
          "{appName} does not collect, store or share personal data. The app reads your photo library on your device to show you one photo at a time, and every decision you make (keep, delete or skip) is handled on the device. Your photos, their contents and their metadata are never uploaded to us or to anyone else.",
          "{bin} {review} {recentlyDeleted}",
        ],
      },
      "permissions-used": {
        heading: "Permissions Used",
        paragraphs: ["{permission}", "{permissionRequired} You can grant or withdraw this permission at any time in your phone's settings."],
      },
      "children-s-privacy": {
        heading: "Children's Privacy",
        paragraphs: [
          "{appName} is not aimed at children under {minimumAge}, and we do not knowingly collect any information from them. As the app collects no personal data from anyone, none is held about children either.",
        ],
      },
      "contact-information": {
        heading: "Contact Information",
        paragraphs: ["If you have a question about this policy or about your privacy, write to us at {email}. {supportResponse}"],
      },
      "changes-to-this-privacy-policy": {
        heading: "Changes to This Privacy Policy",
        paragraphs: [
          "If we change how the app handles information, we will update this page and the date at its top before the change takes effect. We encourage you to check this page from time to time.",
        ],
      },
      conclusion: {
        heading: "Conclusion",
        paragraphs: [
          "Your photos are yours. {appName} exists to help you tidy your library, and it does that without taking anything from your phone. By using the app you agree to this policy.",
        ],
      },
    },
  },
  support: {
    heading: "Support",
    description: "Get help with the app by email, typically answered {responseTime}, or find quick answers in the FAQ.",
    lead: "Questions, feedback or trouble with the app? We are happy to help.",
    emailCard: {
      heading: "Email support",
      body: "Write to us and tell us what you need.",
      responseTime: "Typical response time: {responseTime}.",
    },
    faqCard: {
      heading: "Quick FAQ",
      body: "Answers about privacy, deleting and restoring photos, pricing and supported iPhones.",
      link: "Read the FAQ",
    },
  },
  notFound: {
    title: "Page not found",
    description: "This page does not exist. Return to the home page to learn about the app.",
    heading: "Oops! Page not found",
    body: "The page you asked for does not exist or has moved.",
    homeLink: "Return to Home",
    /** On the 404 page, before the links to each other language's home page. */
    otherLanguages: "In another language:",
  },
  /** The press kit page (/press/) and the facts.txt of its download. */
  press: {
    heading: "Press kit",
    description: "{appName} for the press: the facts, the app icon and the screenshots, free to use in coverage of the app, in one download.",
    lead: "Everything you need to write about {appName}, free to use in coverage of the app.",
    download: "Download the press kit",
    downloadNote: "A ZIP file with the facts in each language, the app icon and the screenshots.",
    /** The short description; the long one is `about`. */
    summary: "Swipe through your camera roll one photo at a time: keep it, delete it or skip it. {onDevice}",
    factsHeading: "Facts",
    /** The labels of the facts, on the page and in facts.txt. */
    facts: {
      name: "App name",
      tagline: "Tagline",
      summary: "In short",
      price: "Price",
      requirements: "Requirements",
      availability: "Availability",
      released: "Released",
      contact: "Press contact",
    },
    aboutHeading: "About {appName}",
    about: [
      "{appName} turns cleaning a camera roll into a few calm minutes a day: one photo at a time, one swipe each, to keep it, delete it or skip it.",
      "{bin} {review} {recentlyDeleted}",
      "{onDevice} {permission}",
    ],
    iconHeading: "App icon",
    /** The icon's files in press-kit.zip: 1024 and 512 pixels square (src/press.ts pressIconSizes). */
    iconNote: "In the press kit as PNG files, 1024 and 512 pixels square.",
    screenshotsHeading: "Screenshots",
  },
  /** The page of the latest version (/whats-new/), from the App Store's own record (npm run store -- refresh). */
  whatsNew: {
    heading: "What's new",
    description: "What the latest version of {appName} brings, as the App Store lists it.",
    /** {version}, {releasedOn}, {minimumOs}, {rating} and {ratingCount} come from the App Store's record. */
    version: "Version {version}",
    released: "Released {releasedOn}",
    requires: "Requires iOS {minimumOs} or later",
    notesHeading: "In this version",
    rating: "{rating} out of 5",
    ratingSource: "{ratingCount, plural, one {# rating} other {# ratings}} on the App Store",
  },
  /** Shown, with the route and the cause, when a page fails to render during the build. */
  unexpectedError: "Unexpected Application Error!",

  /** The header's and footer's links and headings, by the keys src/site.ts uses. */
  nav: {
    features: "Features",
    faq: "FAQ",
    privacy: "Privacy",
    privacyPolicy: "Privacy Policy",
    support: "Support",
    product: "Product",
    press: "Press kit",
    whatsNew: "What's new",
  },
  /** Labels of the page furniture: skip link, menu, landmarks, footer. */
  chrome: {
    skipLink: "Skip to content",
    menu: "Menu",
    mainNavigation: "Main",
    downloadBar: "Download the app",
    rights: "All rights reserved.",
    socialImageAlt: "{appName}: {headline}. {tagline}",
  },

  /** What the site says about getting the app, in each App Store state. */
  store: {
    comingSoon: { lead: "Coming soon", rest: "to the App Store" },
    "coming-soon": {
      barLine: "Free: {freeSwipes} swipes a day",
      availability: "The app is coming soon to the App Store.",
      faqAnswer: "The download buttons on this site will take you there as soon as it is live.",
    },
    "pre-order": {
      /** Apple's own words on its badge, repeated as the badge's alt text. */
      badgeWords: "Pre-order on the App Store",
      barLine: "Pre-order now",
      availability: "The app can be pre-ordered on the App Store now.",
      faqAnswer: "Pre-order it from any download button on this site, and it downloads to your iPhone on release day.",
    },
    live: {
      badgeWords: "Download on the App Store",
      barLine: "Free: {freeSwipes} swipes a day",
      availability: "The app is on the App Store now.",
      faqAnswer: "Every download button on this site takes you to it.",
    },
    /** Google's badge, once PLAY_STORE_URL is set: its words (also its alt text) and the footer's credit Google asks for. */
    googlePlay: {
      badgeWords: "Get it on Google Play",
      trademark: "Google Play and the Google Play logo are trademarks of Google LLC.",
    },
    /** Apple's trademarks the site uses, credited in the footer as Apple's guidelines ask. */
    trademarks: {
      before: "App Store and iPhone are trademarks of Apple Inc., registered in the U.S. and other countries and regions.",
      withBadge: "Apple, the Apple logo, App Store and iPhone are trademarks of Apple Inc., registered in the U.S. and other countries and regions.",
    },
  },
  /** The section of ratings, reviews and press quotes (src/content/proof.ts), shown only when listed. */
  proof: {
    heading: "What people say",
    /** {rating}, {ratingCount} and {ratedOn} come from src/content/proof.ts; the count takes ICU plural forms, by the language's own categories. */
    rating: "{rating} out of 5",
    ratingSource: "{ratingCount, plural, one {# rating} other {# ratings}} on the App Store, as of {ratedOn}",
  },
  /** The words around the screenshots and the video. */
  launch: {
    screensHeading: "See it on iPhone",
    screensLabel: "App screenshots",
    previous: "Previous screenshot",
    next: "Next screenshot",
    watch: "Watch the preview",
    close: "Close",
  },
};

/** The type every locale's copy has. */
export type Copy = typeof en;
