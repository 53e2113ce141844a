import * as sass from "sass";
import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";

/** A partial an owner adds, compiled as the landing page's stylesheet compiles it: among the others. */
const compiledPartial = (firstLines: string) =>
  sass.compileString(
    `${firstLines}\n\n.pricing {\n  padding: var(--space-6);\n  color: var(--color-text);\n  border-color: p(violet-700);\n}\n`,
    { loadPaths: [paths.styles] },
  ).css;

describe("a partial an owner adds, as the README's recipe says", () => {
  it('with @use "config" as *, reads the tokens and the palette and adds no second :root', () => {
    const css = compiledPartial('@use "config" as *;');
    expect(css).toContain(".pricing {");
    expect(css).toContain("var(--color-text)");
    expect(css).not.toContain(":root");
  });

  it('would repeat the whole :root block with @use "tokens", which is why the recipe says config', () => {
    expect(compiledPartial('@use "tokens";\n@use "config" as *;')).toContain(":root");
  });
});
