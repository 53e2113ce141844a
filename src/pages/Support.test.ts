import { describe, expect, it } from "vitest";
import { renderWith } from "../../scripts/testing/render.ts";
import { facts } from "../content/facts.ts";
import { support } from "../content/pages.ts";

const { site, page } = renderWith();
const { doc } = page("support/index.html");

describe("the support page", () => {
  it("has an e-mail card with the address and the typical response time", () => {
    const card = doc.querySelector("#email-support")?.closest("section");
    expect(card?.querySelector("h2")?.textContent).toBe(support.emailCard.heading);
    expect(card?.querySelector(`a[href="mailto:${site.contactEmail}"]`)?.textContent).toBe(site.contactEmail);
    expect(card?.textContent).toContain(facts.supportResponseTime);
  });

  it("has a quick FAQ card linking to the landing page's FAQ", () => {
    const card = doc.querySelector("#quick-faq")?.closest("section");
    expect(card?.querySelector("h2")?.textContent).toBe(support.faqCard.heading);
    expect(card?.querySelector('a[href="/#faq"]')?.textContent).toBe(support.faqCard.link);
  });

  it("has no form", () => {
    expect(doc.querySelector("form, input, textarea")).toBeNull();
  });
});
