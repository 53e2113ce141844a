/**
 * Watches src/ and static/ and hands each pause in the saving, by kind of change, to `rebuild`,
 * one after another. Resolves once every folder is watched: chokidar reads the tree first, and
 * a file saved before then would go unnoticed.
 */
import path from "node:path";
import { watch } from "chokidar";
import { paths, projectRoot } from "../pipeline/paths.ts";
import { classifyChange } from "./dev-builder.ts";
import type { ChangeKind } from "./dev-builder.ts";

const DEBOUNCE_MS = 25;

export async function watchSources(rebuild: (kinds: Set<ChangeKind>) => Promise<void>, onChange: () => void) {
  let pending = new Set<ChangeKind>();
  let timer: NodeJS.Timeout | undefined;
  let building = Promise.resolve();
  // chokidar, not fs.watch: editors that save by renaming a temp file over the original
  // leave Node 20's recursive fs.watch watching a file that no longer exists.
  const watcher = watch([path.join(projectRoot, "src"), paths.static], { ignoreInitial: true });
  watcher.on("all", (_event, file) => {
    const kind = classifyChange(file);
    if (!kind) return;
    onChange();
    pending.add(kind);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const kinds = pending;
      pending = new Set();
      building = building.then(() => rebuild(kinds));
    }, DEBOUNCE_MS);
  });
  await new Promise<void>((resolve) => watcher.once("ready", resolve));
  return { close: () => watcher.close() };
}
