// Reads the vitest bench JSON report and holds every in-browser model to its time budget.
import { readFileSync } from 'node:fs';

const BUDGET_MS = 50;
/** Tighter budgets by group: solving an equation with its steps must feel instant (p95 ≤ 20 ms; p99 is held to it). */
const GROUP_BUDGET_MS = { 'equation solver': 20 };
const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/bench-budget.mjs <vitest bench JSON report>');

const report = JSON.parse(readFileSync(file, 'utf8'));
const rows = report.files.flatMap((f) =>
  f.groups.flatMap((g) => g.benchmarks.map((b) => ({ group: g.fullName.split(' > ').at(-1), ...b }))),
);
if (rows.length === 0) throw new Error('The bench report has no benchmarks.');

const ms = (v) => v.toFixed(3).padStart(9);
console.log(
  `\nIn-browser tool models, CPU time per run, budget ${BUDGET_MS} ms for the mean and the p99 (${Object.entries(
    GROUP_BUDGET_MS,
  )
    .map(([group, ms]) => `${group} ${ms} ms`)
    .join(', ')}):`,
);
let over = 0;
for (const row of rows) {
  const budget = GROUP_BUDGET_MS[row.group] ?? BUDGET_MS;
  const ok = row.mean <= budget && row.p99 <= budget;
  if (!ok) over += 1;
  console.log(`${ok ? 'ok  ' : 'OVER'} mean ${ms(row.mean)} ms  p99 ${ms(row.p99)} ms  ${row.group}: ${row.name}`);
}
console.log(`${rows.length - over} within budget, ${over} over budget`);
process.exitCode = over === 0 ? 0 : 1;
