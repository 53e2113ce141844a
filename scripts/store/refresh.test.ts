import { execFile } from "node:child_process";
import { withoutSiteSettings } from "../testing/fixture-project.ts";
import { createServer } from "node:http";
import type { Server } from "node:http";
import { readdirSync } from "node:fs";
import { mkdtemp, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readLookup } from "../../src/launch/app-store-record.ts";
import { projectRoot } from "../pipeline/paths.ts";
import { scratchFolder } from "../testing/rendered-site.ts";
import { wholeCommands } from "../testing/busy-machine.ts";
import { storeAppId, storeRecordsDir } from "../testing/store-records.ts";
import { refreshStoreRecords } from "./refresh.ts";

const run = promisify(execFile);

/** Stands in for Apple's lookup: answers each storefront with the recorded response, unless a test says otherwise. */
type Answer = (country: string) => { status: number; body: string } | "hang up";
let recordedAnswer: Answer;
let answer: Answer;
/** The storefronts whose answers are recorded, in the order the command is asked for them. */
const storefronts = readdirSync(storeRecordsDir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.replace(/\.json$/, ""));
const [someStorefront] = storefronts;
const recorded = async (country: string) => readFile(path.join(storeRecordsDir, `${country}.json`), "utf8");
/** The version Apple's recorded answer for a storefront gives, as the raw JSON has it. */
const recordedVersion = async (country: string) =>
  (JSON.parse(await recorded(country)) as { results: { version: string }[] }).results[0].version;
const asked: string[] = [];
let server: Server;
let lookupUrl = "";

