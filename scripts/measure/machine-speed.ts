/**
 * How fast this machine runs right now, for the bench's timings in milliseconds (the build, the
 * dev loop, launch day's builds), which have no floor page to be judged against. A fixed piece
 * of JavaScript work, none of it the site's, is timed just before them; their milliseconds are
 * then scaled to the reference machine's speed (budgets.ts), as Lighthouse scales its CPU
 * slowdown by its benchmark index. A virtual machine whose host is busy runs the check and the
 * build slower alike, so the scaled figure holds still where the raw one swings.
 */
import { budgets } from "./budgets.ts";

/** Sorting, string building and JSON: the kinds of work a build does, on fixed data. */
function fixedWork(): number {
  const words: string[] = [];
  for (let index = 0; index < 30_000; index += 1) words.push(((index * 2_654_435_761) % 1_000_003).toString(36));
  words.sort();
  const records = JSON.parse(JSON.stringify(words.map((word, index) => ({ word, index, upper: word.toUpperCase() })))) as {
    word: string;
    index: number;
  }[];
  return records.reduce((sum, record) => sum + record.word.length + (record.index % 7), 0);
}

/**
 * The fixed work's time now, in ms: the fastest of `repeats` runs, after two that warm up the
 * JIT and the heap. The fastest, since a collection or a JIT tier inside one run is the check's
 * own noise, not the machine's speed.
 */
export function speedCheckMs(repeats = 15): number {
  fixedWork();
  fixedWork();
  const times: number[] = [];
  for (let run = 0; run < repeats; run += 1) {
    const started = performance.now();
    if (fixedWork() <= 0) throw new Error("the speed check did no work");
    times.push(performance.now() - started);
  }
  return Math.min(...times);
}

/** `ms` measured while the speed check took `checkMs`, as the reference machine would take it. */
export const atReferenceSpeed = (ms: number, checkMs: number) => Math.round((ms * budgets.referenceSpeedCheckMs) / checkMs);
