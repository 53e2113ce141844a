import { Window } from "happy-dom";
import { readDist } from "./dist.ts";

export interface HappyPage {
  window: Window;
  document: Document;
  warnings: unknown[][];
  errors: unknown[][];
  close: () => Promise<void>;
}

interface LoadOptions {
  url?: string;
  /** Runs in the page before the client script, e.g. to break something on purpose. */
  before?: string;
  /** The page's HTML, where it is not the test build's (a render with launch material, say). */
  html?: string;
}

/** Loads a page from the test build into happy-dom, which runs its real inlined client script. */
export async function loadBuiltPage(
  output: string,
  { url = "http://127.0.0.1/", before, html: given }: LoadOptions = {},
): Promise<HappyPage> {
  const built = given ?? (await readDist(output));
  const html = before ? built.replace("<head>", `<head><script>${before}</script>`) : built;
  const window = new Window({
    url,
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      disableJavaScriptFileLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
      disableCSSFileLoading: true,
    },
  });
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  const console = window.console as unknown as Record<string, (...args: unknown[]) => void>;
  console.warn = (...args) => warnings.push(args);
  console.error = (...args) => errors.push(args);
  window.addEventListener("error", (event) => errors.push([(event as unknown as ErrorEvent).error]));

  window.document.write(html);
  await window.happyDOM.waitUntilComplete();
  return {
    window,
    document: window.document as unknown as Document,
    warnings,
    errors,
    close: () => window.happyDOM.close(),
  };
}
