/**
 * Regenerates the raster images in static/ from the site's own artwork: the touch icon from
 * src/favicon.svg (pages inline the SVG itself as their favicon), and the 1200x630 social image from the real hero
 * components and stylesheet. Run it after changing the logo or the hero: npx tsx scripts/images.ts
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { PhoneMockup } from "../src/components/landing/PhoneMockup.tsx";
import { SiteProvider } from "../src/components/SiteContext.tsx";
import { hero } from "../src/content/landing.ts";
import { noLaunchAssets } from "../src/launch.ts";
import { loadSiteConfig } from "../src/site.ts";
import { compileStylesheets, paths } from "./build.ts";
import { launchChromium } from "./chromium.ts";

const icons = [{ file: "apple-touch-icon.png", size: 180, padded: true }];

// Layout of the social card only; everything else comes from the site's stylesheet.
const socialCardCss = `
  body { margin: 0; }
  .social { display: grid; grid-template-columns: 1.2fr 1fr; align-items: center; gap: 2rem;
    width: 1200px; height: 630px; padding: 0 72px; box-sizing: border-box; background: var(--gradient-hero), #fff; overflow: hidden; }
  .social .hero__headline { font-size: 104px; margin-bottom: 28px; }
  .social .hero__subline { font-size: 30px; max-width: 560px; }
  .social__brand { display: flex; align-items: center; gap: 14px; font: 800 32px var(--font-sans); margin-bottom: 36px; color: var(--color-text); }
  .social__brand img { width: 52px; height: 52px; }
  .social .phone-mockup { transform: scale(0.92); }
`;

async function main(): Promise<void> {
  const site = loadSiteConfig({});
  const logo = await readFile(paths.favicon, "utf8");
  const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}`;
  const browser = await launchChromium();
  const page = await browser.newPage({ colorScheme: "light" });

  for (const { file, size, padded } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const background = padded ? "#ffffff" : "transparent";
    await page.setContent(
      `<body style="margin:0;background:${background}"><img src="${logoUrl}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.screenshot({ path: path.join(paths.static, file), omitBackground: !padded });
  }

  const mockup = renderToStaticMarkup(createElement(SiteProvider, { value: { site, route: "/", launch: noLaunchAssets } }, createElement(PhoneMockup)));
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(`<!doctype html><html lang="en"><style>${Object.values(await compileStylesheets()).join("")}${socialCardCss}</style>
    <div class="social"><div>
      <div class="social__brand"><img src="${logoUrl}" alt="">${site.name}</div>
      <h1 class="hero__headline">${hero.headline}</h1><p class="hero__subline">${hero.subline}</p>
    </div>${mockup}</div></html>`);
  await page.screenshot({ path: path.join(paths.static, "social.jpg"), type: "jpeg", quality: 82 });
  await browser.close();
  console.log(`Wrote ${icons.map((icon) => icon.file).join(", ")} and social.jpg to static/`);
}

await main();
