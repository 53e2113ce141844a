import type * as esbuild from "esbuild";

/** A failure of one step of the build, as "step: what is wrong, and where". */
export class BuildError extends Error {
  constructor(step: string, message: string, options?: ErrorOptions) {
    super(`${step}: ${message}`, options);
    this.name = "BuildError";
  }
}

/** An esbuild failure as "step: file:line:column: message". */
export function esbuildError(step: string, error: unknown): Error {
  const first = (error as esbuild.BuildFailure).errors?.[0];
  if (!first) return error instanceof Error ? error : new Error(String(error));
  const where = first.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1}: ` : "";
  return new BuildError(step, `${where}${first.text}`, { cause: error });
}
