/**
 * The CMS on a host: /admin/ in dist/, only where CMS_GITHUB_REPO names the repository it commits
 * to. Its page loads Decap from the CDN under Subresource Integrity, so a host installs nothing
 * for it; its policy is in the page and in _headers (src/publish/hosting.ts), apart from the visitors'.
 */
import { adminHtml, decapCdn, hostedCms } from "../../../src/admin/page.ts";
import type { SiteContent } from "../../../src/content/site-content.ts";
import { defaultLocale } from "../../../src/site.ts";
import type { SiteConfig } from "../../../src/site.ts";
import { adminScript, cmsSetup } from "./config.ts";

export async function hostedAdmin(site: SiteConfig, content: SiteContent): Promise<[string, string][]> {
  const backend = hostedCms(site);
  if (!backend) return [];
  // Every language the repository has, published or not: the CMS is where a translation is finished.
  const languages = content.languages.map((language) => language.code);
  const script = await adminScript(await cmsSetup(languages, defaultLocale, backend));
  return [
    ["admin/index.html", adminHtml(site.name, backend, decapCdn)],
    ["admin/admin.js", script],
  ];
}
