import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inlineHash } from "../../src/security.ts";
import { listFiles } from "../build-steps.ts";

/**
 * Records every uncaught error and every console warning or error in `window.__seen`, so a
 * test can read them through any driver, WebDriver classic included, which sees no console.
 */
const recorder = `window.__seen={errors:[],console:[]};addEventListener("error",function(e){__seen.errors.push(String(e.message))});addEventListener("unhandledrejection",function(e){__seen.errors.push(String(e.reason))});["error","warn"].forEach(function(level){var original=console[level];console[level]=function(){__seen.console.push(level+": "+Array.prototype.join.call(arguments," "));return original.apply(console,arguments)}});`;

/**
 * A copy of a build whose pages run the recorder before anything else, allowed by its hash
 * in their policy; the pages are otherwise byte for byte the build's.
 */
export async function instrumentedCopy(dir: string): Promise<{ dir: string; dispose: () => Promise<void> }> {
  const copy = await mkdtemp(path.join(os.tmpdir(), "site-instrumented-"));
  await cp(dir, copy, { recursive: true });
  for (const file of (await listFiles(copy)).filter((name) => name.endsWith(".html"))) {
    const html = await readFile(path.join(copy, file), "utf8");
    const policy = /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src )([^"]*"\/?>)/;
    if (!policy.test(html)) throw new Error(`${file} has no script-src in its policy`);
    await writeFile(path.join(copy, file), html.replace(policy, `$1${inlineHash(recorder)} $2<script>${recorder}</script>`));
  }
  return { dir: copy, dispose: () => rm(copy, { recursive: true, force: true }) };
}
