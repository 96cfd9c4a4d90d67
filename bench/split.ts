/**
 * Reply-splitting bench: how well and how fast splitBody separates a reply from its quoted history.
 *
 *   npm run bench:split -- [path/to/cases.jsonl]
 *
 * Reads the uniform cases of realdata/A-reply-splitting (one JSON object per line: id, input, reply,
 * quoted). A case passes when, with whitespace runs collapsed, main starts with the reply and
 * contains none of the quoted lines (SOURCES.md). Prints the pass rate per source and overall, the
 * failing ids, and timings; exits 1 when fewer than 95 % pass or a 1 MB body takes over 50 ms.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { splitBody } from '../src/features/email/bodySplit';

const PASS_TARGET = 0.95;
const BUDGET_MS = 50;
const MEGABYTE = 1024 * 1024;
const DEFAULT_CASES = resolve(import.meta.dirname, '../../shared/realdata/A-reply-splitting/cases.jsonl');

interface SplitCase {
  id: string;
  input: string;
  reply: string;
  quoted: string[];
}

const norm = (text: string): string => text.replace(/\s+/g, ' ').trim();

function failure({ input, reply, quoted }: SplitCase): string | null {
  const main = norm(splitBody(input).main);
  if (!main.startsWith(norm(reply))) return 'reply not at start';
  const leaked = quoted.find((line) => main.includes(norm(line)));
  return leaked === undefined ? null : `quoted line leaked: ${JSON.stringify(leaked.slice(0, 80))}`;
}

function percent(passed: number, total: number): string {
  return `${passed}/${total} (${((100 * passed) / total).toFixed(1)} %)`;
}

function medianMs(input: string, runs: number): number {
  splitBody(input); // warm-up: let the JIT compile before measuring
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    splitBody(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? Number.NaN;
}

function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** A long reply over a long quoted thread: Outlook header, Gmail attribution, '>' quotes. */
function syntheticThread(): string {
  const paragraph =
    'Thanks for the figures. We went through them with the finance team this morning and the totals\n' +
    'match ours, except for the March invoices, which still show the old VAT rate. Could you resend\n' +
    'them once corrected? The rest can go ahead as planned.\n\n';
  const reply = `Hi Jean,\n\n${repeatTo(paragraph, MEGABYTE / 2)}\nBest regards,\nMarie\n\n`;
  const quoted =
    'From: Jean Dupont <jean.dupont@example.fr>\nSent: Monday, March 3, 2025 10:00 AM\n' +
    'To: Marie Curie <marie.curie@example.fr>\nSubject: RE: Q1 figures\n\n' +
    repeatTo(
      `${paragraph}On Fri, 28 Feb 2025 at 17:02, Marie <marie@example.fr> wrote:\n> ${paragraph}`,
      MEGABYTE / 2,
    );
  return reply + quoted;
}

/** Inputs built to trip slow regexes or per-line work; informational, not part of the budget. */
const ADVERSARIAL: [string, string][] = [
  ['one line of spaces', repeatTo(' ', MEGABYTE)],
  ['one line of "On "', repeatTo('On ', MEGABYTE)],
  ['near-attributions', repeatTo('On 1, <a@b.c> x:\n', MEGABYTE)],
  ['near-header lines', repeatTo('From: x\n', MEGABYTE)],
  ['dash-framed lines', repeatTo('---- x ----\n', MEGABYTE)],
  ['dash-framed lines of spaces', repeatTo(`--${' '.repeat(996)}-\n`, MEGABYTE)],
  ['long address-like tokens', repeatTo(`From: ${'a.'.repeat(490)}@\n`, MEGABYTE)],
  ['empty lines', repeatTo('\n', MEGABYTE)],
];

function main(): number {
  const argument = process.argv[2];
  const path = argument ? resolve(process.env.INIT_CWD ?? process.cwd(), argument) : DEFAULT_CASES;
  const cases = readFileSync(path, 'utf8')
    .split('\n')
    .filter((row) => row.trim() !== '')
    .map((row) => JSON.parse(row) as SplitCase);

  const bySource = new Map<string, { passed: number; total: number }>();
  const failures: string[] = [];
  for (const item of cases) {
    const source = item.id.split('/')[0] ?? item.id;
    const tally = bySource.get(source) ?? { passed: 0, total: 0 };
    const reason = failure(item);
    tally.total++;
    if (reason === null) tally.passed++;
    else failures.push(`  ${item.id}: ${reason}`);
    bySource.set(source, tally);
  }
  const passed = cases.length - failures.length;
  const rate = passed / cases.length;

  console.log(`Reply splitting on ${path}\n`);
  for (const [source, tally] of bySource)
    console.log(`  ${source.padEnd(30)} ${percent(tally.passed, tally.total)}`);
  console.log(`  ${'overall'.padEnd(30)} ${percent(passed, cases.length)}  (target ${100 * PASS_TARGET} %)`);
  console.log(failures.length > 0 ? `\nFailing cases:\n${failures.join('\n')}` : '\nNo failing case.');

  const largest = cases.reduce((a, b) => (b.input.length > a.input.length ? b : a));
  const thread = syntheticThread();
  const threadMs = medianMs(thread, 11);
  console.log('\nTimings (median):');
  console.log(
    `  largest case ${largest.id} (${largest.input.length} chars): ${medianMs(largest.input, 21).toFixed(2)} ms`,
  );
  console.log(
    `  synthetic 1 MB thread (${thread.length} chars): ${threadMs.toFixed(1)} ms (budget ${BUDGET_MS} ms)`,
  );
  for (const [name, input] of ADVERSARIAL) {
    console.log(`  adversarial 1 MB, ${name}: ${medianMs(input, 3).toFixed(1)} ms (informational)`);
  }

  const problems = [
    rate < PASS_TARGET ? `pass rate ${(100 * rate).toFixed(1)} % is below ${100 * PASS_TARGET} %` : null,
    threadMs > BUDGET_MS
      ? `1 MB split took ${threadMs.toFixed(1)} ms, over the ${BUDGET_MS} ms budget`
      : null,
  ].filter((problem) => problem !== null);
  for (const problem of problems) console.error(`\nFAIL: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = main();
