/**
 * The slowed-CPU first paint against a baseline: each page's first paint as a ratio to the
 * floor's, as recorded in paint-baseline.json beside the budgets. A page slower than its
 * baseline by more than the margin is a regression, and fails the bench naming the page.
 * `npm run bench -- --record` writes today's ratios as the new baseline, for a change whose cost
 * the owner accepts. The trace's parts are printed, not held: a median of three traced visits
 * moves a part by two or three times between quiet runs on this machine.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { PaintFigures } from "./paint.ts";
import { ratio } from "./checks.ts";
import type { Check } from "./verdict.ts";

const baselineFile = fileURLToPath(new URL("./paint-baseline.json", import.meta.url));

export interface PaintBaseline {
  /** How the margin was chosen, and the runs the ratios come from. */
  about: string;
  /** A page's slowed first paint may exceed its recorded ratio to the floor's by this much. */
  ratioMargin: number;
  /** Each page's slowed first paint over the floor's, by the bench's name for it ("home de"). */
  ratios: Record<string, number>;
}

export async function readBaseline(): Promise<PaintBaseline | undefined> {
  const text = await readFile(baselineFile, "utf8").catch(() => undefined);
  return text ? (JSON.parse(text) as PaintBaseline) : undefined;
}

const ratiosOf = (paints: ReadonlyMap<string, PaintFigures>) => {
  const floor = paints.get("floor");
  if (!floor) throw new Error("the bench measured no floor page");
  return new Map([...paints].filter(([name]) => name !== "floor").map(([name, paint]) => [name, ratio(paint.fcpMs, floor.fcpMs)]));
};

/** Every page the baseline knows, held to its ratio; a page it does not know is named apart. */
export function regressionChecks(
  baseline: PaintBaseline,
  paints: ReadonlyMap<string, PaintFigures>,
): { checks: Check[]; unknown: string[] } {
  const checks: Check[] = [];
  const unknown: string[] = [];
  for (const [name, ratio] of ratiosOf(paints)) {
    const recorded = baseline.ratios[name];
    if (recorded === undefined) unknown.push(name);
    else {
      checks.push({
        what: `${name}: first paint on a slowed CPU / the floor's, against its baseline ${recorded}`,
        value: ratio,
        budget: Math.round((recorded + baseline.ratioMargin) * 1000) / 1000,
        kind: "max",
      });
    }
  }
  return { checks, unknown };
}

/** Today's ratios as the baseline, the margin and its reasons kept. */
export async function recordBaseline(previous: PaintBaseline | undefined, paints: ReadonlyMap<string, PaintFigures>): Promise<void> {
  const baseline: PaintBaseline = {
    about: previous?.about ?? "",
    ratioMargin: previous?.ratioMargin ?? 0.4,
    ratios: Object.fromEntries(ratiosOf(paints)),
  };
  await writeFile(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
}
