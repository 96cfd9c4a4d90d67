// Store updates per streamed token in the add-in: the real streamInto saga and a real Redux store,
// fed 200 tokens per second for 3 seconds while frames tick at 60 per second (requestAnimationFrame's
// pace). Target: at most one store update per frame.
import { configureStore, createAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { call } from 'redux-saga/effects';
import { streamInto } from '../src/effects/streamInto';
import type { Ports, StreamOptions, StreamResult } from '../src/services/ports';

const TOKENS_PER_SECOND = 200;
const SECONDS = 3;
const FRAME_MS = 1000 / 60;

const deltas = createAction<string>('bench/deltas');
let updates = 0;
let received = '';

let feed: StreamOptions | undefined;
let finish: ((result: StreamResult) => void) | undefined;
const api = {
  stream: (_path: string, _body: unknown, options: StreamOptions) =>
    new Promise<StreamResult>((resolve) => {
      feed = options;
      finish = resolve;
    }),
} as unknown as Ports['api'];
const frames = { nextFrame: () => new Promise<void>((resolve) => setTimeout(resolve, FRAME_MS)) };

const sagaMiddleware = createSagaMiddleware({ context: { ports: { api, frames } } });
const store = configureStore({
  reducer: (state: number = 0, action) => (deltas.match(action) ? state + 1 : state),
  middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
});
store.subscribe(() => (updates += 1));
const task = sagaMiddleware.run(function* bench() {
  yield call(streamInto, {
    path: '/bench',
    body: {},
    onDeltas: (text: string) => {
      received += text;
      return deltas(text);
    },
  });
});

const total = TOKENS_PER_SECOND * SECONDS;
const started = performance.now();
for (let token = 0; token < total; token += 1) {
  feed!.onDelta(`token${token} `);
  await new Promise((resolve) => setTimeout(resolve, 1000 / TOKENS_PER_SECOND));
}
finish!({ fullText: received, metadata: {} });
await task.toPromise();
const seconds = (performance.now() - started) / 1000;
const frameCount = seconds * 60;

const expected = Array.from({ length: total }, (_, i) => `token${i} `).join('');
console.log('Store updates per streamed token (add-in, streamInto)');
console.log(`  ${total} tokens at ${TOKENS_PER_SECOND}/s over ${seconds.toFixed(2)} s`);
console.log(
  `  ${updates} store updates: ${(updates / total).toFixed(3)} per token, ${(updates / frameCount).toFixed(2)} per frame (target ≤ 1)`,
);
if (received !== expected) {
  console.error('  text mismatch: the batched deltas lost or reordered tokens');
  process.exitCode = 1;
} else if (updates > Math.ceil(frameCount) + 1) {
  console.error('  over budget');
  process.exitCode = 1;
} else console.log('  pass');
