/** How a language joins its sentences. */

/**
 * A full stop of Chinese or Japanese (。！？) carries its own space: one typed after it, as where
 * a copy joins two quoted sentences with one ("{bin} {review}", as English does), is dropped.
 */
export const spacedAsWritten = (text: string) => text.replace(/(?<=[。！？]) +/gu, "");

/** Sentences joined as their language writes them: after a space, but after a Chinese or Japanese full stop. */
export const sentences = (...texts: readonly string[]) => spacedAsWritten(texts.filter(Boolean).join(" "));
