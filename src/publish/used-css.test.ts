import { describe, expect, it } from "vitest";
import { markupTokens, usedCss } from "./used-css.ts";

const page = `<body class="page-site"><header class="site-header" id="top"><nav><a class="site-nav__link" href="/">A</a></nav></header>
<ul data-screens=""><li class="screens__item"><img src="a.png"></li></ul>
<script type="module">let s=n.createElement("div"),b=n.createElement("button");s.className="screens__controls";s.append(b);</script></body>`;

const used = (css: string) => usedCss([css], markupTokens(page));

describe("a page's stylesheet, cut to the rules its markup can use", () => {
  it("drops a rule whose class, id or element the page never names, and keeps the ones it does", () => {
    expect(used(".site-header{a:1}.support-card{b:2}#top{c:3}#gone{d:4}img{e:5}video{f:6}")).toBe(".site-header{a:1}#top{c:3}img{e:5}");
  });

  it("keeps of a rule only the selectors that may match, and a selector only if every part of it may", () => {
    expect(used(".site-header .site-nav__link,.page .site-nav__link{a:1}")).toBe(".site-header .site-nav__link{a:1}");
    expect(used(".site-header .missing{a:1}")).toBe("");
  });

  it("never judges a state or a pseudo-class's argument, so rules for what the script or the visitor changes stay", () => {
    const states =
      ".site-nav__link:hover{a:1}[data-menu-fallback] .site-nav__link{b:2}html[data-bars=crowded]{c:3}:lang(ja) :is(h1,h2){d:4}.site-header:not(.page){e:5}:root{f:6}*{g:7}";
    expect(used(states)).toBe(states);
  });

  it("keeps the rules of elements the page's own script makes, by the words of the script", () => {
    expect(used(".screens__controls{a:1}.screens__controls button{b:2}")).toBe(".screens__controls{a:1}.screens__controls button{b:2}");
  });

  it("keeps an at-rule with a rule left inside it, drops it empty, and keeps rules without selectors whole", () => {
    expect(used("@media (min-width:48em){.site-header{a:1}.support-card{b:2}}@media print{.support-card{c:3}}")).toBe(
      "@media (min-width:48em){.site-header{a:1}}",
    );
    expect(used("@keyframes swipe{0%{a:1}to{a:2}}@font-face{font-family:x}")).toBe(
      "@keyframes swipe{0%{a:1}to{a:2}}@font-face{font-family:x}",
    );
  });

  it("drops the custom properties no kept rule reads, through other properties too, and keeps those the script sets", () => {
    expect(
      used(
        ":root{--color-text: #111;--color-keep: #0a0;--space: var(--unit);--unit: 4px;--lonely: var(--color-keep)}.site-header{color:var(--color-text);margin:var(--space)}.gone{color:var(--color-keep)}",
      ),
    ).toBe(":root{--color-text: #111;--space: var(--unit);--unit: 4px}.site-header{color:var(--color-text);margin:var(--space)}");
    expect(usedCss([":root{--brand: red}", ".site-header{color:var(--brand)}"], markupTokens(page)), "read in another sheet").toBe(
      ":root{--brand: red}.site-header{color:var(--brand)}",
    );
    const scripted = `<body class="x"><script type="module">r.style.setProperty("--header-block-size","4px")</script></body>`;
    expect(usedCss([":root{--header-block-size: 4rem}.x{top:var(--header-block-size)}"], markupTokens(scripted))).toBe(
      ":root{--header-block-size: 4rem}.x{top:var(--header-block-size)}",
    );
    expect(usedCss([":root{--set-by-script: 1px}"], markupTokens(scripted.replace("--header-block-size", "--set-by-script")))).toBe(
      ":root{--set-by-script: 1px}",
    );
  });

  it("cuts the same stylesheet for each page by that page's own script: one that sets a property keeps it, one that does not drops it", () => {
    const sheet = ":root{--set-on-one-page: 1px}";
    const setting = `<body><script type="module">r.style.setProperty("--set-on-one-page","2px")</script></body>`;
    expect(usedCss([sheet], markupTokens("<body></body>"))).toBe(":root{}");
    expect(usedCss([sheet], markupTokens(setting))).toBe(sheet);
    expect(usedCss([sheet], markupTokens("<body></body>"))).toBe(":root{}");
  });

  it("reads the page's classes and elements, not its words: a page in another language keeps the same rules", () => {
    const german = page.replace(">A<", ">Support card<");
    expect(usedCss([".support{a:1}.card{b:2}"], markupTokens(german))).toBe("");
  });
});
