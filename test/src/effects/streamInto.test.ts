import { configureStore, createAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { call } from 'redux-saga/effects';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamInto, type StreamOutcome } from '../../../src/effects/streamInto';
import { createFakeContext } from '../helpers/fakePorts';

const deltas = createAction<string>('test/deltas');

afterEach(() => vi.useRealTimers());

function run(frames: { nextFrame(): Promise<void> }) {
  const fake = createFakeContext();
  fake.identity.emit({ uid: 'u', email: 'u@x.fr', emailVerified: false, displayName: null });
  fake.ports.frames = frames;
  const updates: string[] = [];
  const saga = createSagaMiddleware({ context: { ...fake.context } });
  configureStore({
    reducer: (state: null = null, action) => {
      if (deltas.match(action)) updates.push(action.payload);
      return state;
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  let outcome: StreamOutcome | undefined;
  const task = saga.run(function* () {
    outcome = yield call(streamInto, { path: '/x', body: { a: 1 }, onDeltas: deltas });
  });
  return { fake, updates, task, outcome: () => outcome };
}

describe('streamInto', () => {
  it('commits at most one update per frame, with everything that arrived in it', async () => {
    let releaseFrame: () => void = () => undefined;
    const frames = { nextFrame: () => new Promise<void>((resolve) => (releaseFrame = resolve)) };
    const { fake, updates, outcome } = run(frames);
    await Promise.resolve();
    const stream = fake.api.lastStream;
    expect(stream.body).toEqual({ a: 1 });
    stream.push('Bon', 'jour', ' ');
    await Promise.resolve();
    stream.push('Claire');
    expect(updates).toEqual([]);
    releaseFrame();
    await vi.waitFor(() => expect(updates).toEqual(['Bonjour Claire']));
    stream.push('!');
    stream.finish('Bonjour Claire!');
    await Promise.resolve();
    releaseFrame();
    await vi.waitFor(() =>
      expect(outcome()).toEqual({
        ok: true,
        result: { fullText: 'Bonjour Claire!', metadata: { fullText: 'Bonjour Claire!' } },
      }),
    );
    expect(updates).toEqual(['Bonjour Claire', '!']);
  });

  it('at 200 tokens/s with 60 frames/s, dispatches no more than one update per frame', async () => {
    vi.useFakeTimers();
    const frames = { nextFrame: () => new Promise<void>((resolve) => setTimeout(resolve, 1000 / 60)) };
    const { fake, updates, outcome } = run(frames);
    await vi.advanceTimersByTimeAsync(0);
    const stream = fake.api.lastStream;
    for (let token = 0; token < 200; token += 1) {
      stream.push(`t${token} `);
      await vi.advanceTimersByTimeAsync(5);
    }
    stream.finish('done');
    await vi.advanceTimersByTimeAsync(100);
    expect(outcome()?.ok).toBe(true);
    expect(updates.join('')).toBe(Array.from({ length: 200 }, (_, i) => `t${i} `).join(''));
    expect(updates.length).toBeLessThanOrEqual(61); // 1 s of streaming at 60 frames per second
  });

  it('returns the error of a failed stream', async () => {
    const { fake, outcome } = run({ nextFrame: () => Promise.resolve() });
    await Promise.resolve();
    fake.api.lastStream.fail(new Error('boom'));
    await vi.waitFor(() => expect(outcome()).toMatchObject({ ok: false, error: new Error('boom') }));
  });

  it('aborts the request when cancelled', async () => {
    const { fake, task } = run({ nextFrame: () => Promise.resolve() });
    await Promise.resolve();
    task.cancel();
    expect(fake.api.lastStream.aborted).toBe(true);
  });
});
