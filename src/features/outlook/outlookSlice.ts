import type { MailboxAuthStatus } from '../../../contract/mailbox';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetOnSignOut } from '../auth/resetOnSignOut';
import type { UserMessage } from '../../shared/userMessage';

/**
 * The Outlook connection machine of spec §4: idle (not checked yet) → checking → connected (authenticated
 * and valid) / notConnected / error; from there one request at a time: connecting (consent popup, then a
 * re-check), disconnecting, syncing. Each reducer checks that its event is valid in the current state and
 * otherwise leaves the state unchanged. `error` is what the red "Erreur de connexion" bar says.
 */
export type OutlookStatus =
  'idle' | 'checking' | 'connected' | 'notConnected' | 'error' | 'connecting' | 'disconnecting' | 'syncing';

/** Spec §3 Outlook status as GET /api/outlook/auth/status answers it. */
/** The Outlook connection as the backend reports it (spec §3 "Outlook status"). */
export type OutlookAuthStatus = MailboxAuthStatus;

export interface OutlookState {
  status: OutlookStatus;
  /** ISO 8601 time of the last synchronisation, null when none (or after a disconnect). */
  lastSync: string | null;
  error: UserMessage | null;
}

export const initialOutlookState: OutlookState = { status: 'idle', lastSync: null, error: null };

/** States in which nothing is under way, so the user may start something. */
const SETTLED: readonly OutlookStatus[] = ['idle', 'connected', 'notConnected', 'error'];

/** The later of two ISO times: the server's record and a Synchroniser done in this session. */
function latest(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

const outlookSlice = createSlice({
  name: 'outlook',
  initialState: initialOutlookState,
  reducers: {
    /** The panel shows, or Actualiser. */
    checkRequested(state) {
      if (!SETTLED.includes(state.status)) return;
      state.status = 'checking';
      state.error = null;
    },
    /** A status answer, from a check or from the re-check that ends a connection attempt. */
    statusReceived(state, action: PayloadAction<OutlookAuthStatus>) {
      if (state.status !== 'checking' && state.status !== 'connecting') return;
      const { authenticated, valid, lastSync } = action.payload;
      state.status = authenticated && valid ? 'connected' : 'notConnected';
      state.lastSync = latest(state.lastSync, lastSync);
      state.error = null;
    },
    checkFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'checking' && state.status !== 'connecting') return;
      state.status = 'error';
      state.error = action.payload;
    },
    connectRequested(state) {
      if (state.status !== 'notConnected' && state.status !== 'error') return;
      state.status = 'connecting';
      state.error = null;
    },
    /** No consent window: no URL, a blocked popup, a network failure. Nothing changed on the server. */
    connectFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'connecting') return;
      state.status = 'notConnected';
      state.error = action.payload;
    },
    disconnectRequested(state) {
      if (state.status !== 'connected') return;
      state.status = 'disconnecting';
      state.error = null;
    },
    disconnectSucceeded(state) {
      if (state.status !== 'disconnecting') return;
      state.status = 'notConnected';
      state.lastSync = null;
    },
    disconnectFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'disconnecting') return;
      state.status = 'connected';
      state.error = action.payload;
    },
    syncRequested(state) {
      if (state.status !== 'connected') return;
      state.status = 'syncing';
      state.error = null;
    },
    /** Sync result success: still connected, last sync = the time the saga read (ISO). */
    syncSucceeded(state, action: PayloadAction<{ at: string }>) {
      if (state.status !== 'syncing') return;
      state.status = 'connected';
      state.lastSync = action.payload.at;
    },
    /** The status check says the connection is gone: "Outlook not connected. Please reconnect." */
    syncFoundDisconnected(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'syncing') return;
      state.status = 'notConnected';
      state.error = action.payload;
    },
    /** Sync result failure without news of the connection (network, server error): still connected. */
    syncFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'syncing') return;
      state.status = 'connected';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Signing out forgets the previous user's mailbox state.
    resetOnSignOut(builder, initialOutlookState);
  },
});

export const outlookActions = outlookSlice.actions;
export const outlookReducer = outlookSlice.reducer;
