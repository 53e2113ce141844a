/**
 * For CI's host build and the owner edits: lists sample launch material as an owner would, so a
 * build is proven with screenshots and a video to encode: three sample screenshots at an App
 * Store size (1290 × 2796) and a video under src/assets/, listed in src/content/launch.json, in
 * the working copy it runs in. Never run it in your own project.
 */
import { projectRoot } from "../pipeline/paths.ts";
import { listSampleMedia } from "../testing/owner-recipes.ts";

console.log(`Listed ${await listSampleMedia(projectRoot)} sample screenshots and a sample video in src/content/launch.json`);
