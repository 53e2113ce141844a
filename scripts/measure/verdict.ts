/** The bench's verdict: each measure against its budget, and the tables it prints. */

export interface Check {
  what: string;
  value: number;
  budget: number;
  /** "max": the value must not exceed the budget; "below": it must stay under it; "min": it must reach it. */
  kind: "max" | "below" | "min";
  /** An ambition, printed apart from the budgets; missing it never fails the bench. */
  goal?: boolean;
}

export const passes = ({ kind, value, budget }: Check) =>
  kind === "max" ? value <= budget : kind === "below" ? value < budget : value >= budget;
const relation = { max: "<=", below: "<", min: ">=" } as const;

export function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
}

export function printChecks(checks: readonly Check[], heading = "budget"): void {
  const [met, missed] = heading === "goal" ? ["met", "not yet"] : ["ok", "MISSED"];
  printTable([
    ["", "measure", "value", heading],
    ...checks.map((check) => [
      passes(check) ? met : missed,
      check.what,
      String(check.value),
      `${relation[check.kind]} ${Math.round(check.budget * 100) / 100}`,
    ]),
  ]);
}
