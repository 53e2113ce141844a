import { CallToAction } from "../components/landing/CallToAction.tsx";
import { DownloadBar } from "../components/landing/DownloadBar.tsx";
import { FaqSection } from "../components/landing/FaqSection.tsx";
import { Features } from "../components/landing/Features.tsx";
import { Hero } from "../components/landing/Hero.tsx";
import { Steps } from "../components/landing/Steps.tsx";

export function Home() {
  return (
    <>
      <Hero />
      <Features />
      <Steps />
      <FaqSection />
      <CallToAction />
      <DownloadBar />
    </>
  );
}
