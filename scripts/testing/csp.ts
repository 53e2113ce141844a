/** The Content Security Policy a page carries in its <meta http-equiv>. */
export const metaPolicy = (doc: Document): string =>
  doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";

/** A policy's directives by name, each with its sources. */
export function policyDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}
