import { paletteColor } from "../../brand/colors.ts";
import { screenshotsIn } from "../../launch/assets.ts";
import { Icon } from "../Icon.tsx";
import { useSite } from "../SiteContext.tsx";
import { ScreenshotPicture } from "./ScreenshotPicture.tsx";
import { useText } from "../Text.tsx";

/**
 * A phone with the floating detection labels around it. Its screen is the owner's first App
 * Store screenshot where there is one, and otherwise a drawn photo card mid-swipe, which is
 * decoration and hidden from assistive technology.
 */
export function PhoneMockup() {
  const { launch, copy, locale } = useSite();
  const { runningText } = useText();
  const shot = screenshotsIn(launch, locale)[0];
  return (
    <div className="phone-mockup" aria-hidden={shot ? undefined : "true"}>
      <div className="phone-mockup__device">
        {shot ? (
          <div className="phone-mockup__screen phone-mockup__screen--shot">
            <ScreenshotPicture shot={shot} eager className="phone-mockup__shot" sizes="(max-width: 21.5rem) calc(72vw - 1.2rem), 14.3rem" />
          </div>
        ) : (
          <DrawnScreen />
        )}
      </div>
      {copy.hero.floatingLabels.map((label, index) => (
        <span className={`floating-label floating-label--${index + 1}`} aria-hidden="true" key={label}>
          {runningText(label)}
        </span>
      ))}
    </div>
  );
}

function DrawnScreen() {
  const { hero } = useSite().copy;
  const { runningText } = useText();
  return (
    <div className="phone-mockup__screen">
      <div className="phone-mockup__island" />
      <p className="phone-mockup__counter">{runningText(hero.mockup.counter)}</p>
      <div className="phone-mockup__stack">
        <div className="phone-mockup__card phone-mockup__card--behind" />
        <div className="phone-mockup__card phone-mockup__card--top">
          <PhotoArt />
          <span className="phone-mockup__stamp">{runningText(hero.mockup.stamp)}</span>
        </div>
      </div>
      <div className="phone-mockup__actions">
        <span className="phone-mockup__action phone-mockup__action--delete">
          <Icon name="cross" />
        </span>
        <span className="phone-mockup__action phone-mockup__action--skip">{runningText(hero.mockup.skip)}</span>
        <span className="phone-mockup__action phone-mockup__action--keep">
          <Icon name="check" />
        </span>
      </div>
    </div>
  );
}

function PhotoArt() {
  const { colors } = useSite();
  const color = (name: string) => paletteColor(colors, name);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: drawn only where the mockup holds no screenshot, and then the whole mockup is aria-hidden
    <svg className="phone-mockup__photo" viewBox="0 0 200 260" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id="photo-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={color("peach-300")} />
          <stop offset="0.55" stopColor={color("coral-400")} />
          <stop offset="1" stopColor={color("violet-500")} />
        </linearGradient>
      </defs>
      <rect width="200" height="260" fill="url(#photo-sky)" />
      <circle cx="140" cy="92" r="26" fill={color("cream-100")} opacity="0.9" />
      <path d="M0 190 55 128l40 42 35-30 70 62v58H0Z" fill={color("indigo-800")} />
      <path d="M0 215 70 170l45 30 40-20 45 25v55H0Z" fill={color("indigo-900")} />
    </svg>
  );
}
