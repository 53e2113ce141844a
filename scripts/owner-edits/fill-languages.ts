/**
 * For the owner edit that publishes many languages: fills each language named on the command
 * line (added before with `npm run translations -- add`) with one translation's words, the site's first's,
 * each plural in the language's own forms, as a translator's file for it would be shaped. Never
 * run it in your own project: the site ships only real translations.
 *   node --import tsx/esm scripts/owner-edits/fill-languages.ts fr ko ar
 */
import { contentDir } from "../pipeline/content.ts";
import { fillFromTranslation } from "../testing/owner-recipes.ts";

await fillFromTranslation(contentDir, process.argv.slice(2));
console.log(`Filled ${process.argv.length - 2} language(s) with the first translation's words`);
