/**
 * The CMS's configuration (Decap CMS's config, as its documentation names each key), made from
 * the data files' schemas and the site's languages, never written by hand: each language's words
 * side by side (i18n, one copy.json per language folder), and the facts, the launch listing, the
 * proof, the custom product pages, the in-app events and the accessibility declarations as files
 * of their own. Saved files keep the schema's key order (src/admin/). Not the privacy label
 * (app_privacy_details.json): it is the file fastlane uploads to App Store Connect, a list at its
 * top, which Decap's file collections cannot hold, and it changes with the app and the policy,
 * which the build checks it against, not with the site's words.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { contentDir, localeFileIn, localesDirIn } from "../content.ts";
import { copySchemaIn } from "../schemas.ts";
import { dataFiles } from "../../../src/content/data-files.ts";
import { projectRoot } from "../paths.ts";
import type { CmsBackend } from "../../../src/admin/page.ts";
import { keyOrderOf } from "../../../src/content/schema.ts";
import type { JsonSchema, KeyOrder } from "../../../src/content/schema.ts";
import { variantBase } from "../../../src/content/variants.ts";
import { objectFields } from "./fields.ts";
import type { DecapField, FieldOptions } from "./fields.ts";

/**
 * The formats the admin page registers (src/admin/admin.ts), each writing JSON in its schema's
 * key order, two spaces, a final newline: the copy's, and the data files'. Decap takes a format
 * per collection, not per file, so the data files' format finds each file's order by its
 * $schema pointer.
 */
interface CmsFormats {
  copy: { name: string; order: KeyOrder };
  data: { name: string; orders: Record<string, KeyOrder> };
}

interface CmsSetup {
  config: Record<string, unknown>;
  formats: CmsFormats;
}

const readJson = async (file: string) => JSON.parse(await readFile(file, "utf8")) as unknown;
const relative = (file: string) =>
  path
    .relative(path.dirname(path.dirname(contentDir)), file)
    .split(path.sep)
    .join("/");

/** A file of the CMS: its fields from its declared shape (src/content/data-files.ts), saved in the schema's order. */
async function dataFile(
  { file: name, schema }: { file: string; schema: JsonSchema & { $id: string } },
  label: string,
  options: FieldOptions,
  orders: Record<string, KeyOrder>,
) {
  const file = path.join(contentDir, name);
  const pointer = `./${schema.$id}`;
  orders[pointer] = keyOrderOf(schema, schema, options.locales);
  const fields: DecapField[] = [
    { name: "$schema", label: "Schema", widget: "hidden", default: pointer },
    ...objectFields(schema, schema, options, await readJson(file)),
  ];
  // The entry's name is its file's without .json: the CMS's address of it (#/collections/data/entries/launch).
  return { name: name.replace(/\.json$/, ""), label, file: relative(file), fields };
}

export async function cmsSetup(languages: readonly string[], defaultLocale: string, backend: CmsBackend): Promise<CmsSetup> {
  // A regional variant's file holds only what differs from its base (src/content/variants.ts); Decap's
  // i18n would write every field into it, so variants are edited in their file or by XLIFF, not here.
  const locales = languages.filter((code) => !variantBase(code, languages));
  const formats: CmsFormats = { copy: { name: "json-copy", order: {} }, data: { name: "json-data", orders: {} } };
  const localesDir = localesDirIn(contentDir);
  const copySchema = (await copySchemaIn(contentDir)) as JsonSchema;
  const english = await readJson(localeFileIn(contentDir, defaultLocale));
  formats.copy.order = keyOrderOf(copySchema);
  const copyFields: DecapField[] = [
    // The same pointer in every language's file, for editors that show the descriptions on hover.
    { name: "$schema", label: "Schema", widget: "hidden", default: "../../copy.schema.json", i18n: "duplicate" },
    ...objectFields(copySchema, copySchema, { locales, translated: true }, english),
  ];
  const data = { locales: languages, translated: false };
  const media = {
    "screenshots.file": { widget: "image", folder: "src/assets/screenshots" },
    "previewVideo.file": { widget: "file", folder: "src/assets/preview" },
    "previewVideo.poster": { widget: "image", folder: "src/assets/preview" },
  } as const;
  const config = {
    backend:
      backend.kind === "local"
        ? { name: "proxy", proxy_url: backend.proxyUrl, branch: "main" }
        : { name: "github", repo: backend.repo, branch: backend.branch, ...(backend.authUrl ? { base_url: backend.authUrl } : {}) },
    load_config_file: false,
    // Required by Decap; each field that takes a file names its own folder (fields.ts).
    media_folder: "src/assets",
    public_folder: "",
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: defaultLocale },
    collections: [
      {
        // A folder collection: Decap's i18n keeps a language per file only there (multiple_folders:
        // src/content/locales/<code>/copy.json), with each language's fields side by side.
        name: "words",
        label: "Words",
        description: copySchema.description,
        folder: relative(localesDir),
        extension: "json",
        format: formats.copy.name,
        create: false,
        delete: false,
        // Decap names an entry by one of its fields; the summary shows a plain name instead.
        identifier_field: "unexpectedError",
        summary: "Every page's words, in every language",
        i18n: true,
        fields: copyFields,
      },
      {
        name: "data",
        label: "Facts and listings",
        format: formats.data.name,
        files: [
          await dataFile(dataFiles.facts, "Facts: free swipes, price, iOS, dates", data, formats.data.orders),
          await dataFile(dataFiles.listing, "Screenshots and preview video", { ...data, media }, formats.data.orders),
          await dataFile(dataFiles.proof, "Ratings, reviews and press quotes", data, formats.data.orders),
          await dataFile(dataFiles.productPages, "Custom product pages", data, formats.data.orders),
          await dataFile(
            dataFiles.events,
            "In-app events",
            { ...data, media: { "events.eventCard": { widget: "image", folder: "src/assets/events" } } },
            formats.data.orders,
          ),
          await dataFile(dataFiles.accessibility, "Accessibility Nutrition Labels", data, formats.data.orders),
          await dataFile(dataFiles.offers, "Offer codes", data, formats.data.orders),
        ],
      },
    ],
  };
  return { config, formats };
}

/** The admin page's script with the configuration in it (src/admin/admin.ts), bundled by esbuild. */
export async function adminScript(setup: CmsSetup): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL("../../../src/admin/admin.ts", import.meta.url))],
    absWorkingDir: projectRoot,
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    write: false,
    logLevel: "silent",
    define: { CMS_SETUP: JSON.stringify(setup) },
  });
  return result.outputFiles[0].text;
}
