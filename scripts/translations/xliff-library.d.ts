/** The npm xliff library, which ships no types: the calls the tests make to re-save an export as it does. */
declare module "xliff" {
  interface XliffOptions {
    /** Keeps whitespace-only text between elements (the space between two <ph/>) where it would drop it. */
    captureSpacesBetweenElements?: boolean;
    indent?: string;
  }
  const xliff: {
    xliff2js: (text: string, options?: XliffOptions) => Promise<unknown>;
    js2xliff: (resources: unknown, options?: XliffOptions) => Promise<string>;
    xliff12ToJs: (text: string, options?: XliffOptions) => Promise<unknown>;
    jsToXliff12: (resources: unknown, options?: XliffOptions) => Promise<string>;
  };
  export default xliff;
}
