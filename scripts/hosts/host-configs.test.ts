import { cp, readFile } from "node:fs/promises";
import path from "node:path";
import { resolveConfig } from "@netlify/config";
import { getTransformedRoutes, headersSchema, redirectsSchema } from "@vercel/routing-utils";
import { Ajv } from "ajv";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "../../src/publish/hosting.ts";
import { pages } from "../../src/pages/registry.ts";
import { defaultLocale } from "../../src/site.ts";
import { storeFileTypes } from "../../src/publish/store-files.ts";
import { localePath } from "../../src/routing/urls.ts";
import { listFiles } from "../pipeline/paths.ts";
import { publishedLocales, siteContent, siteLanguageCodes as locales } from "../testing/site-copy.ts";
import { buildInto, scratchFolder } from "../testing/rendered-site.ts";
import { appStoreFixtureLocales } from "../testing/many-languages.ts";
import { manyLanguagesHostDir } from "../testing/dist.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { committedHostFiles, hostInstall, vercelJson, vercelJsonPath } from "./host-configs.ts";

/** netlify.toml in `root` as Netlify's own resolver reads it, offline. */
const netlifyConfig = async (root: string) =>
  (await resolveConfig({ config: path.join(root, "netlify.toml"), repositoryRoot: root, cwd: root, offline: true, buffer: true })).config;

const read = (file: string) => readFile(path.join(projectRoot, file), "utf8");