beforeAll(async () => {
  const bodies = Object.fromEntries(await Promise.all(storefronts.map(async (country) => [country, await recorded(country)])));
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    asked.push(`${url.pathname}?${url.searchParams}`);
    const reply = answer(url.searchParams.get("country") ?? "");
    if (reply === "hang up") return request.socket.destroy();
    response.writeHead(reply.status, { "content-type": "text/javascript; charset=utf-8" }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  lookupUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/lookup`;
  recordedAnswer = (country) =>
    bodies[country] ? { status: 200, body: bodies[country] } : { status: 200, body: '{"resultCount":0,"results":[]}' };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const scratch = await scratchFolder();
let dir = "";
beforeEach(async () => {
  asked.length = 0;
  answer = recordedAnswer;
  dir = await mkdtemp(path.join(scratch, "store-"));
});
const saved = async (storefront: string) => readFile(path.join(dir, `${storefront}.json`), "utf8").catch(() => undefined);
const refresh = (asked = storefronts) => refreshStoreRecords({ appId: storeAppId, storefronts: asked, dir, lookupUrl });

describe("npm run store -- refresh", () => {
  it("asks the lookup for the app in each storefront and saves each answer as it came, for the build to read", async () => {
    const outcomes = await refresh();
    expect(asked).toEqual(storefronts.map((country) => `/lookup?id=${storeAppId}&country=${country}`));
    expect(outcomes.map((outcome) => [outcome.storefront, outcome.result])).toEqual(storefronts.map((country) => [country, "saved"]));
    for (const country of storefronts) {
      expect(await saved(country)).toBe(await recorded(country));
      expect(readLookup(JSON.parse((await saved(country)) ?? ""), storeAppId, country)).toMatchObject({
        trackId: Number(storeAppId),
        version: await recordedVersion(country),
      });
    }
  });

  it("says a second refresh changed nothing when Apple's answer is the same", async () => {
    await refresh([someStorefront]);
    expect((await refresh([someStorefront]))[0]).toMatchObject({
      result: "saved",
      changed: false,
      version: await recordedVersion(someStorefront),
    });
  });

  it("refuses another app's record and keeps the saved file", async () => {
    await writeFile(path.join(dir, `${someStorefront}.json`), "saved before\n");
    const other = (await recorded(someStorefront))
      .replaceAll(`"trackId": ${storeAppId}`, '"trackId": 999999999')
      .replaceAll(`"trackId":${storeAppId}`, '"trackId":999999999');
    answer = () => ({ status: 200, body: other });
    const [outcome] = await refresh([someStorefront]);
    expect(outcome).toMatchObject({ result: "failed", kept: true });
    expect(outcome.result === "failed" && outcome.reason).toContain("999999999");
    expect(await saved(someStorefront)).toBe("saved before\n");
  });

  it.each([
    ["the lookup cannot be reached", () => "hang up" as const, "could not be reached"],
    ["the lookup answers an error", () => ({ status: 503, body: "Service Unavailable" }), "HTTP 503"],
    ["the answer is not JSON", () => ({ status: 200, body: "<html>rate limited</html>" }), "not JSON"],
    [
      "the answer lacks what the page shows",
      () => ({ status: 200, body: JSON.stringify({ resultCount: 1, results: [{ trackId: Number(storeAppId) }] }) }),
      "lacks version",
    ],
  ])("keeps the saved file, saying why, when %s", async (_, reply, reason) => {
    answer = reply;
    await writeFile(path.join(dir, `${someStorefront}.json`), "saved before\n");
    const [outcome] = await refresh([someStorefront]);
    expect(outcome).toMatchObject({ storefront: someStorefront, result: "failed", kept: true });
    expect(outcome.result === "failed" && outcome.reason).toContain(reason);
    expect(await saved(someStorefront)).toBe("saved before\n");
  });

  it("saves nothing for a storefront that does not sell the app, and says so", async () => {
    // "zz", a code no territory has, stands for a storefront the recorded answers leave out.
    const outcomes = await refresh([someStorefront, "zz"]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(["saved", "not found"]);
    expect(await readdir(dir)).toEqual([`${someStorefront}.json`]);
  });

  it("ends non-zero naming what to set, or why a storefront failed, with the project's store folder untouched", {
    timeout: wholeCommands(2),
  }, async () => {
    const store = path.join(projectRoot, "src/content/store");
    const before = await readdir(store);
    const command = (env: Record<string, string>) =>
      run(process.execPath, ["--import", "tsx/esm", "scripts/store.ts", "refresh"], {
        cwd: projectRoot,
        env: { ...withoutSiteSettings(process.env), ...env },
      }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    const unset = await command({ APP_STORE_ID: "", APP_STORE_LOOKUP_URL: lookupUrl });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain("APP_STORE_ID");
    // Every storefront answers the fixture app's record, which is not this id's.
    const otherApp = await command({ APP_STORE_ID: "1111111111", APP_STORE_LOOKUP_URL: lookupUrl });
    expect(otherApp.code).toBe(1);
    expect(otherApp.stderr).toContain("storefronts not refreshed");
    expect(await readdir(store)).toEqual(before);
  });
});

describe("the README's stand-in for Apple's lookup", () => {
  it("is an answer the command saves and the site reads, with the query the README says the command adds", async () => {
    const readme = await readFile(path.join(projectRoot, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("point `APP_STORE_LOOKUP_URL`"));
    const example = /```json\n([\s\S]*?)\n```/.exec(section)?.[1] ?? "";
    expect(section).toContain("?id=<APP_STORE_ID>&country=<storefront>");
    const exampleApp = (JSON.parse(example) as { results: { trackId: number }[] }).results[0];
    answer = () => ({ status: 200, body: JSON.stringify({ resultCount: 1, results: [{ ...exampleApp, trackId: Number(storeAppId) }] }) });
    const [outcome] = await refresh([someStorefront]);
    expect(outcome).toMatchObject({ result: "saved" });
    expect(asked).toEqual([`/lookup?id=${storeAppId}&country=${someStorefront}`]);
    expect(readLookup(JSON.parse((await saved(someStorefront)) ?? ""), storeAppId, someStorefront)).toMatchObject({
      rating: { average: 4.6 },
    });
  });
});
