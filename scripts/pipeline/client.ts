/** The client script: one bundle per distinct list of behaviours the pages need, inlined into them. */
import * as esbuild from "esbuild";
import { scriptEntry, scriptKey } from "../../src/client/behaviours.ts";
import type { BehaviourName } from "../../src/client/behaviours.ts";
import { esbuildTargets } from "../browsers/targets.ts";
import { esbuildError } from "./errors.ts";
import { paths } from "./paths.ts";

const clientBuildOptions = {
  bundle: true,
  minify: true,
  // Inlined as a module, which has a scope of its own: no wrapper needed.
  format: "esm",
  target: esbuildTargets(),
  legalComments: "none",
  write: false,
  logLevel: "silent",
} satisfies esbuild.BuildOptions;

/** Each script's code by its key (scriptKey of its behaviours), inlined into the pages that run it. */
export async function bundleClients(sets: readonly (readonly BehaviourName[])[]): Promise<Map<string, string>> {
  try {
    const bundled = await Promise.all(
      sets.map(async (names) => {
        const result = await esbuild.build({
          ...clientBuildOptions,
          stdin: { contents: scriptEntry(names), resolveDir: paths.client, sourcefile: "page-script.ts", loader: "ts" },
        });
        return [scriptKey(names), result.outputFiles[0].text.trim()] as const;
      }),
    );
    return new Map(bundled);
  } catch (error) {
    throw esbuildError("client script", error);
  }
}
