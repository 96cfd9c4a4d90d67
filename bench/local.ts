/**
 * Local engine bench (issue #15): what AI_PROVIDER=local costs on this machine.
 *
 *   npm run bench:local [-- --threads N] [--rounds N] [--tokens N]
 *
 * For the configured model (LOCAL_MODEL in LOCAL_MODELS_DIR, as the backend resolves it), or the tiny
 * generated test model when that file is missing (said in the output): load time, time to first token and
 * tokens per second of a reply to a ~300-word email, peak RSS; the same with 4 requests at once
 * (LOCAL_CONTEXTS contexts, 4 when unset); and what the SSE route adds to the first token: the app runs in
 * this process with the engine, as in the server, and each round times the first chunk event through
 * POST /api/outlook/prompt-stream against the first text straight from the engine. Targets (issue #15):
 * first token ≤ 200 ms on the tiny model, route ≤ 5 ms added (p50); exits 1 when one is missed.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AiEngine, TemplateRequest } from '../server/src/ai/engine';
import { sharedLlama } from '../server/src/ai/local/llama';
import { createLocalEngine, type LocalEngine } from '../server/src/ai/localEngine';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/index';
import { writeTinyGguf } from '../test/server/ai/local/tinyGguf';
import { BENCH_REQUEST, routeBody, SHORT_REQUEST } from './localEmail';
import { median, ms, table } from './localReport';

const TINY_FIRST_TOKEN_MS = 200;
const ROUTE_ADDED_MS = 5;
const CONCURRENT = 4;
const SINGLE_ROUNDS = 3;

const { values: flags } = parseArgs({
  options: {
    // The server's default: every core (LocalEngineOptions.threads).
    threads: { type: 'string', default: String(availableParallelism()) },
    rounds: { type: 'string', default: '20' },
    tokens: { type: 'string', default: '200' },
  },
});
const threads = Number(flags.threads);
const rounds = Number(flags.rounds);
const maxOutputTokens = Number(flags.tokens);

// The backend's own reading of the LOCAL_* variables (path resolution, contexts, context size).
const localEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name.startsWith('LOCAL_')),
);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SQLITE_PATH: ':memory:',
  RATE_LIMIT_MAX: '1000000',
  ...localEnv,
});
const { local } = config.ai;
const concurrentContexts = process.env.LOCAL_CONTEXTS?.trim() ? local.contexts : CONCURRENT;

const tinyDir = mkdtempSync(join(tmpdir(), 'plume-bench-local-'));
const configured = statSync(local.modelPath, { throwIfNoEntry: false })?.isFile() ?? false;
const modelPath = configured ? local.modelPath : join(tinyDir, 'tiny.gguf');
if (!configured) writeTinyGguf(modelPath);

const engines: LocalEngine[] = [];
const engine = (contexts: number, tokens = maxOutputTokens) => {
  const created = createLocalEngine({
    modelPath,
    contexts,
    contextSize: local.contextSize,
    threads,
    maxOutputTokens: tokens,
    stallMs: 120_000,
    totalMs: 600_000,
    queueTimeoutMs: 600_000,
  });
  engines.push(created);
  return created;
};

interface Answer {
  firstMs: number;
  totalMs: number;
  text: string;
}

/** One reply read to its end, timed from the call: the first text, and the whole answer. */
async function answer(ai: AiEngine, request: TemplateRequest = BENCH_REQUEST): Promise<Answer> {
  const started = performance.now();
  let firstMs: number | undefined;
  let text = '';
  for await (const delta of ai.template(request, new AbortController().signal)) {
    firstMs ??= performance.now() - started;
    text += delta;
  }
  return { firstMs: firstMs ?? Number.NaN, totalMs: performance.now() - started, text };
}

/** Milliseconds for every context of the engine to be ready: the model and its contexts load on first use. */
async function load(ai: LocalEngine, contexts: number): Promise<number> {
  const started = performance.now();
  const leases = await Promise.all(
    Array.from({ length: contexts }, () => ai.pool.acquire(new AbortController().signal)),
  );
  const elapsed = performance.now() - started;
  leases.forEach((lease) => lease.release());
  return elapsed;
}

/**
 * Tokens read and written so far by every context of the engine (llama.cpp's own meters): counting the
 * text's tokens again would not do, since a model's tokenizer may split its own output differently.
 */
async function usage(ai: LocalEngine, contexts: number): Promise<{ input: number; output: number }> {
  const leases = await Promise.all(
    Array.from({ length: contexts }, () => ai.pool.acquire(new AbortController().signal)),
  );
  const meters = leases.map((lease) => lease.sequence.tokenMeter);
  leases.forEach((lease) => lease.release());
  return {
    input: meters.reduce((sum, meter) => sum + meter.usedInputTokens, 0),
    output: meters.reduce((sum, meter) => sum + meter.usedOutputTokens, 0),
  };
}

const rssMb = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;

/** Milliseconds to the first chunk event of the route's SSE stream; the body is read to its end (keep-alive). */
async function firstChunkThroughRoute(url: string, request: TemplateRequest): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench', 'x-user-id': 'bench' },
    body: JSON.stringify(routeBody(request)),
  });
  if (!response.ok || response.body === null) throw new Error(`${url}: HTTP ${response.status}`);
  const decoder = new TextDecoder();
  let seen = '';
  let first: number | undefined;
  for await (const bytes of response.body) {
    if (first !== undefined) continue;
    seen += decoder.decode(bytes, { stream: true });
    if (/"type":"chunk"/.test(seen)) first = performance.now() - started;
  }
  if (first === undefined) throw new Error(`${url}: the stream ended without a chunk`);
  return first;
}

