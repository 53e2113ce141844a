/**
 * What the compatibility gate knows: MDN's browser-compat-data, read for the target browsers
 * of package.json `browserslist` (through scripts/browsers/targets.ts).
 */
import { createRequire } from "node:module";
import { compareVersions, oldestVersions } from "../browsers/targets.ts";

interface SupportStatement {
  version_added: string | boolean | null;
  version_removed?: string | boolean | null;
  prefix?: string;
  alternative_name?: string;
  flags?: unknown[];
}

export interface Compat {
  support: Record<string, SupportStatement | SupportStatement[] | undefined>;
}

export type Feature = { __compat?: Compat } & { [key: string]: Feature | Compat | undefined };

export const bcd = createRequire(import.meta.url)("@mdn/browser-compat-data") as {
  css: {
    properties: Record<string, Feature>;
    selectors: Record<string, Feature>;
    "at-rules": Record<string, Feature>;
    types: Record<string, Feature>;
  };
  api: Record<string, Feature>;
};

/** browserslist's names for the targets, as browser-compat-data spells them. */
const bcdBrowser: Record<string, string> = {
  ios_saf: "safari_ios",
  safari: "safari",
  chrome: "chrome",
  edge: "edge",
  firefox: "firefox",
  samsung: "samsunginternet_android",
  and_chr: "chrome_android",
  and_ff: "firefox_android",
};

/** The oldest version of each target browser, keyed by browser-compat-data's name. */
export function compatTargets(list?: string[]): Map<string, string> {
  return new Map([...oldestVersions(list)].flatMap(([name, version]) => (bcdBrowser[name] ? [[bcdBrowser[name], version] as const] : [])));
}

function supports(statement: SupportStatement, version: string, prefix: string | undefined): boolean {
  if (statement.flags || statement.alternative_name || statement.prefix !== prefix) return false;
  const added = statement.version_added;
  if (typeof added !== "string" || added === "preview") return added === true;
  if (compareVersions(added.replace("≤", ""), version) > 0) return false;
  const removed = statement.version_removed;
  return !(typeof removed === "string" && compareVersions(removed, version) <= 0);
}

/** The targets (e.g. "safari_ios 15.0") that lack a feature; empty when every one has it. */
export function missingIn(compat: Compat | undefined, targets: Map<string, string>, prefix?: string): string[] {
  if (!compat) return [];
  return [...targets].flatMap(([browser, version]) => {
    const statements = [compat.support[browser] ?? []].flat();
    return statements.some((statement) => supports(statement, version, prefix)) ? [] : [`${browser} ${version}`];
  });
}

export interface Problem {
  where: string;
  feature: string;
  missingIn: string[];
}

export const describeProblem = ({ where, feature, missingIn: browsers }: Problem) =>
  `${where}: ${feature} is missing in ${browsers.join(", ")} and has no fallback`;
