/**
 * A privacy label file (fastlane's app_privacy_details.json), read and checked where it enters:
 * against its declared shape (src/content/privacy-label.ts), then as App Store Connect would
 * take it, each problem one line with file, line and column.
 */
import { existsSync } from "node:fs";
import { privacyLabelProblems, privacyLabelSchema } from "../../../src/content/privacy-label.ts";
import type { PrivacyLabel } from "../../../src/content/privacy-label.ts";
import { locatedLine, parseJsonFile } from "../json-file.ts";
import { projectRoot } from "../paths.ts";
import { checkedValue, validatorOf } from "../schemas.ts";

/** The file's name, as fastlane's actions write and read it. */
export const privacyLabelFile = "app_privacy_details.json";

/** The label in `file`, where there is one; `checked`: it passed every check before, unchanged, so only its value is needed. */
export async function readPrivacyLabelFile(file: string, checked = false): Promise<{ label?: PrivacyLabel; problems: string[] }> {
  if (!existsSync(file)) return { problems: [] };
  const parsed = await parseJsonFile(file, projectRoot);
  if ("problem" in parsed) return { problems: [parsed.problem] };
  const read = await checkedValue(parsed, () => validatorOf(privacyLabelSchema), checked);
  const entries = read.value;
  if (!entries) return { problems: read.problems };
  const problems = checked ? [] : privacyLabelProblems(entries).map((problem) => locatedLine(parsed, problem));
  return problems.length > 0 ? { problems } : { label: { file: parsed.name, entries }, problems: [] };
}
