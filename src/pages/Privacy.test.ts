import { describe, expect, it } from "vitest";
import { texts } from "../../scripts/testing/dom.ts";
import { renderWith } from "../../scripts/testing/render.ts";

const { site, page } = renderWith();
const { doc } = page("privacy/index.html");

describe("the privacy page", () => {
  it("says when it was last updated", () => {
    expect(doc.querySelector("main")?.textContent).toContain("Last updated September 17, 2025");
    expect(doc.querySelector("time")?.getAttribute("datetime")).toBe("2025-09-17");
  });

  it("has the six sections in order, each with a body", () => {
    expect(texts(doc, "main h2")).toEqual([
      "Data Collection",
      "Permissions Used",
      "Children's Privacy",
      "Contact Information",
      "Changes to This Privacy Policy",
      "Conclusion",
    ]);
    for (const section of Array.from(doc.querySelectorAll("main section"))) {
      expect(section.querySelector("p")?.textContent?.length).toBeGreaterThan(60);
    }
  });

  it("covers the app for iOS and Android, names only the photo library permission, and the age limit", () => {
    const text = doc.querySelector("main")?.textContent ?? "";
    expect(text).toContain("for iOS and Android");
    expect(text).toContain("It never asks for your camera, contacts, location or microphone.");
    expect(text).toContain("not aimed at children under 13");
  });

  it("gives the contact e-mail as a mailto link", () => {
    expect(doc.querySelector(`main a[href="mailto:${site.contactEmail}"]`)).not.toBeNull();
  });
});
