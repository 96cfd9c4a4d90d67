import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { createFakeContext } from '../../helpers/fakePorts';

let store: AppStore | undefined;
afterEach(() => {
  store?.rootTask.cancel();
  vi.useRealTimers();
});

describe('health saga', () => {
  it('polls /api/health in preview mode and follows the backend going and coming back', async () => {
    vi.useFakeTimers();
    const fake = createFakeContext({ config: { previewMode: true, healthPollMs: 5000 } });
    store = createAppStore(fake.context);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().shell.backend).toBe('connected');
    fake.api.healthy = false;
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.getState().shell.backend).toBe('connected');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().shell.backend).toBe('disconnected');
    fake.api.healthy = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().shell.backend).toBe('connected');
  });

  it('does nothing outside preview mode', async () => {
    vi.useFakeTimers();
    const fake = createFakeContext({ config: { previewMode: false } });
    const health = vi.spyOn(fake.api, 'health');
    store = createAppStore(fake.context);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(health).not.toHaveBeenCalled();
    expect(store.getState().shell.backend).toBe('unknown');
  });
});
