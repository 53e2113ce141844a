/**
 * The part of hyphenopoly's Node module (hyphenopoly.module.js, which ships no types) that
 * src/text/line-breaks.ts uses: its pattern files' names, and a hyphenator per language, made
 * at once in `sync` mode from the pattern file `loaderSync` reads.
 */
declare module "hyphenopoly" {
  interface HyphenopolyConfig {
    require: readonly string[];
    sync: true;
    loaderSync: (file: string, patternsDir: URL) => Uint8Array;
    hyphen?: string;
    minWordLength?: number;
    compound?: "auto" | "all" | "hyphen";
    handleEvent?: { error?: (event: { msg: string; key?: string; preventDefault: () => void }) => void };
  }
  const hyphenopoly: {
    /** The pattern files' names: de, en-gb, en-us, sr-cyrl… */
    supportedLanguages: readonly string[];
    config: (config: HyphenopolyConfig) => Map<string, (text: string) => string>;
  };
  export default hyphenopoly;
}
