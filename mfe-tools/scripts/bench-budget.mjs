// Reads the vitest bench JSON report and holds every in-browser model to its time budget.
import { readFileSync } from 'node:fs';

const BUDGET_MS = 50;
const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/bench-budget.mjs <vitest bench JSON report>');

const report = JSON.parse(readFileSync(file, 'utf8'));
const rows = report.files.flatMap((f) =>
  f.groups.flatMap((g) => g.benchmarks.map((b) => ({ group: g.fullName.split(' > ').at(-1), ...b }))),
);
if (rows.length === 0) throw new Error('The bench report has no benchmarks.');

const ms = (v) => v.toFixed(3).padStart(9);
console.log(`\nIn-browser tool models, CPU time per run, budget ${BUDGET_MS} ms for the mean and the p99:`);
let over = 0;
for (const row of rows) {
  const ok = row.mean <= BUDGET_MS && row.p99 <= BUDGET_MS;
  if (!ok) over += 1;
  console.log(`${ok ? 'ok  ' : 'OVER'} mean ${ms(row.mean)} ms  p99 ${ms(row.p99)} ms  ${row.group}: ${row.name}`);
}
console.log(`${rows.length - over} within budget, ${over} over budget`);
process.exitCode = over === 0 ? 0 : 1;
