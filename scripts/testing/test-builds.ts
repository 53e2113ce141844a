/**
 * The builds a test run makes once, in its global setup (./global-setup.ts), for the tests to
 * read: the default build and the site in every App Store language always; for the browser
 * tests, pre-order's, the owner's variety and a landscape App Preview's beside them, from fixture
 * material (never Apple's artwork). The setup loads this module once the content has been read, so that a broken
 * source stops the run with the build's own message rather than failing the setup's own imports.
 */
import path from "node:path";
import { launchFixture } from "./launch-fixtures.ts";
import { buildManyLanguages } from "./many-languages.ts";
import { buildOwnersVariety } from "./owner-variety.ts";
import { buildInto } from "./rendered-site.ts";
import { storeUrl } from "./store-records.ts";

export async function makeTestBuilds(root: string, quick: boolean) {
  const dir = (name: string) => path.join(root, name);
  const both = Promise.all([buildInto(dir("dist")).then((built) => built.outDir), buildManyLanguages(dir("many-languages"))]);
  const always = both.then(([distDir, manyLanguages]) => ({
    distDir,
    manyLanguagesDistDir: manyLanguages.distDir,
    manyLanguagesHostDirs: manyLanguages.hostDirs,
  }));
  if (quick) return { dirs: await always, dispose: async () => undefined };
  const fixture = launchFixture();
  const preOrder = fixture.then((made) =>
    buildInto(dir("pre-order"), {
      env: { APP_STORE_STATE: "pre-order", APP_STORE_URL: storeUrl },
      launch: { ...made, screenshots: [], previewVideo: undefined },
    }),
  );
  // The variety's App Preview is portrait, as Apple's are most often; every engine fits a landscape one too.
  const landscapeFixture = launchFixture({ video: "landscape" });
  const landscape = landscapeFixture.then((made) => buildInto(dir("landscape-preview"), { launch: made }));
  const [dirs, preOrderBuilt, variety, landscapeBuilt, made, landscapeMade] = await Promise.all([
    always,
    preOrder,
    buildOwnersVariety(dir("variety")),
    landscape,
    fixture,
    landscapeFixture,
  ]);
  return {
    dirs: {
      ...dirs,
      preOrderDistDir: preOrderBuilt.outDir,
      varietyDistDir: variety.outDir,
      varietyLanguages: variety.languages,
      landscapePreviewDistDir: landscapeBuilt.outDir,
    },
    dispose: () => Promise.all([made.dispose(), landscapeMade.dispose(), variety.dispose()]).then(() => undefined),
  };
}
