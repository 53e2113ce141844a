/**
 * The owner's data files beside the declaration of each one's shape (./data-schema.ts): the
 * build checks a file against it (scripts/pipeline/content.ts), the CMS makes its fields from it
 * (scripts/pipeline/admin/), and the schema an editor follows through the file's `$schema`
 * (<name>.schema.json beside it) is written from it (./editor-schemas.test.ts).
 */
import { accessibilitySchema } from "./accessibility.ts";
import { appStoreLanguagesSchema } from "./app-store-languages.ts";
import { appStoreNamesSchema } from "./app-store-names.ts";
import { eventsSchema } from "./events.ts";
import { factsSchema } from "./facts.ts";
import { languagesSchema } from "./language-list.ts";
import { launchSchema } from "./launch.ts";
import { offersSchema } from "./offers.ts";
import { privacyClaimsSchema } from "./privacy-claims.ts";
import { privacyLabelSchema } from "./privacy-label.ts";
import { productPagesSchema } from "./product-pages.ts";
import { proofSchema } from "./proof.ts";

/** The data files of src/content/ by the name the content stage gives them: each file, its shape. */
export const dataFiles = {
  languages: { file: "languages.json", schema: languagesSchema },
  facts: { file: "facts.json", schema: factsSchema },
  listing: { file: "launch.json", schema: launchSchema },
  proof: { file: "proof.json", schema: proofSchema },
  productPages: { file: "product-pages.json", schema: productPagesSchema },
  events: { file: "events.json", schema: eventsSchema },
  offers: { file: "offers.json", schema: offersSchema },
  appStoreLanguages: { file: "app-store-languages.json", schema: appStoreLanguagesSchema },
  accessibility: { file: "accessibility.json", schema: accessibilitySchema },
  privacyClaims: { file: "privacy-claims.json", schema: privacyClaimsSchema },
} as const;

/**
 * Each schema written for editors (its `$id` is its file's name), with the module that declares it.
 * @internal Exported for the tests.
 */
export const editorSchemas: readonly { schema: { $id: string }; declaredIn: string }[] = [
  { schema: languagesSchema, declaredIn: "src/content/language-list.ts" },
  { schema: factsSchema, declaredIn: "src/content/facts.ts" },
  { schema: launchSchema, declaredIn: "src/content/launch.ts" },
  { schema: proofSchema, declaredIn: "src/content/proof.ts" },
  { schema: productPagesSchema, declaredIn: "src/content/product-pages.ts" },
  { schema: eventsSchema, declaredIn: "src/content/events.ts" },
  { schema: offersSchema, declaredIn: "src/content/offers.ts" },
  { schema: appStoreLanguagesSchema, declaredIn: "src/content/app-store-languages.ts" },
  { schema: accessibilitySchema, declaredIn: "src/content/accessibility.ts" },
  { schema: privacyClaimsSchema, declaredIn: "src/content/privacy-claims.ts" },
  { schema: privacyLabelSchema, declaredIn: "src/content/privacy-label.ts" },
  { schema: appStoreNamesSchema, declaredIn: "src/content/app-store-names.ts" },
];
