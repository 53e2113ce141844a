/**
 * knip's production mode, which `npm run lint` and `npm test` run after its usual one: an export
 * only a test file uses is named, so a module exports what another module uses (one a test
 * alone reads says so, `@internal`). Production is everything but the test files: the entry
 * points package.json's knip config names, and beside them the helpers the tests share
 * (scripts/testing/), the compatibility gate (scripts/compat/) and what the host files must say
 * (scripts/hosts/), which give the tests what they need.
 */
import manifest from "../package.json" with { type: "json" };

const { entry, project } = manifest.knip;

export default {
  entry: [...entry, "scripts/testing/**/*.ts", "scripts/compat/*.ts", "scripts/hosts/*.ts"].map((pattern) => `${pattern}!`),
  project: [...project.map((pattern) => `${pattern}!`), "!**/*.test.{ts,tsx}!"],
};
