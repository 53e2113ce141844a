/**
 * A privacy label file (fastlane's app_privacy_details.json), read and checked where it enters:
 * against its schema (src/content/app_privacy_details.schema.json), then as App Store Connect
 * would take it (src/content/privacy-label.ts), each problem one line with file, line and column.
 */
import { existsSync } from "node:fs";
import { privacyLabelProblems } from "../../../src/content/privacy-label.ts";
import type { PrivacyLabel, PrivacyLabelEntry } from "../../../src/content/privacy-label.ts";
import { jsonLocation, parseJsonFile } from "../json-file.ts";
import { projectRoot } from "../paths.ts";
import { schemaProblems, validatorOf } from "../schemas.ts";

/** The file's name, as fastlane's actions write and read it. */
export const privacyLabelFile = "app_privacy_details.json";

/** The label in `file`, where there is one; `checked`: it passed every check before, unchanged, so only its value is needed. */
export async function readPrivacyLabelFile(
  file: string,
  schemaFile: string,
  checked = false,
): Promise<{ label?: PrivacyLabel; problems: string[] }> {
  if (!existsSync(file)) return { problems: [] };
  const parsed = await parseJsonFile(file, projectRoot);
  if ("problem" in parsed) return { problems: [parsed.problem] };
  const wrong = checked ? [] : schemaProblems(parsed, await validatorOf(schemaFile), "");
  if (wrong.length > 0) return { problems: wrong };
  const entries = parsed.value as PrivacyLabelEntry[];
  const problems = checked
    ? []
    : privacyLabelProblems(entries).map(({ path, says }) => `${jsonLocation(parsed, path)}: ${path.join(".") || "the label"} ${says}`);
  return problems.length > 0 ? { problems } : { label: { file: parsed.name, entries }, problems: [] };
}
