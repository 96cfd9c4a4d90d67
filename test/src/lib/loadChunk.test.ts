import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from '../../../src/lib/loadChunk';

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 120 s (SPEC §9) by default', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the module and leaves no timer behind', async () => {
    const module = { default: 'screen' };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed import (rejected or thrown) into a "failed" ChunkLoadError with its cause', async () => {
    const network = new TypeError('Failed to fetch dynamically imported module');
    const rejected = loadChunk(() => Promise.reject(network));
    await expect(rejected).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(rejected).rejects.toMatchObject({ reason: 'failed', cause: network });
    const thrown = loadChunk(() => {
      throw network;
    });
    await expect(thrown).rejects.toMatchObject({ reason: 'failed', cause: network });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times out after 120 s, not before, and ignores a late answer', async () => {
    let arrive: (module: string) => void = () => undefined;
    const settled = vi.fn();
    const loading = loadChunk(() => new Promise<string>((resolve) => (arrive = resolve)));
    loading.then(settled, settled);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError', reason: 'timedOut' });
    arrive('too late');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('takes a shorter time-out when given one', async () => {
    const loading = loadChunk(() => new Promise(() => undefined), 50);
    const outcome = expect(loading).rejects.toMatchObject({ reason: 'timedOut' });
    await vi.advanceTimersByTimeAsync(50);
    await outcome;
  });
});
