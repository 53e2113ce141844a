/**
 * What a page carries beside its own markup, decided for one page in one language from what the
 * build made: the stylesheets it inlines (its own, the launch's and the stores' where they show,
 * its writing system's faces), its script (the behaviours it runs), its speculation rules, its
 * structured data, and the policy that allows each of those inline blocks by its hash, which the
 * build also sends in _headers. A change to a page's head is made here and in the Layout.
 */
import { svgDataUrl } from "../brand/app-icon.ts";
import type { SiteColors } from "../brand/colors.ts";
import { scriptKey } from "../client/behaviours.ts";
import type { PageAssets } from "../components/Layout.tsx";
import { appStoreLanguage, scriptStylesheet } from "../content/app-store-languages.ts";
import type { AppStoreLanguage } from "../content/app-store-languages.ts";
import type { Facts } from "../content/facts.ts";
import type { ImageFile, LaunchAssets } from "../launch/assets.ts";
import { contentSecurityPolicy, inlineHash, jsonForScript } from "../publish/security.ts";
import type { PagePolicy } from "../publish/security.ts";
import { eventStructuredData } from "../publish/event-structured-data.ts";
import { appStructuredData } from "../publish/seo.ts";
import { speculationRules } from "../publish/speculation-rules.ts";
import { markupTokens, usedCss } from "../publish/used-css.ts";
import type { SiteLocale } from "../routing/languages.ts";
import type { SiteConfig } from "../site.ts";
import { socialCardKey } from "./product-landing-pages.ts";
import { isLanding } from "../routing/page-entry.ts";
import { launchShown, pageBehaviours, pageStyles } from "./registry.ts";
import type { PageEntry } from "../routing/page-entry.ts";

/** What the build made for the pages before rendering them, all of it inlined into them. */
export interface PageMaterial {
  /** Compiled CSS by stylesheet name, e.g. `site` for src/styles/site.scss. */
  css: Readonly<Record<string, string>>;
  /** Each page's client script, bundled with the page's behaviours, by scriptKey. */
  scripts: ReadonlyMap<string, string>;
  /** The favicon's SVG source. */
  favicon: string;
  colors: SiteColors;
  /** The link-preview card of each language, and of each custom product page in each, under assets/, by socialCardKey. */
  socialCards: Readonly<Record<string, ImageFile>>;
  launch: LaunchAssets;
  /** The dev server's reload script; none in a build. */
  devScripts?: readonly string[];
}

/** What a page's head is decided from besides the page and its language. */
export interface HeadScope {
  site: SiteConfig;
  /** Every page this build publishes: the speculation rules name the others. */
  entries: readonly PageEntry[];
  facts: Facts;
  /** The App Store's languages, whose writing systems name their stylesheets. */
  appStoreLanguages: readonly AppStoreLanguage[];
  material: PageMaterial;
}

interface PageHead {
  assets: PageAssets;
  /** The inline blocks the page's own policy allows, for _headers to send with it. */
  policy: PagePolicy;
}

/** The page's stylesheets in the order they are inlined: its own and the launch's, then its writing system's faces. */
function stylesheetsOf(page: PageEntry, locale: string, { material, appStoreLanguages }: HeadScope): string[] {
  const scriptSheet = scriptStylesheet(appStoreLanguage(appStoreLanguages, locale));
  const faces = scriptSheet && material.css[scriptSheet] !== undefined ? [scriptSheet] : [];
  return [...pageStyles(page, launchShown(material.launch)), ...faces].map((name) => material.css[name]);
}

/**
 * The home page's structured data: the app (its category the fastlane listing's where it gives
 * one, else facts.json's), and each in-app event shown, as blocks of their own. JSON-LD is data,
 * not script: the policy's script-src needs no hash of it.
 */
function homeStructuredData(site: SiteConfig, locale: SiteLocale, facts: Facts, launch: LaunchAssets): string[] {
  const category = launch.applicationCategory ?? facts.appCategory;
  return [
    appStructuredData(site, locale, { ...facts, appCategory: category }, launch.proof),
    ...(launch.events ?? []).map((event) => eventStructuredData(site, locale, event)),
  ].map(jsonForScript);
}

export function pageHead(page: PageEntry, locale: SiteLocale, scope: HeadScope): PageHead {
  const { site, entries, facts, material } = scope;
  const socialCard = material.socialCards[socialCardKey(locale.code, page.productPage)];
  if (!socialCard) throw new Error(`social card: none was drawn for ${socialCardKey(locale.code, page.productPage)}`);
  const key = scriptKey(pageBehaviours(page, launchShown(material.launch)));
  const script = material.scripts.get(key);
  if (script === undefined) throw new Error(`client script: none was bundled for ${page.output}'s behaviours (${key})`);
  const css = stylesheetsOf(page, locale.code, scope);
  const rules = speculationRules(site, entries, page, locale.code);
  const policy: PagePolicy = {
    scriptHashes: [script, rules].map(inlineHash),
    styleHashes: css.map(inlineHash),
    dev: Boolean(material.devScripts?.length),
    media: Boolean(material.launch.video) && isLanding(page),
  };
  return {
    policy,
    assets: {
      css,
      script,
      favicon: svgDataUrl(material.favicon),
      socialCard,
      speculationRules: rules,
      devScripts: material.devScripts,
      contentSecurityPolicy: contentSecurityPolicy(policy),
      structuredData: page.route === "/" ? homeStructuredData(site, locale, facts, material.launch) : undefined,
    },
  };
}

/** Where the render leaves the page's stylesheet and its policy, to fill them once its markup shows which rules it uses. */
const cssSlot = "/*used-css*/";
const policySlot = "used-css:policy";

/** The head as the render first writes it: a slot for the stylesheet and one for the policy (usedHead fills them). */
export const slottedHead = ({ assets, policy }: PageHead): PageHead => ({
  policy,
  assets: { ...assets, css: [cssSlot], contentSecurityPolicy: policySlot },
});

/** An attribute's value as React writes it. */
const attributeText = (text: string) =>
  text.replace(
    /[&"'<>]/g,
    (character) => ({ "&": "&amp;", '"': "&quot;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" })[character] ?? character,
  );

/**
 * The page rendered with slottedHead, with its stylesheets in one block (one hash in its policy
 * where each took one: 3 fewer on launch day's home, 180 B gzip), each cut to the rules its
 * markup can use (src/publish/used-css.ts), and its policy allowing that block, as its own and
 * for _headers.
 */
export function usedHead(html: string, { assets, policy }: PageHead): { html: string; policy: PagePolicy } {
  const tokens = markupTokens(html);
  const css = usedCss(assets.css, tokens);
  const used: PagePolicy = { ...policy, styleHashes: [inlineHash(css)] };
  const filled = html.replace(cssSlot, () => css);
  return { html: filled.replace(policySlot, () => attributeText(contentSecurityPolicy(used))), policy: used };
}
