/**
 * The launch-day material, listed by the owner in launch.json (or the CMS). Files live under
 * src/assets/ (see the README's "Screenshots and video"); the build checks and encodes them.
 * Empty by default: the site then shows its drawn phone and no video control.
 */

/**
 * Words by locale: English's, and each other published language's. A language not published
 * yet (a new one, mostly untranslated) may lack them; once it is published, the build stops,
 * naming the entry and the language, until they are there.
 */
export type LocalizedText = Readonly<Record<string, string>>;

export interface ScreenshotEntry {
  /** A PNG or JPEG under src/assets/screenshots/, as App Store Connect takes it (portrait). */
  file: string;
  /** What the screenshot shows, for those who cannot see it, in each language. */
  alt: LocalizedText;
}

export interface PreviewVideoEntry {
  /** The App Preview video (H.264 or HEVC in an .mp4) under src/assets/preview/. */
  file: string;
  /** A still under src/assets/preview/ (PNG or JPEG), shown until the video plays. */
  poster: string;
  /** What the video shows, the title of its dialog, in each language. */
  title: LocalizedText;
}

/** launch.json as checked against launch.schema.json: the screenshots in the order shown (the first fills the hero's phone), and the video or none. */
export interface LaunchListing {
  screenshots: readonly ScreenshotEntry[];
  previewVideo?: PreviewVideoEntry;
}
