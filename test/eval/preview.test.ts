import { describe, expect, it } from 'vitest';
import { createEngine } from '../../server/src/ai/createEngine';
import { loadConfig } from '../../server/src/config/index';
import { BUILT_IN_CASES, loadCases } from '../../eval/cases';
import { runEval } from '../../eval/run';
import { formatScorecard } from '../../eval/scorecard';

/**
 * The preview engine's score on the built-in set must not fall below this (% of checks passed). Measured:
 * 95.3 % (327/343) when the harness was written, 96.8 % (332/343) with the refine rework, 98.5 %
 * (338/343) with the summary and spelling fixes; the margin absorbs a few checks moving as the preview
 * engine changes. Raise it with the score.
 */
const PREVIEW_THRESHOLD = 96;

describe('npm run eval on the preview engine', () => {
  it(`scores at least ${PREVIEW_THRESHOLD} % of the built-in checks, without any case failing to run`, async () => {
    const config = loadConfig({ AI_PROVIDER: 'preview', AI_PREVIEW_DELAY_MS: '0' });
    const engine = createEngine(config.ai);
    const cases = await loadCases(BUILT_IN_CASES);
    const scorecard = await runEval({ cases, engine });
    const printed = formatScorecard(scorecard);
    expect(scorecard.errors, printed).toBe(0);
    expect(scorecard.cases).toBe(cases.length);
    expect(scorecard.overall.rate, printed).toBeGreaterThanOrEqual(PREVIEW_THRESHOLD);
    expect(printed.split('\n').at(-1)).toMatch(/^eval: \d+\/\d+ checks passed \(\d+\.\d %\)$/);
  }, 60_000);
});
