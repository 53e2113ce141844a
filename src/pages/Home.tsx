import { CallToAction } from "../components/landing/CallToAction.tsx";
import { DownloadBar } from "../components/landing/DownloadBar.tsx";
import { EventSection } from "../components/landing/EventSection.tsx";
import { FaqSection } from "../components/landing/FaqSection.tsx";
import { Features } from "../components/landing/Features.tsx";
import { Hero } from "../components/landing/Hero.tsx";
import { ProofSection } from "../components/landing/ProofSection.tsx";
import { ScreenshotStrip } from "../components/landing/ScreenshotStrip.tsx";
import { Steps } from "../components/landing/Steps.tsx";

export function Home() {
  return (
    <>
      <Hero />
      <Features />
      {/* After the features, not right under the hero: Chromium fetches lazy images within
          1,250 px of the screen, and there the strip would compete with the hero's screenshot. */}
      <ScreenshotStrip />
      {/* Below the strip for the same reason: its card's image is fetched lazily, never with the first view. */}
      <EventSection />
      <ProofSection />
      <Steps />
      <FaqSection />
      <CallToAction />
      <DownloadBar />
    </>
  );
}
