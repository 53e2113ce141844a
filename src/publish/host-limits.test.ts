import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "../../scripts/hosts/host-rules.ts";
import { metaPolicy, policyDirectives } from "../../scripts/testing/csp.ts";
import { manyLanguagesDistDir } from "../../scripts/testing/dist.ts";
import { parseHtml } from "../../scripts/testing/dom.ts";
import { appStoreFixtureLocales } from "../../scripts/testing/many-languages.ts";
import { pagesIn } from "../../scripts/testing/pages.ts";
import { publishedLocales } from "../../scripts/testing/site-copy.ts";
import { hostLimitProblems, hostLimits } from "./host-limits.ts";
import { localeOutput } from "../routing/languages.ts";

const cloudflareHeaders = hostLimits.find((limit) => limit.file === "_headers");

describe("the host files at every number of languages", () => {
  it("stay within every host's limits with every App Store language, each page's policy naming only its language's blocks", async () => {
    const dist = manyLanguagesDistDir();
    const read = (file: string) => readFile(path.join(dist, file), "utf8");
    const languages = [...publishedLocales(), ...Object.keys(appStoreFixtureLocales())];
    const entries = pagesIn(dist);
    const published = languages.filter((code) => existsSync(path.join(dist, localeOutput(code, "index.html"))));
    expect(published).toEqual(languages);
    const rules = new Map(await Promise.all(["_headers", "_redirects"].map(async (file) => [file, await read(file)] as const)));
    expect(hostLimitProblems(rules)).toEqual([]);
    const headers = rules.get("_headers") ?? "";
    expect(parseHeadersFile(headers).size).toBeLessThanOrEqual(cloudflareHeaders?.maxRules[0].count ?? 0);
    const [first, second] = languages.slice(1, 3);
    for (const code of [first, second]) {
      for (const entry of entries) {
        const output = localeOutput(code, entry.output);
        const sent = policyDirectives(headersFor(headers, `/${output}`).get("Content-Security-Policy") ?? "");
        for (const [name, sources] of policyDirectives(metaPolicy(parseHtml(await read(output)))))
          expect(sent.get(name), `${code} ${entry.output} ${name}`).toEqual(expect.arrayContaining(sources));
      }
    }
    // The client script is the same in every language, so it hashes the same: one language's policy names no other's speculation rules.
    const policyOf = (code: string) =>
      new Set(policyDirectives(headersFor(headers, `/${code}/`).get("Content-Security-Policy") ?? "").get("script-src"));
    const [one, other] = [policyOf(first), policyOf(second)];
    expect([...one].filter((hash) => other.has(hash)).length).toBeGreaterThan(0);
    expect([...one].filter((hash) => !other.has(hash)).length).toBeGreaterThan(0);
  });

  it("are checked against each host's limits, a file over one named with the host, the file, the line and the limit", () => {
    const rules = Array.from({ length: 101 }, (_, index) => `/page-${index}/\n  Cache-Control: no-cache`).join("\n");
    expect(hostLimitProblems(new Map([["_headers", rules]]))).toEqual([
      "_headers: 101 header rules; Cloudflare Pages takes at most 100 and would ignore the rest",
    ]);
    const long = `/*\n  Content-Security-Policy: ${"x".repeat(2000)}`;
    expect(hostLimitProblems(new Map([["_headers", long]]))).toEqual([
      expect.stringMatching(/^_headers:2: 2027 characters; Cloudflare Pages takes at most 2000 a line/),
    ]);
    const redirects = Array.from({ length: 101 }, (_, index) => `/l${index}/*  /l${index}/404.html  404`).join("\n");
    expect(hostLimitProblems(new Map([["_redirects", redirects]]))).toEqual([
      "_redirects: 101 dynamic redirects; Cloudflare Pages takes at most 100 and would ignore the rest",
    ]);
  });
});