describe("netlify.toml", () => {
  it.each([
    [{}, publishedLocales()],
    [{ SITE_LOCALES: "en,de" }, ["en", "de"]],
  ] as [Record<string, string>, readonly string[]][])(
    "with a build's dist/ (%o), reads each other published language's 404 page in its Netlify config, and none of a language left out",
    async (env, published) => {
      const root = await scratchFolder();
      await cp(path.join(projectRoot, "netlify.toml"), path.join(root, "netlify.toml"));
      await buildInto(path.join(root, "dist"), { env: { ...env, NETLIFY: "true" } });
      const config = await netlifyConfig(root);
      const others = published.filter((code) => code !== defaultLocale);
      expect(config.redirects.map(({ from, to, status }: { from: string; to: string; status: number }) => [from, to, status])).toEqual(
        others.map((code) => [`/${code}/*`, `/${code}/404.html`, 404]),
      );
      const named = await Promise.all(
        (await listFiles(root))
          .filter((file) => !/\.(html|png|xml)$/.test(file))
          .map(async (file) => [file, await readFile(path.join(root, file), "utf8")] as const),
      );
      for (const code of locales.filter((language) => !published.includes(language))) {
        expect(
          named.filter(([, text]) => text.includes(`/${code}/`)).map(([file]) => file),
          `files a host reads that name /${code}/`,
        ).toEqual([]);
      }
    },
  );

  it("reads every App Store language's 404 rule and page policy from a build's dist/ (Netlify's own resolver)", async () => {
    // Built once a run with NETLIFY=true, beside the repository's netlify.toml (scripts/testing/many-languages.ts).
    const config = await netlifyConfig(manyLanguagesHostDir("netlify"));
    const others = [...publishedLocales(), ...Object.keys(appStoreFixtureLocales())].filter((code) => code !== defaultLocale);
    expect(config.redirects.map(({ from }: { from: string }) => from)).toEqual(others.map((code) => `/${code}/*`));
    const policies = new Map(
      config.headers.map(({ for: pattern, values }: { for: string; values: Record<string, string> }) => [
        pattern,
        values["Content-Security-Policy"],
      ]),
    );
    for (const code of others) expect(policies.get(`/${code}/*`), code).toMatch(/^default-src 'none'; script-src 'sha256-/);
  });

  it("is valid to Netlify's own config resolver, builds dist/, leaves Node to .nvmrc and installs only what the build needs", async () => {
    const config = await netlifyConfig(projectRoot);
    expect(config.build.command).toBe("npm run build");
    expect(config.build.publish).toBe(path.join(projectRoot, "dist"));
    expect(config.build.environment.NODE_VERSION, "Netlify reads .nvmrc; the version is written there only").toBeUndefined();
    expect(config.build.environment.NPM_FLAGS).toBe("--omit=dev");
  });
});

describe("vercel.json", () => {
  it("and netlify.toml are what scripts/hosts/host-configs.ts writes, and name no page and no language: no edit of the site changes them", async () => {
    for (const [file, expected] of committedHostFiles()) {
      expect(await readFile(file, "utf8"), file).toBe(expected);
      // As a path's segment: "/pl" in "text/plain" is no Polish folder.
      const segment = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
      const anyLanguage = new Set([...locales, ...siteContent.appStoreLanguages.map((language) => language.code)]);
      for (const code of [...anyLanguage].filter((language) => language !== defaultLocale))
        expect(expected, file).not.toMatch(segment(`/${code}`));
      for (const page of pages.filter((entry) => entry.route.length > 1))
        expect(expected, file).not.toMatch(segment(page.route.replace(/\/$/, "")));
    }
  });

  it("redirects a folder without its slash to it, on every page of every language, and never a file, by Vercel's own route matching", () => {
    const config = JSON.parse(vercelJson());
    expect(config.trailingSlash).toBeUndefined();
    const { routes, error } = getTransformedRoutes({ redirects: config.redirects });
    expect(error).toBeNull();
    const redirected = (path: string) => {
      for (const route of routes ?? []) {
        const match = "src" in route && route.src ? new RegExp(route.src).exec(path) : null;
        if (match && "headers" in route)
          return route.headers?.Location?.replace(/\$(\d+)/g, (_: string, index: string) => match[Number(index)] ?? "");
      }
      return undefined;
    };
    for (const code of locales) {
      for (const page of pages.filter((entry) => entry.route)) {
        const folder = localePath(code, page.route);
        if (folder !== "/") expect(redirected(folder.replace(/\/$/, "")), folder).toBe(folder);
        expect(redirected(folder), folder).toBeUndefined();
      }
    }
    for (const file of [...Object.keys(storeFileTypes), "apple-touch-icon.png", "assets/social.0123456789.png", "sitemap.xml"])
      expect(redirected(`/${file}`), file).toBeUndefined();
  });

  it("sends the security headers of _headers, with frame-ancestors as its policy, and keeps assets/ a year", () => {
    const config = JSON.parse(vercelJson());
    const sent = config.headers[0].headers.map((header: { key: string; value: string }) => `${header.key}: ${header.value}`);
    expect(config.headers[0].source).toBe("/(.*)");
    expect(sent.filter((line: string) => !line.startsWith("Content-Security-Policy"))).toEqual(
      securityHeaders("")
        .filter(([name]) => name !== "Content-Security-Policy")
        .map(([name, value]) => `${name}: ${value}`),
    );
    expect(sent).toContain("Content-Security-Policy: frame-ancestors 'none'");
    expect(config.headers[1]).toEqual({
      source: "/assets/(.*)",
      headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
    });
  });

  it("is valid to Vercel's own schemas, installs only what the build needs and builds dist/", async () => {
    const config = JSON.parse(await readFile(vercelJsonPath, "utf8"));
    const schema = {
      type: "object",
      additionalProperties: false,
      properties: {
        $schema: { type: "string" },
        framework: { type: "null" },
        installCommand: { type: "string" },
        buildCommand: { type: "string" },
        outputDirectory: { type: "string" },
        redirects: redirectsSchema,
        headers: headersSchema,
      },
    };
    // Vercel's schemas carry keywords of their own ("private"), which strict mode refuses.
    const ajv = new Ajv({ allErrors: true, strict: false });
    expect(ajv.validate(schema, config), ajv.errorsText()).toBe(true);
    expect(config).toMatchObject({ ...hostInstall, installCommand: "npm ci --omit=dev", outputDirectory: "dist" });
  });
});

describe("wrangler.toml", () => {
  it("points Cloudflare Pages at dist/", async () => {
    const config = parseToml(await read("wrangler.toml")) as Record<string, unknown>;
    expect(config.pages_build_output_dir).toBe("./dist");
    expect(config.name).toMatch(/^[a-z0-9-]+$/);
  });
});
