/**
 * Content checks that types cannot make: the texts the specification requires are still on
 * their pages, every product claim is made somewhere, and no copy is left empty. The build
 * runs them over the rendered pages and stops on any problem.
 */
import type { StoreState } from "../site.ts";
import { faqFor } from "./faq.ts";
import { facts } from "./facts.ts";
import { requiredClaims, requiredTexts } from "./requirements.ts";
import { store } from "./store.ts";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** The visible text of an HTML page, roughly: tags, scripts and styles removed, entities decoded. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => entities[name])
    .replace(/\s+/g, " ");
}

function emptyCopy(state: StoreState): string[] {
  const problems: string[] = [];
  for (const [name, text] of Object.entries(requiredClaims)) {
    if (!text.trim()) problems.push(`content: the claim "${name}" in src/content/facts.ts is empty`);
  }
  const questions = new Set<string>();
  faqFor(state).forEach((entry, index) => {
    if (!entry.question.trim() || !entry.answer.trim()) problems.push(`content: FAQ entry ${index + 1} in src/content/faq.ts has an empty question or answer`);
    if (questions.has(entry.question)) problems.push(`content: the FAQ asks "${entry.question}" twice`);
    questions.add(entry.question);
  });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(facts.privacyLastUpdated) || Number.isNaN(Date.parse(facts.privacyLastUpdated))) {
    problems.push(`content: facts.privacyLastUpdated must be a date like 2025-09-17, got "${facts.privacyLastUpdated}"`);
  }
  return problems;
}

/** Problems with the rendered pages' content; empty when all is well. */
export function contentProblems(pages: ReadonlyMap<string, string>, state: StoreState): string[] {
  const texts = new Map([...pages].filter(([file]) => file.endsWith(".html")).map(([file, html]) => [file, pageText(html)]));
  const problems = emptyCopy(state);
  for (const { output, texts: required } of requiredTexts) {
    const text = texts.get(output);
    if (text === undefined) continue;
    for (const wanted of required) {
      if (!text.includes(wanted)) problems.push(`content: ${output} no longer shows "${wanted}", which the specification requires (src/content/requirements.ts)`);
    }
  }
  const everything = [...texts.values()].join(" ");
  const claims = { ...requiredClaims, [`store.${state}.availability`]: store[state].availability };
  for (const [name, claim] of Object.entries(claims)) {
    if (claim.trim() && !everything.includes(claim)) problems.push(`content: no page makes the claim "${name}" any more ("${claim.slice(0, 60)}…"); the FAQ answers carry most of them`);
  }
  return problems;
}
