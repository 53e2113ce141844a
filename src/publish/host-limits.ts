/**
 * The hosts' documented limits on the rule files the build writes, checked before a deploy: a
 * host that meets a file over its limits drops rules without a word (Cloudflare Pages served
 * every page with no policy at all once _headers had a line of 2,000 characters).
 * - Cloudflare Pages, https://developers.cloudflare.com/pages/configuration/headers/ and
 *   .../redirects/: _headers at most 100 rules and 2,000 characters a line; _redirects at most
 *   2,000 static and 100 dynamic rules, 1,000 characters a line.
 * - Netlify reads the same files and documents no lower limit.
 */
interface FileLimits {
  host: string;
  file: "_headers" | "_redirects";
  maxLineLength: number;
  /** The most rules of one kind, and how to tell a rule and its kind from a line. */
  maxRules: { count: number; kind: string; isRule: (line: string) => boolean }[];
}

const isPathLine = (line: string) => line.trim() !== "" && !line.startsWith(" ") && !line.startsWith("\t") && !line.startsWith("#");
const isRedirect = (line: string) => line.trim() !== "" && !line.trimStart().startsWith("#");
/** A redirect with a splat or a placeholder in its source: Cloudflare's "dynamic" kind. */
const isDynamic = (line: string) => isRedirect(line) && /[*:]/.test(line.trim().split(/\s+/)[0] ?? "");

/** Each host's documented limits on the files it reads. @internal Exported for the tests. */
export const hostLimits: readonly FileLimits[] = [
  { host: "Cloudflare Pages", file: "_headers", maxLineLength: 2000, maxRules: [{ count: 100, kind: "header rules", isRule: isPathLine }] },
  {
    host: "Cloudflare Pages",
    file: "_redirects",
    maxLineLength: 1000,
    maxRules: [
      { count: 2000, kind: "static redirects", isRule: (line) => isRedirect(line) && !isDynamic(line) },
      { count: 100, kind: "dynamic redirects", isRule: isDynamic },
    ],
  },
];

/** Each limit the rule files among `files` (by their paths in dist/) go over, naming the host, the file and the limit. */
export function hostLimitProblems(files: ReadonlyMap<string, string>): string[] {
  return hostLimits.flatMap(({ host, file, maxLineLength, maxRules }) => {
    const text = files.get(file);
    if (text === undefined) return [];
    const lines = text.split("\n");
    const long = lines.map((line, index) => ({ line: index + 1, length: line.length })).filter(({ length }) => length > maxLineLength);
    return [
      ...long.map(
        ({ line, length }) =>
          `${file}:${line}: ${length} characters; ${host} takes at most ${maxLineLength} a line and would drop this rule`,
      ),
      ...maxRules.flatMap(({ count, kind, isRule }) => {
        const found = lines.filter(isRule).length;
        return found > count ? [`${file}: ${found} ${kind}; ${host} takes at most ${count} and would ignore the rest`] : [];
      }),
    ];
  });
}
