/**
 * npm run eval [-- --cases <file.jsonl>] [--out <file.json>] [--concurrency <n>]
 *
 * Runs the cases (default: eval/cases.jsonl) through the engine the environment configures (AI_PROVIDER,
 * AI_MODEL… as for the server; default the preview engine), prints the scorecard, ending with
 * `eval: N/M checks passed (P %)`, and writes it as JSON (default eval-results/scorecard.json). A
 * measurement, not a gate: exits 0 whatever the score, 2 on bad input (arguments, cases, configuration).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createEngine } from '../server/src/ai/createEngine';
import { loadConfig } from '../server/src/config/index';
import { BUILT_IN_CASES, loadCases } from './cases';
import { judgeFromEnv } from './judge';
import { runEval } from './run';
import { formatScorecard } from './scorecard';

export interface CliArgs {
  cases: string;
  out: string;
  concurrency: number;
}

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { cases: BUILT_IN_CASES, out: 'eval-results/scorecard.json', concurrency: 0 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const [name, inline] = flag.includes('=') ? flag.split(/=(.*)/s) : [flag, undefined];
    const value = () => {
      const found = inline ?? argv[++i];
      if (found === undefined || found === '') throw new Error(`${name} needs a value`);
      return found;
    };
    if (name === '--cases') args.cases = resolve(value());
    else if (name === '--out') args.out = value();
    else if (name === '--concurrency') {
      args.concurrency = Number(value());
      if (!Number.isInteger(args.concurrency) || args.concurrency < 1)
        throw new Error('--concurrency needs a positive integer');
    } else
      throw new Error(
        `unknown argument ${flag} (use --cases <file.jsonl>, --out <file.json>, --concurrency <n>)`,
      );
  }
  return args;
}

async function main(): Promise<number> {
  let args: CliArgs;
  let setup;
  try {
    args = parseArgs(process.argv.slice(2));
    const config = loadConfig(process.env);
    const engine = createEngine(config.ai);
    const judge = judgeFromEnv(process.env);
    const cases = await loadCases(args.cases);
    setup = { engine, judge, cases, preview: config.ai.provider === 'preview' };
  } catch (error) {
    console.error(`eval: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const { engine, judge, cases, preview } = setup;
  const concurrency = args.concurrency || (preview ? 1 : 4);
  console.error(
    `Running ${cases.length} cases on ${engine.name}${judge ? `, judged by ${judge.name}` : ''}…`,
  );
  const scorecard = await runEval({
    cases,
    engine,
    ...(judge ? { judge } : {}),
    concurrency,
    onCase: (result) => {
      const failed = result.checks.filter((check) => !check.pass).length;
      const status = result.error ? 'ERROR' : failed > 0 ? `${failed} failed` : 'ok';
      console.error(`  ${result.id}: ${status}`);
    },
  });
  mkdirSync(dirname(resolve(args.out)), { recursive: true });
  writeFileSync(resolve(args.out), `${JSON.stringify(scorecard, null, 2)}\n`);
  console.error(`Scorecard written to ${args.out}`);
  console.log(formatScorecard(scorecard));
  return 0;
}

process.exitCode = await main();
