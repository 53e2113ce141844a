/**
 * For the owner edits: lists a sample in-app event as an owner would, by the README's recipe: its
 * card image saved under src/assets/events/ and the event in src/content/events.json, with words
 * in each of the site's languages, starting a week from now. Never run it in your own project.
 */
import { projectRoot } from "../pipeline/paths.ts";
import { listSampleEvent } from "../testing/owner-recipes.ts";

await listSampleEvent(projectRoot);
console.log("Listed a sample in-app event in src/content/events.json");
