/**
 * What under src/content/locales/ the build would not read, named with what to do: a folder that
 * is no site language (de-DE, as a platform whose placeholder gives a region writes it), or a file
 * other than a language's copy.json. No translator's work is lost unseen.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "./paths.ts";

/**
 * The site language nearest a code the site does not have: the same language and script (de for
 * de-DE, zh-Hans for zh-CN, pt-BR for pt_BR), else the same language; undefined where none is near.
 */
function nearestLanguage(code: string, codes: readonly string[]): string | undefined {
  const parsed = (tag: string) => {
    try {
      return new Intl.Locale(tag.replace(/_/g, "-")).maximize();
    } catch {
      return undefined;
    }
  };
  const wanted = parsed(code);
  if (!wanted) return undefined;
  const ranked = codes
    .map((candidate) => ({ candidate, known: parsed(candidate) }))
    .filter(({ known }) => known?.language === wanted.language)
    .map(({ candidate, known }) => ({
      candidate,
      score: (known?.script === wanted.script ? 2 : 0) + (known?.region === wanted.region ? 1 : 0),
    }))
    .sort((a, b) => b.score - a.score);
  return ranked[0]?.candidate;
}

/** Each problem of what stands under `localeDir` for a site of the languages `codes`. */
export async function strayLocaleFiles(codes: readonly string[], localeDir: string): Promise<string[]> {
  const shown = (...parts: string[]) => path.relative(projectRoot, path.join(localeDir, ...parts)) || parts.join("/");
  const entries = (await readdir(localeDir, { withFileTypes: true }).catch(() => [])).sort((a, b) => a.name.localeCompare(b.name));
  const problems: string[] = [];
  for (const entry of entries.filter((each) => !each.name.startsWith("."))) {
    if (!entry.isDirectory()) {
      problems.push(
        `${shown(entry.name)}: no language's file; a language's words go in src/content/locales/<code>/copy.json, the language listed in src/content/languages.json`,
      );
      continue;
    }
    if (codes.includes(entry.name)) {
      for (const file of (await readdir(path.join(localeDir, entry.name))).sort())
        if (file !== "copy.json" && !file.startsWith("."))
          problems.push(`${shown(entry.name, file)}: not read; ${entry.name}'s words are all in ${shown(entry.name, "copy.json")}`);
      continue;
    }
    const near = nearestLanguage(entry.name, codes);
    const add = `npm run translations -- add ${entry.name.replace(/_/g, "-")}`;
    problems.push(
      near
        ? `${shown(entry.name)}: ${entry.name} is no site language; did you mean ${near} (move its copy.json into ${shown(near)}, or have your platform write ${near}), or add ${entry.name} as a regional variant (${add})?`
        : `${shown(entry.name)}: ${entry.name} is no site language; add it (${add}) or remove the folder`,
    );
  }
  return problems;
}
