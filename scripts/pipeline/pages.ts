/**
 * The pages stage: every page of the registry, the landing page of each custom product page
 * (src/pages/product-landing-pages.ts) and the page of each offer code published (./offers.ts), in every language, rendered by src/render.tsx from what the build
 * made for the pages (each page's head is decided there, in src/pages/page-head.ts), and the
 * checks of what the renders made: the registry itself, the campaign tokens of the store links,
 * every claim made on some page of each language, one headline and no empty section on each page.
 */
import { availabilityClaim, localeLabel } from "../../src/content/copy.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { campaignTokenProblem } from "../../src/launch/campaigns.ts";
import type { PageMaterial } from "../../src/pages/page-head.ts";
import { missingScreenshots, productPageEntries, productPageProblems } from "../../src/pages/product-landing-pages.ts";
import { launchShown, pageStyles, publishedPages, validatePages } from "../../src/pages/registry.ts";
import type { PageEntry } from "../../src/routing/page-entry.ts";
import type { PagePolicy } from "../../src/publish/security.ts";
import { renderPage } from "../../src/render.tsx";
import { localeOutput } from "../../src/routing/languages.ts";
import type { SiteLocale } from "../../src/routing/languages.ts";
import type { SiteConfig } from "../../src/site.ts";
import { BuildError } from "./errors.ts";
import { englishInAttributes, pageProblems } from "./page-checks.ts";

interface RenderedPages {
  /** The registry's pages this build publishes. */
  entries: readonly PageEntry[];
  /** Each page by its file in dist/. */
  pages: Map<string, string>;
  /** Each page's own inline blocks, by its file in dist/, for the policy _headers sends with it. */
  policies: Map<string, PagePolicy>;
  /** The campaign tokens the store links carry, sorted. */
  campaigns: string[];
  /** The files the pages link to that their render drew (the QR codes' images), by their path in dist/. */
  files: Map<string, string>;
  /** By language published early: its English that stands in attributes and titles, where it cannot say its language. */
  englishInAttributes: Record<string, string[]>;
  /** Checks what only the whole render shows (claims made, headlines, sections), throwing on a problem: the dev server runs it later. */
  checkContent: () => void;
}

/** The registry's own problems, and what the pages ask of the build that it lacks. */
function registryProblems(entries: readonly PageEntry[], material: PageMaterial): string[] {
  const shown = launchShown(material.launch);
  const problems = validatePages(entries);
  for (const name of new Set(entries.flatMap((page) => pageStyles(page, shown))))
    if (material.css[name] === undefined) problems.push(`stylesheet "${name}" has no src/styles/${name}.scss`);
  for (const code of material.scripts.values())
    if (code.toLowerCase().includes("</script"))
      problems.push("client script: its code contains </script, which would end the inline block");
  return problems;
}

/** Every page in every language (`offers`: the pages of the offer codes it publishes, ./offers.ts), with what the renders made and the checks of it. */
export function renderedPages(
  site: SiteConfig,
  languages: readonly SiteLocale[],
  content: SiteContent,
  material: PageMaterial,
  offers: readonly PageEntry[] = [],
): RenderedPages {
  const shown = launchShown(material.launch);
  const published = publishedPages(shown);
  const entries = [...published, ...productPageEntries(content.productPages), ...offers];
  const productProblems = [
    ...productPageProblems(
      content.productPages,
      // Besides the pages: the folders of the launch material, the hosted CMS and the offers' pages.
      [...published.map((page) => page.route), "/assets/", "/admin/", "/redeem/"],
      content.languages.map((language) => language.code),
    ),
    ...content.productPages.flatMap((page) => missingScreenshots(material.launch, page)),
  ];
  // Product pages already named by their own problems (a slug taken, say) are left out of the
  // registry's check, so a taken slug is not named again as a duplicate file; the site's own
  // pages are checked all the same.
  const problems = [...productProblems, ...registryProblems(productProblems.length > 0 ? [...published, ...offers] : entries, material)];
  if (problems.length > 0) throw new BuildError("pages", problems.join("\n"));
  const pages = new Map<string, string>();
  const policies = new Map<string, PagePolicy>();
  const campaigns = new Set<string>();
  const files = new Map<string, string>();
  const claimsMade = new Map<string, Set<string>>();
  const english: Record<string, string[]> = {};
  const scope = { site, entries, facts: content.facts, appStoreLanguages: content.appStoreLanguages, material, languages };
  for (const locale of languages) {
    const made = new Set<string>();
    const unmarked = new Set<string>();
    for (const page of entries) {
      const output = localeOutput(locale.code, page.output);
      const rendered = renderPage(page, { ...scope, locale });
      pages.set(output, rendered.html);
      policies.set(output, rendered.policy);
      for (const token of rendered.campaigns) campaigns.add(token);
      for (const [file, text] of rendered.files) files.set(file, text);
      for (const claim of rendered.claims) made.add(claim);
      if (locale.notes.english.size) for (const text of englishInAttributes(rendered.html, locale)) unmarked.add(text);
    }
    claimsMade.set(locale.code, made);
    if (unmarked.size > 0) english[locale.code] = [...unmarked].sort();
  }
  const wrongTokens = [...campaigns].flatMap((token) => campaignTokenProblem(token) ?? []);
  if (wrongTokens.length > 0)
    throw new BuildError(
      "campaigns",
      wrongTokens.map((problem) => `${problem}; rename the page or the placement (src/launch/campaigns.ts)`).join("\n"),
    );
  const checkContent = () => {
    const found = [
      ...[...pages].flatMap(([output, html]) => pageProblems(output, html)),
      ...languages.flatMap((locale) => claimProblems(site, locale, claimsMade.get(locale.code) ?? new Set())),
    ];
    if (found.length > 0) throw new BuildError("content", found.join("\n"));
  };
  return { entries, pages, policies, campaigns: [...campaigns].sort(), files, englishInAttributes: english, checkContent };
}

/** Every claim of a language's copy, and where the app is in the App Store, made on some page of it. */
function claimProblems(site: SiteConfig, { code, copy }: SiteLocale, made: ReadonlySet<string>): string[] {
  const claims: [string, string][] = [...Object.entries(copy.claims), [availabilityClaim, copy.store[site.appStoreState].availability]];
  return claims
    .filter(([name]) => !made.has(name))
    .map(
      ([name, claim]) =>
        `${localeLabel(code)}: no page makes the claim "${name}" any more ("${claim.slice(0, 60)}…"); the FAQ answers carry most of them`,
    );
}
