import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../server/src/ai/createEngine';
import { loadConfig } from '../../server/src/config/index';
import { parseCases, resolveCase } from '../../eval/cases';
import { runEval } from '../../eval/run';
import type { Scorecard } from '../../eval/scorecard';
import { startFakeUpstream, type FakeUpstream } from '../server/ai/fakeUpstream';

const run = promisify(execFile);

const email = (subject: string) => ({
  subject,
  from: 'Marie Dupont <marie.dupont@acme.fr>',
  body: 'Bonjour Paul,\n\nPouvez-vous confirmer votre présence à la réunion du mardi 12 mars à 14h ? Le budget est de 4 500 €.\n\nMarie',
});
const LINES = [
  {
    id: 'good',
    operation: 'template',
    tone: 'professional',
    language: 'auto',
    email: email('Réunion A'),
    instructions: 'confirme ma présence, je serai en retard',
    userName: 'Paul Martin',
    expect: { language: 'fr', facts: ['en retard'] },
  },
  {
    id: 'bad',
    operation: 'template',
    tone: 'professional',
    language: 'auto',
    email: email('Réunion B'),
    instructions: 'confirme ma présence, je serai en retard',
    userName: 'Paul Martin',
    expect: { language: 'fr', facts: ['en retard'] },
  },
  {
    id: 'summary',
    operation: 'summarize',
    summaryType: 'concise',
    language: 'fr',
    email: email('Réunion C'),
  },
];
const CASES_TEXT = LINES.map((line) => JSON.stringify(line)).join('\n');

const GOOD =
  'Bonjour Marie,\n\nJe vous confirme ma présence à la réunion du mardi 12 mars à 14h ; je serai en retard de quelques minutes, veuillez m’en excuser.\n\nCordialement,\nPaul Martin';
// A subject line, markdown, an invented time and amount, and the user's fact left out.
const BAD =
  'Objet : Réunion B\n\nBonjour Marie,\n\nJe vous confirme ma présence à la réunion du **mardi 12 mars à 16h**. Le budget de 5 000 € me convient.\n\nCordialement,\nPaul Martin';
const SUMMARY =
  'Marie demande à Paul de confirmer sa présence à la réunion du mardi 12 mars à 14h (budget de 4 500 €).';

function answer(body: Record<string, unknown>): string {
  const text = JSON.stringify(body);
  if (text.includes('Réunion B')) return BAD;
  if (text.includes('Réunion C')) return SUMMARY;
  return GOOD;
}

describe('npm run eval on a real provider path (fake OpenAI-compatible server)', () => {
  let upstream: FakeUpstream;
  let env: Record<string, string>;
  beforeAll(async () => {
    upstream = await startFakeUpstream((request) => ({ kind: 'text', deltas: [answer(request.body)] }));
    env = {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: upstream.baseUrl,
      AI_MODEL: 'fake',
      AI_API_KEY: 'test-key',
    };
  });
  afterAll(() => upstream.close());

  const byCheck = (scorecard: Scorecard, id: string) =>
    Object.fromEntries(
      scorecard.results.find((result) => result.id === id)!.checks.map((check) => [check.check, check.pass]),
    );

  it('scores the model answers and counts the failures of the bad one', async () => {
    upstream.requests.length = 0;
    const engine = createEngine(loadConfig(env).ai);
    const cases = await Promise.all(parseCases(CASES_TEXT).map((line) => resolveCase(line)));
    const scorecard = await runEval({ cases, engine });
    expect(upstream.requests).toHaveLength(3);
    expect(scorecard.engine).toBe('openai-compatible:fake');
    expect(scorecard.errors).toBe(0);
    expect(Object.values(byCheck(scorecard, 'good')).every(Boolean)).toBe(true);
    expect(Object.values(byCheck(scorecard, 'summary')).every(Boolean)).toBe(true);
    expect(byCheck(scorecard, 'bad')).toMatchObject({
      wrapper: false,
      invented: false,
      facts: false,
      language: true,
    });
    const invented = scorecard.failures.find(
      (failure) => failure.id === 'bad' && failure.check === 'invented',
    );
    expect(invented?.reason).toMatch(/16.*5 000|5 000.*16/);
    expect(scorecard.overall.total - scorecard.overall.passed).toBe(3);
    expect(scorecard.byOperation.template).toMatchObject({ cases: 2 });
  });

  it('the CLI scores a --cases file, prints the scorecard ending with the summary line and writes the JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-cli-'));
    writeFileSync(join(dir, 'cases.jsonl'), `${CASES_TEXT}\n`);
    const out = join(dir, 'scorecard.json');
    const { stdout } = await run(
      process.execPath,
      [
        resolve('node_modules/tsx/dist/cli.mjs'),
        'eval/cli.ts',
        '--cases',
        join(dir, 'cases.jsonl'),
        '--out',
        out,
      ],
      { env: { ...process.env, ...env, EVAL_JUDGE_PROVIDER: '', EVAL_JUDGE_MODEL: '' } },
    );
    const lines = stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^eval: \d+\/\d+ checks passed \(\d+\.\d %\)$/);
    expect(stdout).toContain('By operation:');
    expect(stdout).toContain('By check:');
    expect(stdout).toMatch(/bad · invented: not in the input/);
    const json = JSON.parse(readFileSync(out, 'utf8')) as Scorecard;
    expect(lines.at(-1)).toBe(
      `eval: ${json.overall.passed}/${json.overall.total} checks passed (${json.overall.rate.toFixed(1)} %)`,
    );
    expect(json.results).toHaveLength(3);
  }, 30_000);

  it('the CLI exits non-zero on a bad cases file, naming the line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-cli-'));
    writeFileSync(
      join(dir, 'bad.jsonl'),
      `${JSON.stringify(LINES[0])}\n{"id": "x", "operation": "template"}\n`,
    );
    const failure = await run(
      process.execPath,
      [
        resolve('node_modules/tsx/dist/cli.mjs'),
        'eval/cli.ts',
        '--cases',
        join(dir, 'bad.jsonl'),
        '--out',
        join(dir, 'o.json'),
      ],
      { env: { ...process.env, ...env } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringMatching(/bad\.jsonl:2 \(id x\)/) });
  }, 30_000);
});
