/** Netlify's and Cloudflare's _headers as path -> its "Name: value" lines. */
export function parseHeadersFile(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current = "";
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    if (!line.startsWith(" ")) rules.set((current = line.trim()), []);
    else rules.get(current)?.push(line.trim());
  }
  return rules;
}
