/**
 * For GitHub Pages' workflow (.github/workflows/deploy-pages.yml): the repository's variables
 * (Settings > Secrets and variables > Actions > Variables), as `toJSON(vars)` hands them over in
 * VARIABLES, written to GITHUB_ENV for the build: every variable a setting of src/site.ts reads,
 * and no other, so a setting declared there needs no edit of the workflow.
 */
import { appendFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { isSettingVariable } from "../../src/deploy/site-config.ts";

/** The lines of GITHUB_ENV that set each of `variables` a setting reads; a value of several lines (APP_ADS_TXT) between delimiters. */
export function settingsEnv(variables: Readonly<Record<string, string>>): string {
  return Object.entries(variables)
    .filter(([name, value]) => isSettingVariable(name) && value !== "")
    .map(([name, value]) => {
      const delimiter = `VALUE_${randomUUID()}`;
      return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
    .join("");
}

if (process.env.GITHUB_ENV) await appendFile(process.env.GITHUB_ENV, settingsEnv(JSON.parse(process.env.VARIABLES ?? "{}")));
