/**
 * What Netlify and Cloudflare Pages do with a build besides serving its files, for
 * `npm run preview` and the tests: the headers of `_headers`, a redirect from /privacy to
 * /privacy/, the host's own files (`_headers`, `_redirects`, dotfiles) never served
 * (/.well-known/ is, as every host serves it), and an unknown path answered by the nearest
 * 404.html up its folders: a language's own (Cloudflare by itself, Netlify by dist/_redirects).
 * A build for a folder (SITE_BASE_PATH) is answered only under that folder, as its host serves it.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Netlify's and Cloudflare's _headers as path pattern -> its "Name: value" lines. @internal Exported for the tests. */
export function parseHeadersFile(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current = "";
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.set((current = line.trim()), []);
    else rules.get(current)?.push(line.trim());
  }
  return rules;
}

/** A _headers path pattern as a regular expression: `*` is a splat, `:name` one segment. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]+)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The headers hosts send for `urlPath` from a _headers file's text: every matching rule's, values of one header joined.
 * @internal Exported for the tests.
 */
export function headersFor(headersText: string, urlPath: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const [pattern, lines] of parseHeadersFile(headersText)) {
    if (!patternToRegExp(pattern).test(urlPath)) continue;
    for (const line of lines) {
      const [name, ...value] = line.split(": ");
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value.join(": ")}` : value.join(": "));
    }
  }
  return headers;
}

type HostAnswer =
  | { kind: "redirect"; location: string }
  | { kind: "not found"; page: string }
  /** `file`: its path in the build, with a folder's index.html named. */
  | { kind: "file"; file: string; headers: [string, string][] };

const hostFiles = new Set(["_headers", "_redirects"]);

export interface HostRules {
  answer: (urlPath: string) => HostAnswer;
}

/**
 * The folder the build in `dir` was made for (SITE_BASE_PATH): the path of its home page's
 * canonical URL, which the build writes from it, so a preview needs no setting repeated.
 */
export function builtBasePath(dir: string): string {
  const home = path.join(dir, "index.html");
  const canonical = existsSync(home) ? /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(home, "utf8"))?.[1] : undefined;
  return canonical ? new URL(canonical).pathname : "/";
}

/** The host rules of the build in `dir`, read once, served under `basePath`. */
export function hostRules(dir: string, basePath = "/"): HostRules {
  const headersFile = path.join(dir, "_headers");
  const headersText = existsSync(headersFile) ? readFileSync(headersFile, "utf8") : "";
  const isDirectory = (file: string) => statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
  const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  /** The 404.html nearest to `urlPath` up its folders, by its path in `dir`. */
  const notFoundPage = (urlPath: string) => {
    const folders = urlPath.split("/").slice(1, -1);
    for (let depth = folders.length; depth >= 0; depth -= 1) {
      const page = path.join(...folders.slice(0, depth), "404.html");
      if (isFile(path.join(dir, page))) return page;
    }
    return "404.html";
  };
  return {
    answer(fullPath) {
      // Outside the site's folder the host has nothing of this build: its root 404 page, as a link that forgot the folder would find.
      if (!fullPath.startsWith(basePath)) return { kind: "not found", page: "404.html" };
      const urlPath = `/${fullPath.slice(basePath.length)}`;
      const segments = urlPath.split("/");
      const hidden = segments.some((segment, index) => segment.startsWith(".") && !(index === 1 && segment === ".well-known"));
      if (hidden || hostFiles.has(segments.at(-1) ?? "")) return { kind: "not found", page: notFoundPage(urlPath) };
      if (!urlPath.endsWith("/") && isDirectory(path.join(dir, urlPath))) return { kind: "redirect", location: `${fullPath}/` };
      if (!isFile(path.join(dir, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath)))
        return { kind: "not found", page: notFoundPage(urlPath) };
      // Hosts join the values of a header that several matching rules set.
      const headers = headersFor(headersText, fullPath);
      return { kind: "file", file: urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath, headers: [...headers] };
    },
  };
}
