/**
 * The owner's data files beside the declaration of each one's shape (./data-schema.ts): the
 * build checks a file against it (scripts/pipeline/content.ts), the CMS makes its fields from it
 * (scripts/pipeline/admin/), and the schema an editor follows through the file's `$schema`
 * (<name>.schema.json beside it) is written from it (./editor-schemas.ts).
 */
import { accessibilitySchema } from "./accessibility.ts";
import { appStoreLanguagesSchema } from "./app-store-languages.ts";
import { eventsSchema } from "./events.ts";
import { factsSchema } from "./facts.ts";
import { languagesSchema } from "./language-list.ts";
import { launchSchema } from "./launch.ts";
import { offersSchema } from "./offers.ts";
import { privacyClaimsSchema } from "./privacy-claims.ts";
import { productPagesSchema } from "./product-pages.ts";
import { proofSchema } from "./proof.ts";

/** The data files of src/content/ by the name the content stage gives them: each file, its shape, and the module that declares it. */
export const dataFiles = {
  languages: { file: "languages.json", schema: languagesSchema, declaredIn: "src/content/language-list.ts" },
  facts: { file: "facts.json", schema: factsSchema, declaredIn: "src/content/facts.ts" },
  listing: { file: "launch.json", schema: launchSchema, declaredIn: "src/content/launch.ts" },
  proof: { file: "proof.json", schema: proofSchema, declaredIn: "src/content/proof.ts" },
  productPages: { file: "product-pages.json", schema: productPagesSchema, declaredIn: "src/content/product-pages.ts" },
  events: { file: "events.json", schema: eventsSchema, declaredIn: "src/content/events.ts" },
  offers: { file: "offers.json", schema: offersSchema, declaredIn: "src/content/offers.ts" },
  appStoreLanguages: {
    file: "app-store-languages.json",
    schema: appStoreLanguagesSchema,
    declaredIn: "src/content/app-store-languages.ts",
  },
  accessibility: { file: "accessibility.json", schema: accessibilitySchema, declaredIn: "src/content/accessibility.ts" },
  privacyClaims: { file: "privacy-claims.json", schema: privacyClaimsSchema, declaredIn: "src/content/privacy-claims.ts" },
} as const;
