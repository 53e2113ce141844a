import { createHash } from "node:crypto";

/** The CSP source expression for an inline <style> block with exactly this text. */
export function styleHash(css: string): string {
  return `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
}

interface PolicyOptions {
  styleHashes: readonly string[];
  /** The dev server's reload channel needs to connect back to it. */
  dev?: boolean;
}

/**
 * The policy every page carries in a <meta http-equiv>. Nothing but our own scripts and
 * images, and inline styles only by hash: the site makes no request to another origin.
 */
export function contentSecurityPolicy({ styleHashes, dev = false }: PolicyOptions): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' ${styleHashes.join(" ")}`,
    "img-src 'self' data:",
    "manifest-src 'self'",
    ...(dev ? ["connect-src 'self'"] : []),
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** frame-ancestors is ignored in a <meta> policy, so the header version adds it. */
export function headerContentSecurityPolicy(options: PolicyOptions): string {
  return `${contentSecurityPolicy(options)}; frame-ancestors 'none'`;
}

/** Serialised JSON that is safe inside a <script> element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
