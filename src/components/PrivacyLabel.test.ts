import { describe, expect, it } from "vitest";
import { texts } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { ownersPrivacyLabel, siteContent } from "../../scripts/testing/site-copy.ts";
import { flatten } from "../content/copy-keys.ts";
import { dataCategories, type dataProtections, dataPurposes } from "../content/app-store-names.ts";
import { collectedProtections, notCollected } from "../content/privacy-label.ts";
import type { PrivacyLabel } from "../content/privacy-label.ts";
import { variantBase } from "../content/variants.ts";
import { appStoreHref } from "../launch/campaigns.ts";
import { defaultLocale } from "../site.ts";

type Render = Awaited<ReturnType<typeof renderWith>>;

/** The label's section of a language's privacy page. */
const labelIn = (render: Render, code: string) =>
  render.page("privacy/index.html", code).doc.querySelector("#app-privacy")?.closest("section");

interface Shown {
  category: (typeof dataCategories)[number];
  purposes: (typeof dataPurposes)[number][];
}

/** What the App Store shows of a label: its sections in the product page's order, each data type in App Store Connect's, with its purposes in theirs. */
function asTheAppStoreShowsIt({ entries }: PrivacyLabel): { protection: (typeof dataProtections)[number]; data: Shown[] }[] {
  if (entries.some((entry) => entry.data_protections.includes(notCollected))) return [{ protection: notCollected, data: [] as Shown[] }];
  return collectedProtections
    .map((protection) => ({
      protection,
      data: dataCategories.flatMap((category): Shown[] =>
        entries
          .filter((entry) => entry.category === category && entry.data_protections.includes(protection))
          .map((entry) => ({ category, purposes: dataPurposes.filter((purpose) => entry.purposes?.includes(purpose)) })),
      ),
    }))
    .filter((section) => section.data.length > 0);
}

/** A label that collects: tracked, linked and not linked, listed out of App Store Connect's order. */
const collecting: PrivacyLabel = {
  file: "fastlane/app_privacy_details.json",
  entries: [
    { category: "CRASH_DATA", purposes: ["APP_FUNCTIONALITY", "ANALYTICS"], data_protections: ["DATA_NOT_LINKED_TO_YOU"] },
    { category: "DEVICE_ID", purposes: ["THIRD_PARTY_ADVERTISING"], data_protections: ["DATA_USED_TO_TRACK_YOU", "DATA_LINKED_TO_YOU"] },
    { category: "EMAIL_ADDRESS", purposes: ["APP_FUNCTIONALITY"], data_protections: ["DATA_LINKED_TO_YOU"] },
  ],
};

function expectShown(render: Render, code: string, label: PrivacyLabel) {
  const words = render.copyOf(code).privacyLabel;
  const section = labelIn(render, code);
  expect(section?.querySelector("h2")?.textContent).toBe(words.heading);
  const shown = asTheAppStoreShowsIt(label);
  expect(section && texts(section, "h3")).toEqual(shown.map(({ protection }) => words.protections[protection].heading));
  const groups = Array.from(section?.querySelectorAll("h3") ?? [], (heading) => heading.parentElement as Element);
  shown.forEach(({ protection, data }, index) => {
    expect(groups[index].querySelector("p")?.textContent).toBe(words.protections[protection].body);
    expect(texts(groups[index], "dt")).toEqual(data.map(({ category }) => words.categories[category]));
    expect(Array.from(groups[index].querySelectorAll("dd"), (purposes) => texts(purposes, "li"))).toEqual(
      data.map(({ purposes }) => purposes.map((purpose) => words.purposes[purpose])),
    );
  });
}

describe("the privacy page's App Privacy label", async () => {
  const render = await renderWith();
  const shipped = render.launch.declarations.privacyLabel;

  it.each(render.languages)("shows the label the app declares ($code), as the App Store groups it, in the page's language", ({ code }) => {
    expect(shipped.entries).toEqual(ownersPrivacyLabel?.entries);
    expectShown(render, code, shipped);
  });

  it.each(render.languages)("stands before the policy's sections, and links nowhere before the app is live ($code)", ({ code }) => {
    const section = labelIn(render, code);
    expect(section?.nextElementSibling?.querySelector("h2")?.id).toBe(render.copyOf(code).privacy.sections[0].id);
    expect(section?.querySelector("a")).toBeNull();
  });
});

describe("a label that collects data", async () => {
  const render = await renderWith({ launch: { declarations: { privacyLabel: collecting, accessibility: [] } } });

  it.each(render.languages)(
    "is shown in $code as the App Store shows it: tracked, linked, not linked, each data type and purpose named in the language",
    ({ code }) => expectShown(render, code, collecting),
  );
});

describe("once the app is live", async () => {
  const url = "https://apps.apple.com/app/swipeclean/id1234567890";
  const render = await renderWith({
    env: { APP_STORE_STATE: "live", APP_STORE_URL: url, APP_STORE_PROVIDER_TOKEN: "123456" },
    prepared: {},
  });

  it.each(render.languages)("the label links the App Store page, where Apple shows the same, with its campaign ($code)", ({ code }) => {
    const link = labelIn(render, code)?.querySelector("a");
    expect(link?.getAttribute("href")).toBe(appStoreHref(render.site, code, "privacy"));
    expect(link?.getAttribute("href")).toContain(`ct=privacy-${code.toLowerCase()}`);
    expect(link?.textContent).toBe(render.copyOf(code).privacyLabel.storeLink);
    expect(render.campaigns).toContain(`privacy-${code.toLowerCase()}`);
  });
});

// A language published before its label's names are translated: each name English's, and saying so.
const partial = siteContent.languages.find(
  (language) => language.code !== defaultLocale && !variantBase(language.code, [defaultLocale]) && !language.base,
);
describe.skipIf(!partial)("a language that lacks the label's names", async () => {
  const [english, language] = [siteContent.languages[0], partial ?? siteContent.languages[0]];
  const names = (copy: typeof english.copy) => ({ categories: copy.privacyLabel.categories, purposes: copy.privacyLabel.purposes });
  const untranslated = [...flatten(names(english.copy), "privacyLabel").keys()];
  const render = await renderWith({
    env: { SITE_LOCALES: `${defaultLocale},${language.code}` },
    launch: { declarations: { privacyLabel: collecting, accessibility: [] } },
    content: {
      languages: siteContent.languages.map((each) =>
        each === language
          ? {
              ...each,
              copy: { ...each.copy, privacyLabel: { ...each.copy.privacyLabel, ...names(english.copy) } },
              status: each.status && { ...each.status, keys: { ...each.status.keys, untranslated } },
            }
          : each,
      ),
    },
  });

  it(`shows them in English, marked lang="en", on the ${language.code} page`, () => {
    const section = labelIn(render, language.code);
    const named = Array.from(section?.querySelectorAll("dt, dd li") ?? []);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(name.querySelector('[lang="en"]')?.textContent, name.textContent ?? "").toBe(name.textContent);
    expect(section?.querySelector("h2")?.textContent).toBe(language.copy.privacyLabel.heading);
  });
});
