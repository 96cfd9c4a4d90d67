import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { POPUP_POLL_MS, POPUP_SIZE, STATUS_RECHECK_MS } from '../../../../src/features/outlook/outlookSaga';
import { outlookActions } from '../../../../src/features/outlook/outlookSlice';
import { shellActions } from '../../../../src/features/shell/shellSlice';
import { ApiError, type AuthUser } from '../../../../src/services/ports';
import { createFakeContext } from '../../helpers/fakePorts';

const AUTH_URL = 'http://127.0.0.1:8000/api/outlook/auth/preview-consent?state=s-1';
const ME: AuthUser = { uid: 'u1', email: 'me@example.com', emailVerified: false, displayName: null };

let store: AppStore | undefined;
afterEach(() => {
  store?.rootTask.cancel();
  vi.useRealTimers();
});

const flush = () => vi.advanceTimersByTimeAsync(0);

/** A signed-in user and a scripted backend: each Outlook endpoint answers its value, or throws it. */
async function start(user: AuthUser = ME) {
  vi.useFakeTimers();
  const fake = createFakeContext();
  const server = {
    status: { authenticated: false, valid: false, lastSync: null } as unknown,
    login: { auth_url: AUTH_URL } as unknown,
    revoke: { success: true, message: 'Outlook disconnected' } as unknown,
  };
  fake.api.respond = (call) => {
    const answer =
      call.path === '/outlook/auth/status'
        ? server.status
        : call.path === '/outlook/auth/login'
          ? server.login
          : call.path === '/outlook/auth/revoke_access'
            ? server.revoke
            : new ApiError('http', 'Not found', { status: 404 }); // profile and preferences: none yet
    if (answer instanceof Error) throw answer;
    return answer;
  };
  store = createAppStore(fake.context);
  fake.identity.emit(user);
  await flush();
  const s = store;
  const calls = (path: string) => fake.api.calls.filter((call) => call.path === path);
  const statusChecks = () => calls('/outlook/auth/status').length;
  const openSettings = async () => {
    s.dispatch(shellActions.settingsOpened());
    await flush();
  };
  return {
    ...fake,
    store: s,
    server,
    calls,
    statusChecks,
    openSettings,
    outlook: () => s.getState().outlook,
  };
}

const connectedStatus = (lastSync: string | null = null) => ({ authenticated: true, valid: true, lastSync });

describe('Outlook status check', () => {
  it('checks when the settings dialog opens for a user with an email', async () => {
    const t = await start();
    expect(t.statusChecks()).toBe(0);
    t.server.status = connectedStatus('2026-01-05T10:00:00Z');
    await t.openSettings();
    expect(t.calls('/outlook/auth/status')).toEqual([
      { method: 'GET', path: '/outlook/auth/status', body: undefined },
    ]);
    expect(t.outlook()).toEqual({ status: 'connected', lastSync: '2026-01-05T10:00:00.000Z', error: null });
  });

  it('reads authenticated but not valid as not connected', async () => {
    const t = await start();
    t.server.status = { authenticated: true, valid: false, lastSync: null };
    await t.openSettings();
    expect(t.outlook()).toEqual({ status: 'notConnected', lastSync: null, error: null });
  });

  it('does not check for a user without an email (the panel does not show)', async () => {
    const t = await start({ ...ME, email: null });
    await t.openSettings();
    expect(t.statusChecks()).toBe(0);
    expect(t.outlook().status).toBe('idle');
  });

  it.each([
    [
      'an HTTP error',
      new ApiError('http', 'Internal Server Error', { status: 500 }),
      'outlook.errors.checkFailed',
    ],
    ['an unreadable answer', { hello: 'world' }, 'outlook.errors.checkFailed'],
    ['a network failure', new ApiError('network', 'Failed to fetch'), 'outlook.errors.checkNetwork'],
  ])('reports %s in the error state', async (_what, answer, key) => {
    const t = await start();
    t.server.status = answer;
    await t.openSettings();
    expect(t.outlook()).toMatchObject({ status: 'error', error: { kind: 'error', key } });
  });

  it('Actualiser checks again', async () => {
    const t = await start();
    await t.openSettings();
    expect(t.outlook().status).toBe('notConnected');
    t.server.status = connectedStatus();
    t.store.dispatch(outlookActions.checkRequested());
    await flush();
    expect(t.statusChecks()).toBe(2);
    expect(t.outlook().status).toBe('connected');
  });
});

