import { localized } from "../../launch/assets.ts";
import { Icon } from "../Icon.tsx";
import { useSite } from "../SiteContext.tsx";
import { useText } from "../Text.tsx";

const DIALOG_ID = "preview-video";

/**
 * The spec's video modal, made real: a control that opens the App Preview in a dialog. The
 * dialog is a native popover, so it opens, closes on Escape and returns focus with JavaScript
 * off; the client script moves focus into it, pauses the video on closing, and opens it where
 * popover is missing, and asks for the poster once the page has loaded. The video never starts
 * by itself. Not shown without a video.
 */
export function PreviewVideo() {
  const { launch, asset, copy, locale } = useSite();
  const { uiText } = useText();
  const preview = launch.video;
  if (!preview) return null;
  return (
    <>
      <button className="preview-control" type="button" popoverTarget={DIALOG_ID} aria-controls={DIALOG_ID} data-preview-open="">
        <Icon name="play" className="preview-control__icon" />
        {uiText(copy.launch.watch)}
      </button>
      <div
        className={`preview-dialog${preview.poster.width > preview.poster.height ? " preview-dialog--landscape" : ""}`}
        id={DIALOG_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${DIALOG_ID}-title`}
        data-preview=""
      >
        <div className="preview-dialog__head">
          <h2 className="preview-dialog__title" id={`${DIALOG_ID}-title`}>
            {uiText(localized(preview.title, locale))}
          </h2>
          <button
            className="preview-dialog__close"
            type="button"
            popoverTarget={DIALOG_ID}
            popoverTargetAction="hide"
            data-preview-close=""
          >
            <Icon name="cross" />
            <span>{uiText(copy.launch.close)}</span>
          </button>
        </div>
        {/* biome-ignore lint/a11y/useMediaCaption: an App Store app preview, which Apple allows no spoken words in; its title says what it shows */}
        <video
          className="preview-dialog__video"
          controls
          playsInline
          preload="none"
          data-poster={asset(preview.poster.path)}
          width={preview.poster.width}
          height={preview.poster.height}
        >
          <source src={asset(preview.video.path)} type={preview.video.type} />
        </video>
      </div>
    </>
  );
}
