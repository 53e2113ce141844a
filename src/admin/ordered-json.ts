/**
 * A data file written back as our tools and editors write it: keys in the schema's order
 * (src/content/schema.ts), two-space indentation and a final newline, so a save in the CMS diffs
 * only where words changed.
 */
import { ordered } from "../content/schema.ts";
import type { KeyOrder } from "../content/schema.ts";

export const orderedJsonText = (value: unknown, order: KeyOrder) => `${JSON.stringify(ordered(value, order), null, 2)}\n`;