describe('Connecter Outlook', () => {
  async function notConnected() {
    const t = await start();
    await t.openSettings();
    expect(t.outlook().status).toBe('notConnected');
    return t;
  }

  it('opens the auth URL in a 500×600 popup, polls every second until it closes, re-checks 1 s later', async () => {
    expect(POPUP_SIZE).toEqual({ width: 500, height: 600 });
    expect([POPUP_POLL_MS, STATUS_RECHECK_MS]).toEqual([1000, 1000]);
    const t = await notConnected();
    t.store.dispatch(outlookActions.connectRequested());
    await flush();
    expect(t.calls('/outlook/auth/login')).toHaveLength(1);
    expect(t.popup.windows).toHaveLength(1);
    expect(t.popup.last.url).toBe(AUTH_URL);
    expect(t.popup.last.size).toEqual({ width: 500, height: 600 });
    expect(t.outlook().status).toBe('connecting');
    const isClosed = vi.spyOn(t.popup.last, 'isClosed');

    // The user takes five seconds over the consent page: one look per second, no status call.
    t.server.status = connectedStatus();
    await vi.advanceTimersByTimeAsync(5000);
    expect(isClosed).toHaveBeenCalledTimes(5);
    expect(t.statusChecks()).toBe(1);
    expect(t.outlook().status).toBe('connecting');

    // Allowed: the callback page closes the window. The next poll sees it; the re-check waits 1 s more.
    t.popup.last.closeByUser();
    await vi.advanceTimersByTimeAsync(999);
    expect(isClosed).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(isClosed).toHaveBeenCalledTimes(6);
    expect(t.statusChecks()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(t.statusChecks()).toBe(1);
    expect(t.outlook().status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.statusChecks()).toBe(2);
    expect(t.outlook()).toEqual({ status: 'connected', lastSync: null, error: null });
    expect(t.popup.last.closedByApp).toBe(false);
  });

  it('ends not connected, without an error, when the user denies consent', async () => {
    const t = await notConnected();
    t.store.dispatch(outlookActions.connectRequested());
    await flush();
    t.popup.last.closeByUser();
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS + STATUS_RECHECK_MS);
    expect(t.statusChecks()).toBe(2);
    expect(t.outlook()).toEqual({ status: 'notConnected', lastSync: null, error: null });
  });

  it('says so when the browser blocks the popup, and checks nothing more', async () => {
    const t = await notConnected();
    t.popup.blocked = true;
    t.store.dispatch(outlookActions.connectRequested());
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.outlook()).toEqual({
      status: 'notConnected',
      lastSync: null,
      error: { kind: 'error', key: 'outlook.errors.popupBlocked' },
    });
    expect(t.statusChecks()).toBe(1);
  });

  it.each([
    [
      'an HTTP error',
      new ApiError('http', 'Internal Server Error', { status: 500 }),
      'outlook.errors.authUrlFailed',
    ],
    ['an answer without auth_url', { url: AUTH_URL }, 'outlook.errors.authUrlFailed'],
    ['a network failure', new ApiError('network', 'Failed to fetch'), 'outlook.errors.connectNetwork'],
  ])('reports %s from the login endpoint, without opening a popup', async (_what, answer, key) => {
    const t = await notConnected();
    t.server.login = answer;
    t.store.dispatch(outlookActions.connectRequested());
    await flush();
    expect(t.popup.windows).toHaveLength(0);
    expect(t.outlook()).toMatchObject({ status: 'notConnected', error: { key } });
  });

  it('reports a browser that refuses to open windows at all', async () => {
    const t = await notConnected();
    t.popup.failure = new Error('window.open is not allowed here');
    t.store.dispatch(outlookActions.connectRequested());
    await flush();
    expect(t.outlook()).toMatchObject({
      status: 'notConnected',
      error: { key: 'outlook.errors.connectFailed' },
    });
  });

  it('closes the popup and stops polling when the user signs out meanwhile', async () => {
    const t = await notConnected();
    t.store.dispatch(outlookActions.connectRequested());
    await flush();
    const popupWindow = t.popup.last;
    await t.identity.signOut();
    await flush();
    expect(popupWindow.closedByApp).toBe(true);
    expect(t.outlook().status).toBe('idle');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.statusChecks()).toBe(1);
  });

  it('ignores a second Connecter while the first is under way', async () => {
    const t = await notConnected();
    t.store.dispatch(outlookActions.connectRequested());
    t.store.dispatch(outlookActions.connectRequested());
    await flush();
    expect(t.calls('/outlook/auth/login')).toHaveLength(1);
    expect(t.popup.windows).toHaveLength(1);
  });
});

