import { expect } from "vitest";

/** One way to break the build, and what its failure must say. */
export interface BadInput<T> {
  name: string;
  input: T;
  says: (string | RegExp)[];
}

export const expectToSay = (output: string, says: (string | RegExp)[]) => {
  for (const expected of says) {
    if (typeof expected === "string") expect(output).toContain(expected);
    else expect(output).toMatch(expected);
  }
};
