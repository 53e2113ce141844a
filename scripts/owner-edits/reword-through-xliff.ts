/**
 * An owner's edit for scripts/owner-edits/run.ts: one string reworded through the translators'
 * workflow, as the README tells it. English goes out for review and comes back reworded
 * (`export en`, `import`), then each translation is exported, translated and imported.
 *   node --import tsx/esm scripts/owner-edits/reword-through-xliff.ts <key> '{"en": "…", "de": "…"}'
 * Run only in a copy of the project: it writes src/content/locales/ and translations/.
 */
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "../pipeline/paths.ts";

const run = promisify(execFile);
const [key, wordsJson] = process.argv.slice(2);
const words = JSON.parse(wordsJson ?? "{}") as Record<string, string>;
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const translations = (...args: string[]) => run("npm", ["run", "--silent", "translations", "--", ...args], { cwd: projectRoot });

/** The unit of `key` in an XLIFF 2.0 file, its target set to `text` as a translator confirms it. */
function translated(xliff: string, text: string): string {
  const unit = new RegExp(`<unit id="${key.replace(/\./g, "\\.")}"[^>]*>[\\s\\S]*?</unit>`).exec(xliff)?.[0];
  if (!unit) throw new Error(`no unit ${key} in the export`);
  const target = `<target>${escapeXml(text)}</target>`;
  const done = unit.replace(/<segment state="[^"]*">/, '<segment state="translated">');
  const withTarget = /<target>[\s\S]*?<\/target>/.test(done)
    ? done.replace(/<target>[\s\S]*?<\/target>/, target)
    : done.replace("</source>", `</source>\n        ${target}`);
  return xliff.replace(unit, withTarget);
}

// English first: the translations are made from the reworded English.
for (const code of Object.keys(words).sort((a, b) => Number(b === "en") - Number(a === "en"))) {
  await translations("export", code);
  const file = path.join(projectRoot, "translations", `${code}.xlf`);
  await writeFile(file, translated(await readFile(file, "utf8"), words[code]));
  const { stdout } = await translations("import", file);
  console.log(stdout.trim());
}
