/**
 * knip's production mode (`npm run lint`, `npm test`), in which no test file uses anything: an
 * export only a test reads must say so (`@internal`). Entries: package.json's, and the tests'
 * helpers, the compatibility gate and the host files' truths, which serve the tests.
 */
import manifest from "../package.json" with { type: "json" };

const { entry, project } = manifest.knip;

export default {
  entry: [...entry, "scripts/testing/**/*.ts", "scripts/compat/*.ts", "scripts/hosts/*.ts"].map((pattern) => `${pattern}!`),
  project: [...project.map((pattern) => `${pattern}!`), "!**/*.test.{ts,tsx}!"],
};
