/**
 * The App Preview video the owner lists in src/content/launch.json: an .mp4 (H.264 or HEVC, as
 * App Store Connect takes it) copied under assets/ unchanged, and its poster encoded as a JPEG.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PreviewVideoEntry } from "../../../src/content/launch.ts";
import { ownOrBaseText } from "../../../src/content/variants.ts";
import type { PreviewVideo } from "../../../src/launch/assets.ts";
import { BuildError } from "../errors.ts";
import { assetPath, contentHash } from "./asset-name.ts";
import { cachedEncode } from "./encode-cache.ts";
import { loadSharp, photoSize } from "./image-size.ts";

const POSTER_WIDTH = 720;
const POSTER_JPEG = { quality: 80, mozjpeg: true };

/** An ISO base media file (MP4, MOV) starts with an ftyp box. */
const isMp4 = (bytes: Buffer) => bytes.length > 12 && bytes.toString("latin1", 4, 8) === "ftyp";

export async function preparePreviewVideo(
  entry: PreviewVideoEntry | undefined,
  dir: string,
  shown: (file: string) => string,
  published: readonly string[],
): Promise<{ video?: PreviewVideo; files: Map<string, Buffer>; cached: number }> {
  const files = new Map<string, Buffer>();
  if (!entry) return { files, cached: 0 };
  const videoFile = path.join(dir, entry.file);
  const posterFile = path.join(dir, entry.poster);
  const title: Readonly<Record<string, string | undefined>> = entry.title;
  const untitled = published.filter((code) => !ownOrBaseText(title, code));
  if (untitled.length > 0)
    throw new BuildError(
      "preview video",
      `previewVideo in src/content/launch.json has no title in ${untitled.join(", ")}: say what the video shows`,
    );
  const video = await readFile(videoFile).catch(() => undefined);
  if (!video)
    throw new BuildError(
      "preview video",
      `${shown(videoFile)} does not exist; save the App Preview video there or fix previewVideo.file in src/content/launch.json`,
    );
  if (!isMp4(video))
    throw new BuildError("preview video", `${shown(videoFile)} is not an MP4 (H.264 or HEVC), as App Store Connect takes App Previews`);
  const poster = await readFile(posterFile).catch(() => undefined);
  if (!poster)
    throw new BuildError(
      "preview video",
      `${shown(posterFile)} does not exist; the video needs a poster still (PNG or JPEG) shown before it plays`,
    );
  const size = await photoSize(poster);
  if (!size) throw new BuildError("preview video", `${shown(posterFile)} is not a PNG or JPEG image`);
  const { width, height } = size;
  const sharp = await loadSharp();
  const encoded = await cachedEncode(
    "preview-poster",
    "jpg",
    JSON.stringify([contentHash(poster), sharp.versions, POSTER_WIDTH, POSTER_JPEG]),
    () => sharp(poster).resize(POSTER_WIDTH).jpeg(POSTER_JPEG).toBuffer(),
  );
  const videoPath = assetPath("preview", video, "mp4");
  files.set(videoPath, video);
  files.set(encoded.path, encoded.bytes);
  return {
    files,
    cached: encoded.fromCache ? 1 : 0,
    video: {
      title: Object.fromEntries(Object.entries(title).flatMap(([code, text]) => (text ? [[code, text.trim()]] : []))),
      video: { path: `/${videoPath}`, type: "video/mp4" },
      poster: { path: `/${encoded.path}`, width: POSTER_WIDTH, height: Math.round((height / width) * POSTER_WIDTH) },
    },
  };
}
