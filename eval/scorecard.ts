/** The scorecard: per-case results, totals per operation and per check, judge counts; printing and JSON. */
import type { Language } from '../contract/language';
import type { Operation } from './cases';
import { CHECK_NAMES, type CheckResult } from './checks/index';
import { VERDICTS, type JudgeGrade, type Verdict } from './judge';

export interface CaseResult {
  id: string;
  operation: Operation;
  /** The language the output was expected in. */
  language: Language;
  written: boolean;
  output: string;
  checks: CheckResult[];
  /** The engine failed: no checks were run. */
  error?: string;
  judge?: JudgeGrade;
  ms: number;
}

export interface Tally {
  passed: number;
  total: number;
  /** passed / total, in %, one decimal; 0 when there is nothing to count. */
  rate: number;
}

export interface Scorecard {
  engine: string;
  judge?: string;
  date: string;
  cases: number;
  errors: number;
  overall: Tally;
  byOperation: Record<string, Tally & { cases: number }>;
  byCheck: Record<string, Tally>;
  byLanguage: Record<string, Tally & { cases: number }>;
  judgeCounts?: Record<Verdict | 'failed', number>;
  failures: { id: string; check: string; reason: string }[];
  results: CaseResult[];
}

const tally = (passed: number, total: number): Tally => ({
  passed,
  total,
  rate: total === 0 ? 0 : Math.round((passed / total) * 1000) / 10,
});

export function buildScorecard({
  engine,
  judge,
  results,
}: {
  engine: string;
  judge?: string | undefined;
  results: CaseResult[];
}): Scorecard {
  const count = (list: CheckResult[]) => tally(list.filter((check) => check.pass).length, list.length);
  const all = results.flatMap((result) => result.checks);
  const group = <K extends string>(key: (result: CaseResult) => K) => {
    const groups = new Map<K, CaseResult[]>();
    for (const result of results) groups.set(key(result), [...(groups.get(key(result)) ?? []), result]);
    return Object.fromEntries(
      [...groups].map(([name, members]) => [
        name,
        { ...count(members.flatMap((m) => m.checks)), cases: members.length },
      ]),
    );
  };
  const byCheck: Record<string, Tally> = {};
  for (const name of CHECK_NAMES) {
    const list = all.filter((check) => check.check === name);
    if (list.length > 0) byCheck[name] = count(list);
  }
  const failures = results.flatMap((result) => [
    ...(result.error === undefined ? [] : [{ id: result.id, check: 'error', reason: result.error }]),
    ...result.checks
      .filter((check) => !check.pass)
      .map((check) => ({ id: result.id, check: check.check, reason: check.reason ?? '' })),
  ]);
  const graded = results.filter((result) => result.judge !== undefined);
  const scorecard: Scorecard = {
    engine,
    date: new Date().toISOString(),
    cases: results.length,
    errors: results.filter((result) => result.error !== undefined).length,
    overall: count(all),
    byOperation: group((result) => result.operation),
    byCheck,
    byLanguage: group((result) => result.language),
    failures,
    results,
  };
  if (judge !== undefined) {
    scorecard.judge = judge;
    const counts = Object.fromEntries([...VERDICTS, 'failed'].map((verdict) => [verdict, 0])) as Record<
      Verdict | 'failed',
      number
    >;
    for (const result of graded) counts[result.judge!.verdict] += 1;
    scorecard.judgeCounts = counts;
  }
  return scorecard;
}

const pad = (text: string, width: number) => text.padEnd(width);
const row = (name: string, t: Tally, extra = '') =>
  `  ${pad(name, 16)}${String(t.passed).padStart(5)}/${String(t.total).padEnd(5)}${`${t.rate.toFixed(1)} %`.padStart(8)}${extra}`;

/** The final line: `eval: N/M checks passed (P %)`. */
export const summaryLine = (scorecard: Scorecard): string =>
  `eval: ${scorecard.overall.passed}/${scorecard.overall.total} checks passed (${scorecard.overall.rate.toFixed(1)} %)`;

/** The printed scorecard, ending with the summary line. */
export function formatScorecard(scorecard: Scorecard, { maxFailures = 60 } = {}): string {
  const lines = [
    `Draft quality — engine ${scorecard.engine}, ${scorecard.cases} cases, ${scorecard.errors} errors`,
    '',
  ];
  lines.push('By operation:');
  for (const [name, t] of Object.entries(scorecard.byOperation))
    lines.push(row(name, t, `   ${t.cases} cases`));
  lines.push('', 'By check:');
  for (const [name, t] of Object.entries(scorecard.byCheck)) lines.push(row(name, t));
  lines.push('', 'By expected language:');
  for (const [name, t] of Object.entries(scorecard.byLanguage))
    lines.push(row(name, t, `   ${t.cases} cases`));
  if (scorecard.judgeCounts) {
    const c = scorecard.judgeCounts;
    lines.push(
      '',
      `Judge (${scorecard.judge}): send-ready ${c['send-ready']}, needs-fill ${c['needs-fill']}, not-usable ${c['not-usable']}, failed ${c.failed}`,
    );
  }
  if (scorecard.failures.length > 0) {
    lines.push('', `Failures (${scorecard.failures.length}):`);
    for (const failure of scorecard.failures.slice(0, maxFailures)) {
      lines.push(`  ${failure.id} · ${failure.check}: ${failure.reason.replace(/\s+/g, ' ').slice(0, 140)}`);
    }
    if (scorecard.failures.length > maxFailures)
      lines.push(`  … ${scorecard.failures.length - maxFailures} more in the JSON`);
  }
  lines.push('', summaryLine(scorecard));
  return lines.join('\n');
}
