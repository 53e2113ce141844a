import { createHash } from "node:crypto";

/** The CSP source expression for an inline <script> or <style> block with exactly this text. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export interface PagePolicy {
  /** The inline <script> blocks allowed: the client script and speculation rules. Repeats are dropped. */
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  /** The dev server's reload script is a file of its own. */
  dev?: boolean;
  /** A preview video is configured: the page may play media from our origin, and only then. */
  media?: boolean;
}

/**
 * The policy a page carries in a <meta http-equiv>. Inline scripts and styles only by
 * hash, images from our origin and data: URLs, fetches (Lighthouse's robots.txt check, the dev
 * server's reload channel) to our origin only: the site makes no request to another origin.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes, dev = false, media = false }: PagePolicy): string {
  return [
    "default-src 'none'",
    `script-src ${[...(dev ? ["'self'"] : []), ...new Set(scriptHashes)].join(" ")}`,
    `style-src ${[...new Set(styleHashes)].join(" ")}`,
    "img-src 'self' data:",
    ...(media ? ["media-src 'self'"] : []),
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** Ignored in a <meta> policy, so only headers carry it. */
export const frameAncestors = "frame-ancestors 'none'";

export function headerContentSecurityPolicy(options: PagePolicy): string {
  return `${contentSecurityPolicy(options)}; ${frameAncestors}`;
}

/** One policy that allows what each of `policies` does: for a rule of _headers that covers several pages. */
export const joinedPolicy = (policies: readonly PagePolicy[]): PagePolicy => ({
  scriptHashes: [...new Set(policies.flatMap((policy) => policy.scriptHashes))],
  styleHashes: [...new Set(policies.flatMap((policy) => policy.styleHashes))],
  dev: policies.some((policy) => policy.dev),
  media: policies.some((policy) => policy.media),
});

/** Serialised JSON that is safe inside a <script> element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
