/**
 * Everything of src/ the build calls, in one module. The build bundles it with esbuild and
 * imports the bundle fresh (so the dev server sees every edit); the tests import it as it is.
 * Its type is the Renderer's, so a step that calls it is type-checked to its definition.
 */
export { assertPagesContent, checkedLocales, renderPages, siteFiles, scriptSets } from "../../src/render.tsx";
export { launchShown } from "../../src/pages/registry.ts";
export { isPartial, loadSiteConfig } from "../../src/site-config.ts";
export { screenshots, previewVideo } from "../../src/content/launch.ts";
export { badgeWords } from "../../src/content/copy.ts";
export { proof } from "../../src/content/proof.ts";
export { SocialCard, socialCardProps, socialCardSize } from "../../src/components/SocialCard.tsx";
export { appIconSvg } from "../../src/app-icon.ts";
export { storefrontOf } from "../../src/app-store.ts";
export { pressFactsText, pressKitFile } from "../../src/press.ts";
