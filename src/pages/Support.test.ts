import { describe, expect, it } from "vitest";
import { renderWith } from "../../scripts/testing/rendered-site.ts";
import { localePath } from "../routing/urls.ts";

const { site, page, languages } = await renderWith();

describe.each(languages)("the support page in $code", ({ code, copy }) => {
  const { doc } = page("support/index.html", code);

  it("has an e-mail card with the address and the typical response time", () => {
    const card = doc.querySelector("#email-support")?.closest("section");
    expect(card?.querySelector("h2")?.textContent).toBe(copy.support.emailCard.heading);
    expect(card?.querySelector(`a[href="mailto:${site.contactEmail}"]`)?.textContent).toBe(site.contactEmail);
    expect(card?.textContent).toContain(copy.factWords.responseTime);
  });

  it("has a quick FAQ card linking to the landing page's FAQ in the same language", () => {
    const card = doc.querySelector("#quick-faq")?.closest("section");
    expect(card?.querySelector("h2")?.textContent).toBe(copy.support.faqCard.heading);
    expect(card?.querySelector(`a[href="${localePath(code, "/#faq")}"]`)?.textContent).toBe(copy.support.faqCard.link);
  });

  it("has no form", () => {
    expect(doc.querySelector("form, input, textarea")).toBeNull();
  });
});
