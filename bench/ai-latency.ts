/**
 * AI streaming latency bench: how much first-token latency the backend adds on top of the model's.
 *
 *   npx tsx bench/ai-latency.ts [requests]
 *
 * Three processes, as in production: this client, the real app (a real provider, openai-compatible), and
 * the fake model server of the tests. Each round measures, from the client, the time to the first text
 * chunk straight from the fake model, then the time to the first chunk event through
 * POST /api/outlook/prompt-stream. The difference is what the backend adds: one more HTTP hop, auth,
 * validation, prompt building, the AI SDK and the SSE relay. Auth goes through the Firebase Auth emulator
 * when FIREBASE_AUTH_EMULATOR_HOST is set (a real token check per request), an in-process verifier
 * otherwise. Prints p50/p95 and exits 1 when the added p50 exceeds 5 ms.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/index';
import { startFakeUpstream } from '../test/server/ai/fakeUpstream';

const TARGET_P50_MS = 5;
const WARM_UP = 20;
const SERVE = '--serve';
const UPSTREAM = '--upstream';
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;

/** The backend process: the app on a free port, its port sent to the parent, closed when the parent goes. */
async function serve(upstreamUrl: string): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: ':memory:',
    RATE_LIMIT_MAX: '1000000',
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_BASE_URL: upstreamUrl,
    ...(emulator === undefined ? {} : { FIREBASE_AUTH_EMULATOR_HOST: emulator }),
  });
  // Without the emulator, the token is the uid: the bench measures the AI path, not Firebase.
  const tokenVerifier =
    emulator === undefined ? { verify: async (token: string) => ({ uid: token }) } : undefined;
  const app = await buildApp({
    config,
    logger: false,
    ...(tokenVerifier === undefined ? {} : { tokenVerifier }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
  process.once('disconnect', () => void app.close());
}

/**
 * Milliseconds until `isFirst` accepts an SSE data payload. The body is still read to its end, as the
 * add-in does: cancelling would drop the keep-alive connections (client to backend, backend to model) and
 * bill the backend for reconnecting on every round.
 */
async function timeToFirst(
  url: string,
  init: RequestInit,
  isFirst: (data: string) => boolean,
): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || response.body === null) throw new Error(`${url}: HTTP ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let first: number | undefined;
  for await (const bytes of response.body) {
    if (first !== undefined) continue;
    buffer += decoder.decode(bytes, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0 && first === undefined; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data !== undefined && isFirst(data.slice('data: '.length))) first = performance.now() - started;
    }
  }
  if (first === undefined) throw new Error(`${url}: the stream ended without a first chunk`);
  return first;
}

const upstreamHasText = (data: string) => {
  if (data === '[DONE]') return false;
  const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
  return (chunk.choices?.[0]?.delta?.content ?? '') !== '';
};
const backendHasChunk = (data: string) => (JSON.parse(data) as { type: string }).type === 'chunk';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** An account and its token: a real emulator account when configured, else a uid used as its own token. */
async function identity(): Promise<{ uid: string; token: string }> {
  if (emulator === undefined) return { uid: 'bench-user', token: 'bench-user' };
  const { signUp } = await import('../test/server/helpers/emulator');
  const user = await signUp();
  return { uid: user.uid, token: user.idToken };
}

/** The fake model process: a short reply streamed at once, since the bench measures overhead, not the model. */
async function upstreamProcess(): Promise<void> {
  const upstream = await startFakeUpstream({ kind: 'text', deltas: ['Bonjour', ' Marie,', '\n\nMerci.'] });
  process.send?.({ url: upstream.baseUrl });
  process.once('disconnect', () => void upstream.close());
}

/** Starts this file in another role (same runtime flags, tsx's loader included) and waits for its address. */
async function spawnRole(args: string[]): Promise<{ child: ChildProcess; message: Record<string, unknown> }> {
  const child = fork(import.meta.filename, args);
  const message = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('message', (value) => resolve(value as Record<string, unknown>));
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with code ${code}`)));
  });
  return { child, message };
}

async function drive(rounds: number): Promise<number> {
  const { uid, token } = await identity();
  const upstream = await spawnRole([UPSTREAM]);
  const upstreamUrl = String(upstream.message.url);
  const server = await spawnRole([SERVE, upstreamUrl]);
  const backend = `http://127.0.0.1:${String(server.message.port)}`;

  const direct = () =>
    timeToFirst(
      `${upstreamUrl}/chat/completions`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'fake-model',
          stream: true,
          messages: [{ role: 'user', content: 'Bonjour' }],
        }),
      },
      upstreamHasText,
    );
  const viaBackend = () =>
    timeToFirst(
      `${backend}/api/outlook/prompt-stream`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-user-id': uid },
        body: JSON.stringify({
          tone: 'professional',
          language: 'fr',
          subject: 'Réunion',
          from: 'Marie Dupont <marie@example.com>',
          body: 'Pouvez-vous confirmer jeudi ?',
          conversationHistory: '',
        }),
      },
      backendHasChunk,
    );

  try {
    for (let round = 0; round < WARM_UP; round++) {
      await direct();
      await viaBackend();
    }
    const directTimes: number[] = [];
    const backendTimes: number[] = [];
    const added: number[] = [];
    // Paired rounds, alternating, so drift in machine load hits both sides alike.
    for (let round = 0; round < rounds; round++) {
      const straight = await direct();
      const through = await viaBackend();
      directTimes.push(straight);
      backendTimes.push(through);
      added.push(through - straight);
    }
    const p50 = percentile(added, 50);
    const auth = emulator === undefined ? 'in-process verifier' : `Firebase Auth emulator at ${emulator}`;
    console.log(`AI first-token latency over ${rounds} requests (${WARM_UP} warm-up), auth: ${auth}\n`);
    const row = (label: string, values: number[]) =>
      console.log(
        `  ${label.padEnd(32)} p50 ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}`,
      );
    row('direct from the fake upstream', directTimes);
    row('through the backend', backendTimes);
    row('added by the backend', added);
    const pass = p50 <= TARGET_P50_MS;
    console.log(`\n${pass ? 'PASS' : 'FAIL'}: added p50 ${ms(p50)} (target ≤ ${TARGET_P50_MS} ms)`);
    return pass ? 0 : 1;
  } finally {
    server.child.disconnect();
    upstream.child.disconnect();
  }
}

const role = process.argv[2];
const run =
  role === UPSTREAM
    ? upstreamProcess().then(() => undefined)
    : role === SERVE
      ? serve(process.argv[3] ?? '').then(() => undefined)
      : drive(Number(role ?? 200));
run.then(
  (code) => {
    if (code !== undefined) process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
