import { describe, expect, it } from "vitest";
import { texts } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { formatDate } from "../content/facts.ts";
import { siteContent } from "../../scripts/testing/site-copy.ts";

const { site, page, languages } = await renderWith();
const { facts } = siteContent;
const squeezed = (text: string) => text.replace(/\s+/g, " ");

describe.each(languages)("the privacy page in $code", ({ code, copy }) => {
  const { doc } = page("privacy/index.html", code);
  const main = squeezed(doc.querySelector("main")?.textContent ?? "");

  it("says when it was last updated, as the locale writes dates", () => {
    expect(main).toContain(squeezed(copy.privacy.lastUpdated));
    expect(doc.querySelector("time")?.getAttribute("datetime")).toBe(facts.privacyLastUpdated);
    expect(squeezed(doc.querySelector("time")?.textContent ?? "")).toBe(squeezed(formatDate(code, facts.privacyLastUpdated)));
  });

  it("has its sections in order, each with a body and the same id in every language", () => {
    const sections = copy.privacy.sections;
    expect(texts(doc, "main section > h2")).toEqual(sections.map((section) => section.heading));
    expect(Array.from(doc.querySelectorAll("main section > h2"), (heading) => heading.id)).toEqual(sections.map((section) => section.id));
    for (const section of Array.from(doc.querySelectorAll("main section"))) {
      expect(section.querySelector("p")?.textContent?.length).toBeGreaterThan(20);
    }
  });

  it("covers the app's platforms, names only the photo library permission, and the age limit", () => {
    expect(main).toContain(new Intl.ListFormat(code, { type: "conjunction" }).format(facts.privacyPolicyPlatforms));
    expect(main).toContain(squeezed(copy.claims.permission));
    expect(main).toContain(new Intl.NumberFormat(code).format(facts.minimumAge));
  });

  it("gives the contact e-mail as a mailto link", () => {
    expect(doc.querySelector(`main a[href="mailto:${site.contactEmail}"]`)?.textContent).toBe(site.contactEmail);
  });
});
