/** An edit an owner makes, as scripts/owner-edits/run.ts tries it: file changes, settings and commands, and what it must do. */
import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

export interface Change {
  file: string;
  /** Replaces the first match; a change that finds nothing stops the script. */
  search?: string | RegExp;
  /** With no search: the whole new file, or, with `from`, what to make of that file's text. */
  text: string | ((source: string) => string);
  /** The file whose text `text` rewrites into `file`, as an owner copies one file to make another. */
  from?: string;
}

export interface OwnerEdit {
  name: string;
  changes: Change[];
  /** Commands an owner's steps run after the changes, e.g. a script that saves sample screenshots the README's way. */
  commands?: string[][];
  /** A step after the commands that reads what they made, e.g. the product page naming the screenshots listed. */
  afterwards?: (root: string) => Promise<void>;
  env?: Record<string, string>;
  /** Whether it changes what the specification fixes, so the specification test must fail. */
  changesSpecification: boolean;
  /** A mistake the build must refuse: what its message must say, each naming where. */
  buildFails?: RegExp[];
  /** Tried in a copy of its own with --full too, not together with the other edits: it changes what the suite runs over. */
  alone?: boolean;
  /**
   * Changes what browsers show on every page (e.g. launch media): npm test, with its browser suites, runs after it even in the quick loop.
   */
  browserSuites?: boolean;
  /** What a visitor would see wrong in the copy's built dist/, checked after the build: each a line to show. */
  verify?: (root: string) => Promise<string[]>;
}

/**
 * A change to a JSON data file as a person, the CMS or a translation platform saves it: parsed, changed, written back with two-space
 * indentation.
 */
export function jsonChange(file: string, change: (data: Record<string, unknown>) => void): Change {
  return {
    file,
    text: (source) => {
      const data = JSON.parse(source) as Record<string, unknown>;
      change(data);
      return `${JSON.stringify(data, null, 2)}\n`;
    },
  };
}

/** The object at `keys` inside `data`, for a jsonChange to edit in place. */
export function at(data: unknown, ...keys: (string | number)[]): Record<string, unknown> & unknown[] {
  return keys.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], data) as Record<string, unknown> & unknown[];
}

/** A new key of the copy described in copy.schema.json (under `parent`, a path of property names), as the README's recipe says. */
export function describedKey(parent: string[], key: string, schema: Record<string, unknown>): Change {
  return jsonChange("src/content/copy.schema.json", (data) => {
    const node = parent.reduce<Record<string, unknown>>(
      (object, name) => (object.properties as Record<string, Record<string, unknown>>)[name],
      data,
    );
    (node.properties as Record<string, unknown>)[key] = schema;
    (node.required as string[]).push(key);
  });
}

const run = promisify(execFile);

async function applyChange(root: string, { file, search, text, from }: Change): Promise<void> {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  if (typeof text === "function") return writeFile(target, text(await readFile(path.join(root, from ?? file), "utf8")));
  if (search === undefined) return writeFile(target, text);
  const before = await readFile(target, "utf8");
  const after = before.replace(search, text);
  if (after === before) throw new Error(`${file}: found nothing to replace for ${String(search)}`);
  await writeFile(target, after);
}

/** The edit made in the project at `root`: its file changes, then its commands, as an owner's steps run them. */
export async function makeEdit(root: string, edit: Pick<OwnerEdit, "changes" | "commands" | "afterwards">): Promise<void> {
  for (const change of edit.changes) await applyChange(root, change);
  for (const [command, ...args] of edit.commands ?? []) await run(command, args, { cwd: root, maxBuffer: 1 << 24 });
  await edit.afterwards?.(root);
}
