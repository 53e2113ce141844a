/**
 * The order test files start in, longest first, so that two workers finish together: the
 * three-engine behaviour suite (scripts/testing/every-engine/in-*.browser.test.ts, 35 to 50 s each), then the other
 * browser tests, then the rest. Vitest's own order puts the largest files first, and the engine
 * files are the smallest, so without this a fresh clone ran them last, on a worker alone.
 */
import { BaseSequencer } from "vitest/node";
import type { TestSpecification } from "vitest/node";

const weight = (file: string) => (/\/in-\w+\.browser\.test\.tsx?$/.test(file) ? 0 : /\.browser\.test\.tsx?$/.test(file) ? 1 : 2);

export default class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => weight(a.spec.moduleId) - weight(b.spec.moduleId) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
