import type { StoreState } from "../site.ts";
import { claims, facts } from "./facts.ts";
import { store } from "./store.ts";

export interface FaqEntry {
  question: string;
  answer: string;
}

export const faqIntro = { heading: "Frequently asked questions" };

const answers: readonly FaqEntry[] = [
  {
    question: "Do my photos leave my phone?",
    answer: `No. ${claims.onDevice} The app sorts and deletes photos on your device only.`,
  },
  {
    question: "What happens to a photo I delete?",
    answer: `${claims.bin} ${claims.review}`,
  },
  {
    question: "Can I get a deleted photo back?",
    answer: `Yes. Until you empty the bin you can restore any photo from it. ${claims.recentlyDeleted}`,
  },
  {
    question: "Which permissions does the app need?",
    answer: `${claims.permission} ${claims.permissionRequired}`,
  },
  {
    question: "Is it free?",
    answer: `${claims.freeTier} ${claims.paidTier}`,
  },
  {
    question: "Which iPhones are supported?",
    answer: `The app ${claims.requirements.charAt(0).toLowerCase()}${claims.requirements.slice(1)}`,
  },
  {
    question: "Is the app suitable for children?",
    answer: `The app is not aimed at children under ${facts.minimumAge}.`,
  },
];

/** The questions and answers; the last one says where the app is in the App Store. */
export function faqFor(state: StoreState): readonly FaqEntry[] {
  return [...answers, { question: "When can I download it?", answer: `${store[state].availability} ${store[state].faqAnswer}` }];
}
