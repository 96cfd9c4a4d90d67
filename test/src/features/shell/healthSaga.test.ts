import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { shellActions } from '../../../../src/features/shell/shellSlice';
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

  it('records the engine each answer names, and keeps it while the backend is away', async () => {
    vi.useFakeTimers();
    const fake = createFakeContext({ config: { previewMode: true, healthPollMs: 5000 } });
    store = createAppStore(fake.context);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().shell.engine).toBe('preview');
    fake.api.healthy = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().shell).toMatchObject({ backend: 'disconnected', engine: 'preview' });
  });

  it('outside preview mode, asks for the engine only when Paramètres opens', async () => {
    vi.useFakeTimers();
    const fake = createFakeContext({ config: { previewMode: false } });
    const health = vi.spyOn(fake.api, 'health');
    store = createAppStore(fake.context);
    store.dispatch(shellActions.settingsOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(health).toHaveBeenCalledTimes(1);
    expect(store.getState().shell).toMatchObject({ backend: 'unknown', engine: 'preview' });
    // A backend that does not answer leaves the engine last known.
    fake.api.healthy = false;
    store.dispatch(shellActions.settingsClosed());
    store.dispatch(shellActions.settingsOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(health).toHaveBeenCalledTimes(2);
    expect(store.getState().shell.engine).toBe('preview');
  });
});
