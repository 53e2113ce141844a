/**
 * The figures this machine's noise keeps from a fixed budget, held to a baseline instead: each
 * page's first and largest paint on a slowed CPU and Lighthouse's FCP and LCP, as ratios to the
 * floor page's, as recorded in baseline.json beside the budgets. A page past its recorded ratio
 * by more than its measure's margin is a regression, and fails the bench naming the page and
 * the measure.
 * `npm run bench -- --record` writes today's ratios, for a change whose cost the owner accepts.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Check } from "./verdict.ts";

const baselineFile = fileURLToPath(new URL("./baseline.json", import.meta.url));

const baselineMeasures = ["slowed first paint", "slowed largest paint", "Lighthouse FCP", "Lighthouse LCP"] as const;
type BaselineMeasure = (typeof baselineMeasures)[number];
/** Each measure's ratio to the floor's, by the bench's name for the page ("home de"). */
export type Ratios = Record<BaselineMeasure, ReadonlyMap<string, number>>;

/** scripts/measure/baseline.json: the recorded ratios and how their margins were chosen. */
export interface Baseline {
  /** How the margins were chosen, and the runs the ratios come from. */
  about: string;
  /** A page's ratio may exceed its recorded one by this much, per measure. */
  margins: Record<BaselineMeasure, number>;
  ratios: Record<BaselineMeasure, Record<string, number>>;
}

const describe: Record<BaselineMeasure, string> = {
  "slowed first paint": "first paint on a slowed CPU / the floor's",
  "slowed largest paint": "largest paint on a slowed CPU / the floor's",
  "Lighthouse FCP": "Lighthouse FCP / the floor's",
  "Lighthouse LCP": "Lighthouse LCP / the floor's",
};

/** Before any `--record`: every page unknown, and the margins a first record starts from. */
const noBaseline: Baseline = {
  about: "",
  margins: { "slowed first paint": 0.4, "slowed largest paint": 0.4, "Lighthouse FCP": 0.15, "Lighthouse LCP": 0.15 },
  ratios: { "slowed first paint": {}, "slowed largest paint": {}, "Lighthouse FCP": {}, "Lighthouse LCP": {} },
};

export async function readBaseline(): Promise<Baseline> {
  const text = await readFile(baselineFile, "utf8").catch(() => undefined);
  return text ? (JSON.parse(text) as Baseline) : noBaseline;
}

/** Every page the baseline knows, held to its ratio plus the margin; a page it does not know is named apart. */
export function regressionChecks(baseline: Baseline, today: Ratios): { checks: Check[]; unknown: string[] } {
  const checks: Check[] = [];
  const unknown = new Set<string>();
  for (const measure of baselineMeasures) {
    for (const [name, ratio] of today[measure]) {
      const recorded = baseline.ratios[measure]?.[name];
      if (recorded === undefined) unknown.add(name);
      else {
        checks.push({
          what: `${name}: ${describe[measure]}, against its baseline ${recorded}`,
          value: ratio,
          budget: Math.round((recorded + baseline.margins[measure]) * 1000) / 1000,
          kind: "max",
        });
      }
    }
  }
  return { checks, unknown: [...unknown] };
}

/** Today's ratios as the baseline, the margins and their reasons kept. */
export async function recordBaseline(previous: Baseline, today: Ratios): Promise<void> {
  const baseline: Baseline = {
    about: previous.about,
    margins: previous.margins,
    ratios: Object.fromEntries(baselineMeasures.map((measure) => [measure, Object.fromEntries(today[measure])])) as Baseline["ratios"],
  };
  await writeFile(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
}
