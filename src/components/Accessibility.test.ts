import { describe, expect, it } from "vitest";
import { texts } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { siteContent } from "../../scripts/testing/site-copy.ts";
import { accessibilityFeatures } from "../content/app-store-names.ts";
import type { AccessibilityDeclaration } from "../content/accessibility.ts";

type Render = Awaited<ReturnType<typeof renderWith>>;

/** The support page's Accessibility section in a language. */
const sectionIn = (render: Render, code: string) =>
  render.page("support/index.html", code).doc.querySelector("#accessibility")?.closest("section");

/** The features an iPhone declaration supports, in Apple's order. */
const iPhoneFeatures = (declarations: readonly AccessibilityDeclaration[]) => {
  const iPhone = declarations.find((declaration) => declaration.deviceFamily === "IPHONE");
  return accessibilityFeatures.filter((feature) => iPhone?.[feature] === true);
};

describe("the support page's Accessibility section", async () => {
  const render = await renderWith();

  it.each(render.languages)("lists the features the app declares for iPhone, by Apple's names in $code, in Apple's order", ({ code }) => {
    const words = render.copyOf(code).accessibility;
    const section = sectionIn(render, code);
    expect(section?.querySelector("h2")?.textContent).toBe(words.heading);
    const declared = iPhoneFeatures(siteContent.accessibility);
    expect(declared.length).toBeGreaterThan(0);
    expect(section && texts(section, ".accessibility__features li")).toEqual(declared.map((feature) => words.features[feature]));
  });

  it.each(render.languages)(
    "states what the website meets and how the tests check it, with the address to write to ($code)",
    ({ code }) => {
      const { site } = render.copyOf(code).accessibility;
      const section = sectionIn(render, code);
      const statement = Array.from(section?.querySelectorAll("h3") ?? []).find(
        (heading) => heading.textContent === site.heading,
      )?.parentElement;
      expect(statement && texts(statement, "li")).toEqual(site.tested);
      expect(statement && texts(statement, "p")).toEqual([site.lead, site.contact]);
      expect(statement?.querySelector(`a[href="mailto:${render.site.contactEmail}"]`)?.textContent).toBe(render.site.contactEmail);
    },
  );
});

describe("a declaration of all nine features", async () => {
  const everything: AccessibilityDeclaration = {
    deviceFamily: "IPHONE",
    ...Object.fromEntries(accessibilityFeatures.map((feature) => [feature, true])),
  };
  const render = await renderWith({ content: { accessibility: [everything] } });

  it.each(render.languages)("shows all nine in $code, in Apple's order", ({ code }) => {
    const { features } = render.copyOf(code).accessibility;
    const shown = texts(sectionIn(render, code) as Element, ".accessibility__features li");
    expect(shown).toHaveLength(9);
    expect(shown).toEqual(accessibilityFeatures.map((feature) => features[feature]));
  });
});

describe("no declaration for iPhone", async () => {
  const iPad: AccessibilityDeclaration = { deviceFamily: "IPAD", supportsVoiceover: true };
  const render = await renderWith({ content: { accessibility: [iPad] } });

  it.each(render.languages)("says in $code, in Apple's words, that the app has not indicated any, and lists none", ({ code }) => {
    const section = sectionIn(render, code);
    expect(section?.querySelector(".accessibility__features")).toBeNull();
    expect(section && texts(section, "p")).toContain(render.copyOf(code).accessibility.app.notDeclared);
  });
});
