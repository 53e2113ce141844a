/**
 * For the owner edit that publishes many languages: fills each language named on the command
 * line (added before with `npm run translations -- add`) with one translation's words, German's,
 * each plural in the language's own forms, as a translator's file for it would be shaped. Never
 * run it in your own project: the site ships only real translations.
 *   node --import tsx/esm scripts/owner-edits/fill-languages.ts fr ko ar
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { withPluralForms } from "../../src/content/placeholders.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { fileStrings, withEdits } from "../translations/locale-file.ts";

const localeFile = (code: string) => path.join(projectRoot, "src/content/locales", code, "copy.json");
const german = fileStrings(JSON.parse(await readFile(localeFile("de"), "utf8")));

for (const code of process.argv.slice(2)) {
  const text = await readFile(localeFile(code), "utf8");
  const edits = [...fileStrings(JSON.parse(text))].flatMap(([key, { path: at }]) => {
    const words = german.get(key);
    return words && at[0] !== "language" ? [{ path: at, value: withPluralForms(words.value, code) }] : [];
  });
  await writeFile(localeFile(code), withEdits(text, edits));
}
console.log(`Filled ${process.argv.length - 2} language(s) with German's words`);
