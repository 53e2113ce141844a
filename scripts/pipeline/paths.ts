/** Where the build reads its sources and writes its output, and how it names them in messages. */
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const paths = {
  /** The owner's words and data files, and the schemas beside them (src/content/). */
  content: path.join(projectRoot, "src/content"),
  styles: path.join(projectRoot, "src/styles"),
  /** The behaviours of the client script, bundled per page (src/client/behaviours.ts). */
  client: path.join(projectRoot, "src/client"),
  /** Copied into dist/ as it is, where there is one: files of the owner's that nothing generates. */
  static: path.join(projectRoot, "static"),
  /** The owner's launch material: app-store/, google-play/, screenshots/, preview/ (see src/content/launch.json). */
  assets: path.join(projectRoot, "src/assets"),
  /** The App Store's saved records of the app (npm run store -- refresh). */
  store: path.join(projectRoot, "src/content/store"),
  /** The social card's two faces (see its README). */
  fonts: path.join(projectRoot, "src/assets/fonts"),
  /** What the build type-checks: src/ and the build's own scripts. */
  buildTsconfig: path.join(projectRoot, "tsconfig.build.json"),
  dist: path.join(projectRoot, "dist"),
  /** Compiled CSS, encoded images, the content check's verdicts and the dev server's fresh pipeline, by content hash. */
  cache: path.join(projectRoot, "node_modules/.cache/site-build"),
};

/** An installed package's version, read by path: some packages' "exports" (sharp's) leave out their package.json. */
export const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(projectRoot, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

/** A path as the owner knows it: relative to the project. */
export const shownPath = (file: string) => path.relative(projectRoot, file) || file;

export async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const name = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, name) : [name];
    }),
  );
  return nested.flat().sort();
}
