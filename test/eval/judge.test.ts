import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../server/src/ai/createEngine';
import { loadConfig } from '../../server/src/config/index';
import { resolveCase, parseCases } from '../../eval/cases';
import { judgeFromEnv, parseGrade } from '../../eval/judge';
import { runEval } from '../../eval/run';
import { formatScorecard } from '../../eval/scorecard';
import { startFakeUpstream, type FakeUpstream } from '../server/ai/fakeUpstream';

const CASES = [
  {
    id: 'reply',
    operation: 'template',
    tone: 'friendly',
    language: 'en',
    email: { subject: 'Lunch', from: 'Ann Lee <ann@example.com>', body: 'Can we have lunch on Friday?' },
    userName: 'Bob Stone',
  },
  {
    id: 'refine',
    operation: 'refine',
    language: 'en',
    text: 'Hi Ann,\n\nFriday works.\n\nBob Stone',
    instructions: 'plus formel',
    userName: 'Bob Stone',
  },
  {
    id: 'summary',
    operation: 'summarize',
    summaryType: 'concise',
    language: 'en',
    email: { subject: 'Lunch', from: 'Ann', body: 'Lunch on Friday?' },
  },
]
  .map((line) => JSON.stringify(line))
  .join('\n');

describe('eval judge', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream((request) => {
      const text = JSON.stringify(request.body);
      if (text.includes('strict reviewer')) {
        return {
          kind: 'text',
          deltas: [
            text.includes('[day]')
              ? 'needs-fill | the day is a placeholder'
              : 'send-ready | clear and complete',
          ],
        };
      }
      if (text.includes('plus formel'))
        return {
          kind: 'text',
          deltas: ['Dear Ann,\n\nFriday suits me. See you on [day].\n\nBest regards,\nBob Stone'],
        };
      return { kind: 'text', deltas: ['Hi Ann,\n\nFriday is perfect, see you then!\n\nBest,\nBob Stone'] };
    });
  });
  afterAll(() => upstream.close());

  it('grades each reply with a second model and adds the counts to the scorecard', async () => {
    const env = {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: upstream.baseUrl,
      AI_MODEL: 'writer',
      AI_API_KEY: 'k',
    };
    const judge = judgeFromEnv({
      EVAL_JUDGE_PROVIDER: 'openai-compatible',
      EVAL_JUDGE_MODEL: 'grader',
      EVAL_JUDGE_BASE_URL: upstream.baseUrl,
      EVAL_JUDGE_API_KEY: 'k',
    });
    expect(judge?.name).toBe('openai-compatible:grader');
    const cases = await Promise.all(parseCases(CASES).map((line) => resolveCase(line)));
    const scorecard = await runEval({ cases, engine: createEngine(loadConfig(env).ai), judge: judge! });
    expect(scorecard.judgeCounts).toEqual({ 'send-ready': 1, 'needs-fill': 1, 'not-usable': 0, failed: 0 });
    expect(scorecard.results.find((result) => result.id === 'refine')?.judge).toEqual({
      verdict: 'needs-fill',
      reason: 'the day is a placeholder',
    });
    // Summaries are not graded; the judge saw the grading prompt with the model's draft.
    expect(scorecard.results.find((result) => result.id === 'summary')?.judge).toBeUndefined();
    const graded = upstream.requests.filter((request) =>
      JSON.stringify(request.body).includes('strict reviewer'),
    );
    expect(graded).toHaveLength(2);
    expect(graded.every((request) => request.body.model === 'grader')).toBe(true);
    expect(formatScorecard(scorecard)).toContain(
      'Judge (openai-compatible:grader): send-ready 1, needs-fill 1, not-usable 0',
    );
  });

  it('reads verdicts and reasons, and refuses half a configuration', () => {
    expect(parseGrade('not-usable | wrong language')).toEqual({
      verdict: 'not-usable',
      reason: 'wrong language',
    });
    expect(parseGrade('Verdict: send-ready — fine')).toMatchObject({ verdict: 'send-ready' });
    expect(parseGrade('I think it is good')).toMatchObject({ verdict: 'failed' });
    expect(judgeFromEnv({})).toBeUndefined();
    expect(() => judgeFromEnv({ EVAL_JUDGE_MODEL: 'x' })).toThrow(/EVAL_JUDGE_PROVIDER/);
    expect(() => judgeFromEnv({ EVAL_JUDGE_PROVIDER: 'nope', EVAL_JUDGE_MODEL: 'x' })).toThrow(
      /must be one of/,
    );
  });
});