type Rows = [string, string][];

/** One request at a time: the first after the load, then warm ones. Returns the median first token. */
async function oneAtATime(rows: Rows): Promise<number> {
  const single = engine(1);
  rows.push(['model load (1 context)', ms(await load(single, 1))]);
  const answers: Answer[] = [];
  for (let round = 0; round < SINGLE_ROUNDS; round++) answers.push(await answer(single));
  const perAnswer = (count: number) => (count / SINGLE_ROUNDS).toFixed(0);
  const singleTokens = await usage(single, 1);
  // Tokens after the first, over the time after the first: the pace the reader sees the text come.
  const decodeMs = answers.reduce((sum, a) => sum + a.totalMs - a.firstMs, 0);
  const firstTokenMs = median(answers.map((a) => a.firstMs));
  rows.push(
    [
      'prompt / answer tokens (mean)',
      `${perAnswer(singleTokens.input)} / ${perAnswer(singleTokens.output)} (cap ${maxOutputTokens})`,
    ],
    ['first token, first request', ms(answers[0]?.firstMs ?? Number.NaN)],
    [`first token (median of ${SINGLE_ROUNDS})`, ms(firstTokenMs)],
    ['tokens/s, 1 request', `${((singleTokens.output - answers.length) / (decodeMs / 1000)).toFixed(1)}`],
    ['peak RSS', rssMb()],
  );
  await single.dispose();
  return firstTokenMs;
}

/** Four requests at once on `concurrentContexts` contexts (the others wait in line). */
async function fourAtOnce(rows: Rows): Promise<void> {
  const many = engine(concurrentContexts);
  rows.push([`model load (${concurrentContexts} contexts)`, ms(await load(many, concurrentContexts))]);
  const wall = performance.now();
  const together = await Promise.all(Array.from({ length: CONCURRENT }, () => answer(many)));
  const wallMs = performance.now() - wall;
  const togetherTokens = (await usage(many, concurrentContexts)).output;
  rows.push(
    [
      `first token, ${CONCURRENT} at once (median / max)`,
      `${ms(median(together.map((a) => a.firstMs)))} / ${ms(Math.max(...together.map((a) => a.firstMs)))}`,
    ],
    [`tokens/s, ${CONCURRENT} at once (all together)`, `${(togetherTokens / (wallMs / 1000)).toFixed(1)}`],
    ['peak RSS', rssMb()],
  );
  await many.dispose();
}

/** The route against the engine straight, paired and alternating so machine load hits both alike. */
async function routeOverhead(rows: Rows): Promise<number> {
  const routed = engine(1, 8);
  await load(routed, 1);
  const app = await buildApp({
    config,
    logger: false,
    aiEngine: routed,
    tokenVerifier: { verify: async (token) => ({ uid: token }) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/outlook/prompt-stream`;
  const direct: number[] = [];
  const route: number[] = [];
  const added: number[] = [];
  try {
    await answer(routed, SHORT_REQUEST);
    await firstChunkThroughRoute(url, SHORT_REQUEST);
    for (let round = 0; round < rounds; round++) {
      // Which goes first swaps every round: a request that follows another can find the CPU in another state.
      const straightFirst = round % 2 === 0;
      const straight0 = straightFirst ? (await answer(routed, SHORT_REQUEST)).firstMs : undefined;
      const through = await firstChunkThroughRoute(url, SHORT_REQUEST);
      const straight = straight0 ?? (await answer(routed, SHORT_REQUEST)).firstMs;
      direct.push(straight);
      route.push(through);
      added.push(through - straight);
    }
  } finally {
    await app.close();
  }
  const addedMs = median(added);
  rows.push(
    ['short email: first token from the engine (p50)', ms(median(direct))],
    ['short email: first chunk through the route (p50)', ms(median(route))],
    ['added by the route (p50 of pairs)', ms(addedMs)],
  );
  return addedMs;
}

async function main(): Promise<number> {
  const rows: Rows = [];
  const started = performance.now();
  await sharedLlama();
  rows.push(['llama.cpp binding load', ms(performance.now() - started)]);
  const firstTokenMs = await oneAtATime(rows);
  await fourAtOnce(rows);
  const addedMs = await routeOverhead(rows);

  const model = configured ? local.modelPath : `the tiny generated test model (${modelPath})`;
  console.log(`Local engine bench: ${model}`);
  if (!configured) console.log(`  (${local.modelPath} not found: npm run model:pull downloads it)`);
  console.log(
    `  ${threads} threads, context ${local.contextSize} tokens, answers capped at ${maxOutputTokens} tokens, ${rounds} route rounds\n`,
  );
  console.log(table(rows));

  const checks: [string, boolean][] = [
    [`route adds ≤ ${ROUTE_ADDED_MS} ms (${ms(addedMs)})`, addedMs <= ROUTE_ADDED_MS],
  ];
  if (!configured)
    checks.push([
      `first token ≤ ${TINY_FIRST_TOKEN_MS} ms on the tiny model, 300-word email (${ms(firstTokenMs)})`,
      firstTokenMs <= TINY_FIRST_TOKEN_MS,
    ]);
  console.log('');
  for (const [label, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'}: ${label}`);
  return checks.every(([, pass]) => pass) ? 0 : 1;
}

try {
  process.exitCode = await main();
} finally {
  await Promise.all(engines.map((e) => e.dispose()));
  rmSync(tinyDir, { recursive: true, force: true });
}
