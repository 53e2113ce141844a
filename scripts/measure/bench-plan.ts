/**
 * What a run of the bench measures, from its command line. `npm run bench` measures everything
 * (about 4 minutes on this 2-core machine); `npm run bench -- --page home` measures one page, in
 * every language, against the floor, in about a minute: its bytes, its slowed paints and
 * Lighthouse, after one build. `--page "launch home"` measures launch day's landing page instead
 * (a warm build of the sample). `--record` writes the baseline from a whole run only.
 */

export interface BenchPlan {
  /** The page of the quick run, by the bench's name (home, privacy, "launch home"); none for a whole run. */
  page?: string;
  record: boolean;
  rounds: {
    /** Timed builds after a warm-up. */
    builds: number;
    devSamples: number;
    clicks: number;
    paints: number;
    /** Traced visits of each page: the quick run's, a page's diagnosis (a whole run's 16 took 50 s). */
    traces: number;
    /**
     * Lighthouse's rounds, 3 to 4 s each a page: one round's FCP over the floor's ranged from 1.055
     * to 1.144 for one build of launch day's home, so the median of three moved by 0.05 between
     * runs of one commit, as much as the change it is there to catch; the median of five moves less.
     */
    lighthouse: number;
  };
}

export const launchPage = "launch home";

export function benchPlan(argv: readonly string[]): BenchPlan {
  const at = argv.indexOf("--page");
  const page = at >= 0 ? argv[at + 1] : undefined;
  if (at >= 0 && !page)
    throw new Error('--page needs a page\'s name: npm run bench -- --page home (or privacy, support, press, 404, "launch home")');
  const record = argv.includes("--record");
  if (record && page) throw new Error("--record writes every page's baseline: run the whole bench (npm run bench -- --record)");
  return page
    ? { page, record, rounds: { builds: 0, devSamples: 0, clicks: 0, paints: 4, traces: 1, lighthouse: 5 } }
    : { record, rounds: { builds: 3, devSamples: 3, clicks: 3, paints: 3, traces: 0, lighthouse: 5 } };
}
