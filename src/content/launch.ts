/**
 * The launch-day material, listed by the owner in launch.json (or the CMS). Files live under
 * src/assets/ (see the README's "Screenshots and video"); the build checks and encodes them.
 * Empty by default: the site then shows its drawn phone and no video control.
 */
import { schemaPointer, wordsByLanguage } from "./data-schema.ts";
import type { DataOf, DataSchema } from "./data-schema.ts";

const imageFile = (title: string, description: string) =>
  ({
    title,
    description,
    type: "string",
    pattern: "^[^/\\\\]+\\.(png|jpe?g)$",
    patternDescription: "a file name ending in .png, .jpg or .jpeg, without a folder",
  }) as const;

const unpublishedMayLack =
  "A language not published yet may lack them; once it is published, the build stops, naming the entry and the language, until they are there.";

/** launch.json's shape: its type, the build's check, the CMS's fields and the editors' schema (launch.schema.json) come from it. */
export const launchSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "launch.schema.json",
  title: "Screenshots and preview video",
  description:
    "The launch-day material, listed by the owner (README: Screenshots and video). Files live under src/assets/; the build checks and encodes them. Empty by default: the site then shows its drawn phone and no video control.",
  type: "object",
  properties: {
    $schema: schemaPointer,
    screenshots: {
      title: "Screenshots",
      description: "In the order they are shown: the first fills the hero's phone, the rest the strip under it.",
      type: "array",
      items: {
        type: "object",
        properties: {
          file: imageFile(
            "Image",
            "A PNG or JPEG under src/assets/screenshots/, as App Store Connect takes it (portrait), by its file name.",
          ),
          alt: wordsByLanguage({
            title: "Caption",
            description: `What the screenshot shows, for those who cannot see it, in each language. ${unpublishedMayLack}`,
          }),
        },
        required: ["file", "alt"],
        additionalProperties: false,
      },
    },
    previewVideo: {
      title: "Preview video",
      description: "The App Preview video; leave it out (or null) for none.",
      oneOf: [
        { type: "null" },
        {
          type: "object",
          properties: {
            file: {
              title: "Video",
              description: "The App Preview video (H.264 or HEVC in an .mp4) under src/assets/preview/, by its file name.",
              type: "string",
              pattern: "^[^/\\\\]+\\.mp4$",
              patternDescription: "a file name ending in .mp4, without a folder",
            },
            poster: imageFile("Poster", "A still under src/assets/preview/ (PNG or JPEG), shown until the video plays."),
            title: wordsByLanguage({
              title: "Title",
              description: `What the video shows, the title of its dialog, in each language. ${unpublishedMayLack}`,
            }),
          },
          required: ["file", "poster", "title"],
          additionalProperties: false,
        },
      ],
    },
  },
  required: ["screenshots"],
  additionalProperties: false,
} as const satisfies DataSchema;

type LaunchFile = DataOf<typeof launchSchema>;

/**
 * Words by locale: English's, and each other published language's. A language not published
 * yet (a new one, mostly untranslated) may lack them; once it is published, the build stops,
 * naming the entry and the language, until they are there.
 */
export type LocalizedText = LaunchFile["screenshots"][number]["alt"];

export type ScreenshotEntry = LaunchFile["screenshots"][number];

export type PreviewVideoEntry = NonNullable<LaunchFile["previewVideo"]>;

/** launch.json as checked: the screenshots in the order shown (the first fills the hero's phone), and the video or none. */
export interface LaunchListing {
  screenshots: readonly ScreenshotEntry[];
  previewVideo?: PreviewVideoEntry;
}
