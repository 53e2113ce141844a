import { describe, expect, it } from "vitest";
import { renderWith } from "../../scripts/testing/render.ts";

const { site, page } = renderWith();
const { doc } = page("support/index.html");

describe("the support page", () => {
  it("has an e-mail card with the address and the typical response time", () => {
    const card = doc.querySelector("#email-support")?.closest("section");
    expect(card?.querySelector(`a[href="mailto:${site.contactEmail}"]`)?.textContent).toBe(site.contactEmail);
    expect(card?.textContent).toContain("within a few days");
  });

  it("has a Quick FAQ card linking to the landing page's FAQ", () => {
    const card = doc.querySelector("#quick-faq")?.closest("section");
    expect(card?.querySelector("h2")?.textContent).toBe("Quick FAQ");
    expect(card?.querySelector('a[href="/#faq"]')).not.toBeNull();
  });

  it("has no form", () => {
    expect(doc.querySelector("form, input, textarea")).toBeNull();
  });
});
