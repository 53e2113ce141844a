import { preload } from "react-dom";
import type { Screenshot } from "../../launch/assets.ts";
import { captionIn } from "../../launch/assets.ts";
import { useSite } from "../SiteContext.tsx";

interface ScreenshotPictureProps {
  shot: Screenshot;
  /** The browser's hint of the shown width, for choosing among the encoded widths. */
  sizes: string;
  /** The hero's screenshot: preloaded, fetched first (at low priority), never lazily. */
  eager?: boolean;
  className: string;
  /** Shown beside its caption: the image is then not described again (a screen reader would read the caption twice). */
  captioned?: boolean;
}

/** One screenshot as AVIF or WebP at the width a screen of any density needs, or as one JPEG where a browser shows neither. */
export function ScreenshotPicture({ shot, sizes, eager = false, className, captioned = false }: ScreenshotPictureProps) {
  const { asset, locale } = useSite();
  const srcSet = (files: Screenshot["sources"][number]["files"]) => files.map((file) => `${asset(file.path)} ${file.width}w`).join(", ");
  const fallback = shot.sources.at(-1);
  if (!fallback) return null;
  const caption = captionIn(shot, locale);
  // The hero's screenshot is asked for before anything else the page fetches (React puts the
  // preload first in the head; a browser that cannot show that format skips it and takes the
  // next source as usual), but at low priority: on a computer it is the largest paint, on a
  // phone the headline is, above it, and an image of high priority in a phone's first view would
  // count against that paint (Lighthouse waits for it; the bench measured LCP 1.24 to 1.56 × the
  // floor's with it high, 1.11 × low). Nothing else is fetched then, so it takes the line alone.
  const [first] = shot.sources;
  if (eager && first !== fallback) {
    preload(asset(first.files[0].path), {
      as: "image",
      type: first.type,
      imageSrcSet: srcSet(first.files),
      imageSizes: sizes,
      fetchPriority: "low",
    });
  }
  return (
    <picture>
      {shot.sources.slice(0, -1).map((source) => (
        <source type={source.type} srcSet={srcSet(source.files)} sizes={sizes} key={source.type} />
      ))}
      <img
        className={className}
        src={asset(fallback.files[Math.min(1, fallback.files.length - 1)].path)}
        width={shot.width}
        height={shot.height}
        alt={captioned ? "" : caption.text}
        lang={captioned ? undefined : caption.lang}
        decoding="async"
        loading={eager ? undefined : "lazy"}
        fetchPriority={eager ? "low" : undefined}
      />
    </picture>
  );
}
