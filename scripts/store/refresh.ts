/**
 * The App Store's record of the app, refreshed from Apple's public lookup: one request per
 * storefront, each answer saved as it came under the store folder (src/content/store/), where
 * the build reads it (src/launch/app-store-record.ts). A file is replaced only by an answer the site can read
 * for this very app; on any other outcome the saved file stays as it was, and the outcome says why.
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { readLookup } from "../../src/launch/app-store-record.ts";

/** Apple's public lookup; `APP_STORE_LOOKUP_URL` points the command elsewhere (a test's server). */
export const appleLookup = "https://itunes.apple.com/lookup";

interface RefreshRequest {
  /** APP_STORE_ID: the only app whose record is saved. */
  appId: string;
  /** The storefronts to ask, e.g. ["us", "de", "jp"]. */
  storefronts: readonly string[];
  dir: string;
  lookupUrl?: string;
  /** How long one storefront's answer may take. */
  timeoutMs?: number;
}

export type RefreshOutcome =
  | { storefront: string; file: string; result: "saved"; version: string; changed: boolean }
  /** Not sold there: the build shows that language another storefront's record. */
  | { storefront: string; file: string; result: "not found"; kept: boolean }
  | { storefront: string; file: string; result: "failed"; reason: string; kept: boolean };

async function ask(url: URL, timeoutMs: number): Promise<{ text: string } | { reason: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
    if (!response.ok) return { reason: `the lookup answered HTTP ${response.status}` };
    return { text: await response.text() };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { reason: `the lookup could not be reached (${cause})` };
  }
}

async function refreshOne(request: RefreshRequest, storefront: string): Promise<RefreshOutcome> {
  const file = path.join(request.dir, `${storefront}.json`);
  const url = new URL(request.lookupUrl ?? appleLookup);
  url.searchParams.set("id", request.appId);
  url.searchParams.set("country", storefront);
  const answer = await ask(url, request.timeoutMs ?? 15_000);
  const before = await readFile(file, "utf8").catch(() => undefined);
  const kept = before !== undefined;
  if ("reason" in answer) return { storefront, file, result: "failed", reason: answer.reason, kept };
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return { storefront, file, result: "failed", reason: "the lookup's answer is not JSON", kept };
  }
  const record = readLookup(json, request.appId, storefront);
  if (typeof record === "string") {
    const results = (json as { results?: unknown[] }).results;
    if (Array.isArray(results) && results.length === 0) return { storefront, file, result: "not found", kept };
    return { storefront, file, result: "failed", reason: record, kept };
  }
  const text = answer.text.endsWith("\n") ? answer.text : `${answer.text}\n`;
  // Written beside and renamed over, so a build never reads half a file.
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
  return { storefront, file, result: "saved", version: record.version, changed: before !== text };
}

/** Every storefront's outcome, asked one after the other (Apple limits how often its lookup is asked). */
export async function refreshStoreRecords(request: RefreshRequest): Promise<RefreshOutcome[]> {
  if (!/^\d+$/.test(request.appId))
    throw new Error("set APP_STORE_ID to the app's numeric App Store id (App Store Connect: App Information, Apple ID)");
  const outcomes: RefreshOutcome[] = [];
  for (const storefront of new Set(request.storefronts)) outcomes.push(await refreshOne(request, storefront));
  return outcomes;
}
