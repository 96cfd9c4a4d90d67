import { describe, expect, it } from 'vitest';
import { authActions } from '../../../../src/features/auth/authSlice';
import {
  initialOutlookState,
  outlookActions as a,
  outlookReducer,
  type OutlookState,
} from '../../../../src/features/outlook/outlookSlice';

const oops = { kind: 'error', key: 'outlook.errors.checkFailed' } as const;
const SYNCED = '2026-01-05T10:00:00.000Z';

const idle = initialOutlookState;
const checking: OutlookState = { ...idle, status: 'checking' };
const connected: OutlookState = { status: 'connected', lastSync: SYNCED, error: null };
const notConnected: OutlookState = { status: 'notConnected', lastSync: null, error: oops };
const failed: OutlookState = { status: 'error', lastSync: SYNCED, error: oops };
const connecting: OutlookState = { status: 'connecting', lastSync: null, error: null };
const disconnecting: OutlookState = { ...connected, status: 'disconnecting' };
const syncing: OutlookState = { ...connected, status: 'syncing' };
const ALL = { idle, checking, connected, notConnected, failed, connecting, disconnecting, syncing };
type Name = keyof typeof ALL;
const NAMES = Object.keys(ALL) as Name[];

/** Every state not listed leaves the event without effect: the very same object comes back. */
function onlyIn(allowed: Name[], action: Parameters<typeof outlookReducer>[1]) {
  for (const name of NAMES.filter((n) => !allowed.includes(n)))
    expect(outlookReducer(ALL[name], action), `${action.type} in ${name}`).toBe(ALL[name]);
}

const status = (authenticated: boolean, valid: boolean, lastSync: string | null = null) => ({
  authenticated,
  valid,
  lastSync,
});

describe('Outlook connection machine', () => {
  it('checkRequested: any settled state → checking, the last error cleared', () => {
    for (const state of [idle, connected, notConnected, failed])
      expect(outlookReducer(state, a.checkRequested())).toMatchObject({ status: 'checking', error: null });
    onlyIn(['idle', 'connected', 'notConnected', 'failed'], a.checkRequested());
  });

  it('statusReceived: connected only when authenticated AND valid, from checking or connecting', () => {
    for (const state of [checking, connecting]) {
      expect(outlookReducer(state, a.statusReceived(status(true, true))).status).toBe('connected');
      expect(outlookReducer(state, a.statusReceived(status(true, false))).status).toBe('notConnected');
      expect(outlookReducer(state, a.statusReceived(status(false, true))).status).toBe('notConnected');
      expect(outlookReducer(state, a.statusReceived(status(false, false))).status).toBe('notConnected');
    }
    onlyIn(['checking', 'connecting'], a.statusReceived(status(true, true)));
  });

  it('keeps the later of the server last sync and the one of this session', () => {
    const known = { ...checking, lastSync: SYNCED };
    const later = '2026-01-06T08:00:00.000Z';
    expect(outlookReducer(known, a.statusReceived(status(true, true, later))).lastSync).toBe(later);
    expect(
      outlookReducer(known, a.statusReceived(status(true, true, '2025-12-01T00:00:00.000Z'))).lastSync,
    ).toBe(SYNCED);
    expect(outlookReducer(known, a.statusReceived(status(true, true, null))).lastSync).toBe(SYNCED);
    expect(outlookReducer(checking, a.statusReceived(status(true, true, later))).lastSync).toBe(later);
  });

  it('checkFailed: checking / connecting → error with the message', () => {
    for (const state of [checking, connecting])
      expect(outlookReducer(state, a.checkFailed(oops))).toMatchObject({ status: 'error', error: oops });
    onlyIn(['checking', 'connecting'], a.checkFailed(oops));
  });

  it('connect: from not connected or error; a failure goes back to not connected with its message', () => {
    for (const state of [notConnected, failed])
      expect(outlookReducer(state, a.connectRequested())).toMatchObject({
        status: 'connecting',
        error: null,
      });
    onlyIn(['notConnected', 'failed'], a.connectRequested());
    const blocked = { kind: 'error', key: 'outlook.errors.popupBlocked' } as const;
    expect(outlookReducer(connecting, a.connectFailed(blocked))).toEqual({
      status: 'notConnected',
      lastSync: null,
      error: blocked,
    });
    onlyIn(['connecting'], a.connectFailed(blocked));
  });

  it('disconnect: connected → disconnecting → not connected with the last sync cleared, or back to connected', () => {
    expect(outlookReducer(connected, a.disconnectRequested()).status).toBe('disconnecting');
    onlyIn(['connected'], a.disconnectRequested());
    expect(outlookReducer(disconnecting, a.disconnectSucceeded())).toEqual({
      status: 'notConnected',
      lastSync: null,
      error: null,
    });
    onlyIn(['disconnecting'], a.disconnectSucceeded());
    expect(outlookReducer(disconnecting, a.disconnectFailed(oops))).toEqual({ ...connected, error: oops });
    onlyIn(['disconnecting'], a.disconnectFailed(oops));
  });

  it('sync: connected → syncing → connected with last sync = now, or not connected, or still connected with the failure', () => {
    expect(outlookReducer({ ...connected, error: oops }, a.syncRequested())).toEqual(syncing);
    onlyIn(['connected'], a.syncRequested());
    const now = '2026-02-01T09:30:00.000Z';
    expect(outlookReducer(syncing, a.syncSucceeded({ at: now }))).toEqual({ ...connected, lastSync: now });
    onlyIn(['syncing'], a.syncSucceeded({ at: now }));
    const reconnect = { kind: 'error', key: 'outlook.errors.notConnected' } as const;
    expect(outlookReducer(syncing, a.syncFoundDisconnected(reconnect))).toMatchObject({
      status: 'notConnected',
      error: reconnect,
    });
    onlyIn(['syncing'], a.syncFoundDisconnected(reconnect));
    expect(outlookReducer(syncing, a.syncFailed(oops))).toEqual({ ...connected, error: oops });
    onlyIn(['syncing'], a.syncFailed(oops));
  });

  it('forgets everything when the user signs out, in every state; a sign-in changes nothing', () => {
    const user = { uid: 'u', email: 'a@b.fr', emailVerified: false, displayName: null };
    for (const name of NAMES) {
      expect(outlookReducer(ALL[name], authActions.stateChanged(null))).toEqual(initialOutlookState);
      expect(outlookReducer(ALL[name], authActions.stateChanged(user))).toBe(ALL[name]);
    }
  });
});
