import { describe, expect, it } from "vitest";
import { texts } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/render.ts";
import { claims, facts, formatIsoDate } from "../content/facts.ts";
import { privacy } from "../content/pages.ts";

const { site, page } = renderWith();
const { doc } = page("privacy/index.html");

describe("the privacy page", () => {
  it("says when it was last updated", () => {
    expect(doc.querySelector("main")?.textContent).toContain(`${privacy.lastUpdated} ${formatIsoDate(facts.privacyLastUpdated)}`);
    expect(doc.querySelector("time")?.getAttribute("datetime")).toBe(facts.privacyLastUpdated);
  });

  it("has its sections in order, each with a body and an id of its own", () => {
    expect(texts(doc, "main h2")).toEqual(Object.values(privacy.sections));
    expect(Array.from(doc.querySelectorAll("main h2"), (heading) => heading.id)).toEqual(Object.keys(privacy.sections));
    for (const section of Array.from(doc.querySelectorAll("main section"))) {
      expect(section.querySelector("p")?.textContent?.length).toBeGreaterThan(60);
    }
  });

  it("covers the app's platforms, names only the photo library permission, and the age limit", () => {
    const text = doc.querySelector("main")?.textContent?.replace(/\s+/g, " ") ?? "";
    expect(text).toContain(facts.privacyPolicyPlatforms.join(" and "));
    expect(text).toContain(claims.permission);
    expect(text).toContain(`under ${facts.minimumAge}`);
  });

  it("gives the contact e-mail as a mailto link", () => {
    expect(doc.querySelector(`main a[href="mailto:${site.contactEmail}"]`)).not.toBeNull();
  });
});
