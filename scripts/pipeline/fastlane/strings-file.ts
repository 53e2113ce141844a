/**
 * frameit's captions: a `title.strings` file read as frameit reads it
 * (fastlane/frameit/lib/frameit/strings_parser.rb and editor.rb's fetch_text). One entry a line,
 * the line beginning with its quote, `"key" = "value";`; comments and other lines are skipped.
 * UTF-16 (with its byte order mark, as Xcode saves .strings) or UTF-8. A screenshot's caption is
 * the value of the first key, in the file's order, that its path holds (in any letter case), and
 * frameit looks for the file beside the screenshot, then one and two folders up.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

type StringsEntries = readonly (readonly [key: string, value: string])[];

/** The text of a .strings file: UTF-16 where it begins with a byte order mark (or has NULs as UTF-16 does), else UTF-8. */
function decoded(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  if (bytes.length > 1 && bytes[0] === 0) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
}

/** The entries of a .strings file's text, in its order. @internal Exported for the tests. */
export function parseStrings(text: string): StringsEntries {
  return text.split(/\r?\n/).flatMap((line) => {
    if (!line.startsWith('"')) return [];
    const key = /^"(.*)" = /.exec(line)?.[1];
    const value = / = "(.*)"/.exec(line)?.[1];
    return key !== undefined && value !== undefined ? [[key, value.replace(/\\n/g, "\n").replace(/\\"/g, '"')] as const] : [];
  });
}

/** The nearest title.strings to a screenshot, as frameit finds it: its folder, then one and two up. Undefined where there is none. */
export async function nearestStrings(
  screenshot: string,
  name = "title.strings",
): Promise<{ file: string; entries: StringsEntries } | undefined> {
  for (const up of ["", "..", "../.."]) {
    const file = path.join(path.dirname(screenshot), up, name);
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes) return { file, entries: parseStrings(decoded(bytes)) };
  }
  return undefined;
}

/** A screenshot's caption: the value of the first key its path holds, ignoring case; undefined where none does or the value is empty. */
export function captionOf(screenshot: string, entries: StringsEntries): string | undefined {
  const shot = screenshot.toUpperCase();
  const value = entries.find(([key]) => shot.includes(key.toUpperCase()))?.[1].trim();
  return value || undefined;
}
