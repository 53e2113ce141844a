import { inlineHash } from "../../src/publish/security.ts";
import { rewrittenCopy } from "./rewritten-copy.ts";

/**
 * Records every uncaught error and every console warning or error in `window.__seen`, so a
 * test can read them through any driver, WebDriver classic included, which sees no console;
 * and how the page was revealed, where the engine fires `pagereveal`: with a view transition
 * ("cross-fade") or without ("at once").
 */
const recorder = `window.__seen={errors:[],console:[]};addEventListener("pagereveal",function(e){__seen.revealed=e.viewTransition?"cross-fade":"at once"});addEventListener("error",function(e){__seen.errors.push(String(e.message))});addEventListener("unhandledrejection",function(e){__seen.errors.push(String(e.reason))});["error","warn"].forEach(function(level){var original=console[level];console[level]=function(){__seen.console.push(level+": "+Array.prototype.join.call(arguments," "));return original.apply(console,arguments)}});`;

/**
 * A copy of a build whose pages run the recorder before anything else, allowed by its hash
 * in their policy; the pages are otherwise byte for byte the build's.
 */
export function instrumentedCopy(dir: string): ReturnType<typeof rewrittenCopy> {
  const policy = /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src )([^"]*"\/?>)/;
  return rewrittenCopy(dir, (html, file) => {
    if (!policy.test(html)) throw new Error(`${file} has no script-src in its policy`);
    return html.replace(policy, `$1${inlineHash(recorder)} $2<script>${recorder}</script>`);
  });
}
