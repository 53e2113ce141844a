import { CallToAction } from "../components/landing/CallToAction.tsx";
import { DownloadBar } from "../components/landing/DownloadBar.tsx";
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
      <ProofSection />
      <Steps />
      <FaqSection />
      <CallToAction />
      <DownloadBar />
    </>
  );
}
