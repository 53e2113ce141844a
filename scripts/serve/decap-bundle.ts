/**
 * Decap CMS's browser bundle, pinned: one version, checked against the npm registry's integrity
 * of its package, and never installed as a dependency (the package pulls in 730 others that the
 * bundle already holds). Locally, `npm pack` (npm itself, from the registry npm is set to use)
 * fetches the package once into node_modules/.cache/; on a host, the admin page loads the same
 * files from jsDelivr's copy of the npm package, the main file under its Subresource Integrity
 * (the pins are in src/admin/page.ts).
 */
import { createHash } from "node:crypto";
import { execFile } from "node:child_process";
import { createReadStream } from "node:fs";
import { access, mkdir, mkdtemp, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGunzip } from "node:zlib";
import { unpackTar } from "modern-tar/fs";
import { decap } from "../../src/admin/page.ts";
import { paths } from "../pipeline/paths.ts";

const run = promisify(execFile);
const cacheDir = path.join(paths.cache, "..", "decap-cms", decap.version);

const sriOf = async (file: string, algorithm: "sha384" | "sha512") =>
  `${algorithm}-${createHash(algorithm)
    .update(await readFile(file))
    .digest("base64")}`;

/** The folder holding Decap's dist/ files (no source maps), fetched and checked on first use. */
export async function decapBundleDir(): Promise<string> {
  const ready = await access(path.join(cacheDir, decap.mainFile)).then(
    () => true,
    () => false,
  );
  if (ready) return cacheDir;
  // Unpacked beside its final place, so the last step is a rename on one file system.
  await mkdir(path.dirname(cacheDir), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(cacheDir), "unpacking-"));
  try {
    const { stdout } = await run("npm", ["pack", `decap-cms@${decap.version}`, "--pack-destination", work, "--json", "--silent"], {
      maxBuffer: 1 << 26,
    });
    const tarball = path.join(work, (JSON.parse(stdout) as { filename: string }[])[0].filename);
    const integrity = await sriOf(tarball, "sha512");
    if (integrity !== decap.packageIntegrity)
      throw new Error(
        `decap-cms@${decap.version} from the registry is not the package pinned in scripts/serve/decap-bundle.ts (integrity ${integrity})`,
      );
    // The package's files sit under package/; only dist/ is the browser's, less its source maps.
    await pipeline(
      createReadStream(tarball),
      createGunzip(),
      unpackTar(path.join(work, "package"), {
        strip: 1,
        filter: (header) => header.name.startsWith("dist/") && !header.name.endsWith(".map"),
      }),
    );
    const unpacked = path.join(work, "package", "dist");
    const main = await sriOf(path.join(unpacked, decap.mainFile), "sha384");
    if (main !== decap.mainIntegrity)
      throw new Error(
        `decap-cms@${decap.version}'s ${decap.mainFile} is not the file pinned in scripts/serve/decap-bundle.ts (integrity ${main})`,
      );
    await rm(cacheDir, { recursive: true, force: true });
    await rename(unpacked, cacheDir).catch(async (error: NodeJS.ErrnoException) => {
      // Another process unpacked it first: theirs is the same files.
      if (
        !(await access(path.join(cacheDir, decap.mainFile)).then(
          () => true,
          () => false,
        ))
      )
        throw error;
    });
    return cacheDir;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