describe('Synchroniser and Déconnecter', () => {
  async function connected() {
    const t = await start();
    t.server.status = connectedStatus('2026-01-05T10:00:00Z');
    await t.openSettings();
    expect(t.outlook().status).toBe('connected');
    return t;
  }

  it('Synchroniser re-checks the status and sets the last sync to now', async () => {
    const t = await connected();
    vi.setSystemTime(new Date('2026-03-02T15:04:05.000Z'));
    t.store.dispatch(outlookActions.syncRequested());
    await flush();
    expect(t.statusChecks()).toBe(2);
    expect(t.outlook()).toEqual({ status: 'connected', lastSync: '2026-03-02T15:04:05.000Z', error: null });
  });

  it('Synchroniser finds the connection gone: "Outlook not connected. Please reconnect."', async () => {
    const t = await connected();
    t.server.status = { authenticated: true, valid: false, lastSync: null };
    t.store.dispatch(outlookActions.syncRequested());
    await flush();
    expect(t.outlook()).toMatchObject({
      status: 'notConnected',
      error: { kind: 'error', key: 'outlook.errors.notConnected' },
    });
  });

  it.each([
    ['a network failure', new ApiError('network', 'Failed to fetch'), 'outlook.errors.syncNetwork'],
    ['an HTTP error', new ApiError('http', 'Bad Gateway', { status: 502 }), 'outlook.errors.syncFailed'],
  ])('Synchroniser reports %s and stays connected', async (_what, answer, key) => {
    const t = await connected();
    t.server.status = answer;
    t.store.dispatch(outlookActions.syncRequested());
    await flush();
    expect(t.outlook()).toEqual({
      status: 'connected',
      lastSync: '2026-01-05T10:00:00.000Z',
      error: { kind: 'error', key },
    });
  });

  it('Déconnecter revokes access: not connected, last sync cleared', async () => {
    const t = await connected();
    t.store.dispatch(outlookActions.disconnectRequested());
    await flush();
    expect(t.calls('/outlook/auth/revoke_access')).toEqual([
      { method: 'DELETE', path: '/outlook/auth/revoke_access', body: undefined },
    ]);
    expect(t.outlook()).toEqual({ status: 'notConnected', lastSync: null, error: null });
  });

  it.each([
    [
      'success false with a message',
      { success: false, message: 'Token store busy' },
      'outlook.errors.server',
      { message: 'Token store busy' },
    ],
    ['success false alone', { success: false }, 'outlook.errors.disconnectFailed', undefined],
    [
      'an HTTP error',
      new ApiError('http', 'Revocation refused', { status: 500 }),
      'outlook.errors.server',
      { message: 'Revocation refused' },
    ],
    [
      'a network failure',
      new ApiError('network', 'Failed to fetch'),
      'outlook.errors.disconnectNetwork',
      undefined,
    ],
  ])('Déconnecter reports %s and stays connected', async (_what, answer, key, params) => {
    const t = await connected();
    t.server.revoke = answer;
    t.store.dispatch(outlookActions.disconnectRequested());
    await flush();
    expect(t.outlook()).toEqual({
      status: 'connected',
      lastSync: '2026-01-05T10:00:00.000Z',
      error: params ? { kind: 'error', key, params } : { kind: 'error', key },
    });
  });
});
