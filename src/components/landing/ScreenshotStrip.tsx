import { screenshotsIn } from "../../launch/assets.ts";
import { useSite } from "../SiteContext.tsx";
import { ScreenshotPicture } from "./ScreenshotPicture.tsx";
import { LandingSection } from "./LandingSection.tsx";

/**
 * Every screenshot but the hero's, in a strip that scrolls sideways and snaps to each: by touch,
 * trackpad, or the arrow keys once the strip has focus. The client script adds previous and
 * next buttons. Not shown without screenshots.
 */
export function ScreenshotStrip() {
  const { launch, copy, locale } = useSite();
  const launchCopy = copy.launch;
  const shots = screenshotsIn(launch, locale).slice(1);
  if (shots.length === 0) return null;
  return (
    <LandingSection name="screens" heading={launchCopy.screensHeading}>
      {/* biome-ignore lint/a11y/useSemanticElements: a scroll area inside its section, a region named for screen readers */}
      <div
        className="screens__strip"
        role="region"
        aria-label={launchCopy.screensLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area takes focus to scroll by keyboard (axe's scrollable-region-focusable)
        tabIndex={0}
        data-screens=""
        data-previous={launchCopy.previous}
        data-next={launchCopy.next}
      >
        <ul className="screens__list">
          {shots.map((shot) => (
            <li className="screens__item" key={shot.sources[0]?.files[0]?.path}>
              <ScreenshotPicture shot={shot} className="screens__image" sizes="(max-width: 25rem) 60vw, 15rem" />
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
