/**
 * What the Sass compiler made, kept in node_modules/.cache/ and used again while none of the
 * files it read has changed: loading Sass takes longer than everything else the build does together.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentHash } from "./launch/asset-name.ts";
import { paths, projectRoot, shownPath } from "./paths.ts";

interface CachedValue<T> {
  key: string;
  /** Relative to the project root, so copies of the project share one record. */
  loaded: string[];
  value: T;
}

/** A hash of `salt` (the tools' versions, say) and the bytes of each file. */
async function keyOf(salt: string, files: string[]): Promise<string> {
  const hash = createHash("sha256").update(salt);
  for (const file of files) hash.update(file).update(await readFile(path.join(projectRoot, file)).catch(() => Buffer.from("missing")));
  return hash.digest("hex");
}

/**
 * How long before `make` began a file's last save may be dated and still count as during it: a
 * file system dates a save by a coarse clock (to the second on some), never later than the save.
 */
const SAVE_DATE_SLACK_MS = 2_000;

/** Whether any of `files` (relative to the project) was saved since `since` (ms since the epoch), or is gone. */
async function savedSince(files: string[], since: number): Promise<boolean> {
  const dates = await Promise.all(
    files.map((file) =>
      stat(path.join(projectRoot, file)).then(
        (found) => found.mtimeMs,
        () => Infinity,
      ),
    ),
  );
  return dates.some((date) => date >= since - SAVE_DATE_SLACK_MS);
}

/**
 * `make`'s value for the `kind` of thing made from `source` (a stylesheet, the palette), made again
 * only when `salt` or a file it loaded last time has changed. `make` returns the absolute paths of the files it read.
 */
export async function compiledOnce<T>(
  kind: string,
  source: string,
  salt: string,
  make: () => Promise<{ value: T; loaded: string[] }>,
): Promise<T> {
  const record = path.join(paths.cache, `${kind}-${contentHash(shownPath(source)).slice(0, 16)}.json`);
  const cached = await readFile(record, "utf8")
    .then((text) => JSON.parse(text) as CachedValue<T>)
    .catch(() => undefined);
  if (cached && cached.key === (await keyOf(salt, cached.loaded))) return cached.value;
  const started = Date.now();
  const { value, loaded } = await make();
  const relativeLoaded = loaded.map(shownPath);
  const key = await keyOf(salt, relativeLoaded);
  // A file saved after `make` began may have been read before the save or after it, and a record
  // would pair its new bytes with a value of its old (a test's copy restored mid-build left the
  // palette's record, shared by every copy, naming the old colours under the new bytes): none then.
  // Asked once the key is read, so a save between the two is seen too.
  if (await savedSince(relativeLoaded, started)) return value;
  const fresh: CachedValue<T> = { key, loaded: relativeLoaded, value };
  // Written aside and renamed into place: parallel builds share the record.
  const temporary = `${record}.${process.pid}.tmp`;
  await mkdir(paths.cache, { recursive: true })
    .then(() => writeFile(temporary, JSON.stringify(fresh)))
    .then(() => rename(temporary, record))
    .catch(() => rm(temporary, { force: true }));
  return value;
}
