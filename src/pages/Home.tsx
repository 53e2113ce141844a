import { CallToAction } from "../components/landing/CallToAction.tsx";
import { DownloadBar } from "../components/landing/DownloadBar.tsx";
import { FaqSection } from "../components/landing/FaqSection.tsx";
import { Features } from "../components/landing/Features.tsx";
import { Hero } from "../components/landing/Hero.tsx";
import { ScreenshotStrip } from "../components/landing/ScreenshotStrip.tsx";
import { Steps } from "../components/landing/Steps.tsx";

export function Home() {
  return (
    <>
      <Hero />
      <ScreenshotStrip />
      <Features />
      <Steps />
      <FaqSection />
      <CallToAction />
      <DownloadBar />
    </>
  );
}
