/** What every page inlines and the build reads from source as it is: the favicon. */
import { readFile } from "node:fs/promises";
import { paths } from "./paths.ts";

/** The favicon's SVG source, inlined into every page as a data: URL. */
export const readFavicon = () => readFile(paths.favicon, "utf8");
