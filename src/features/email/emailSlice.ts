import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserMessage } from '../../shared/userMessage';
import { resetOnSignOut } from '../auth/resetOnSignOut';
import { composeActions } from '../compose/composeSlice';
import { CONVERSATION_UNAVAILABLE, type EmailContext } from './emailTypes';

/**
 * Email loading (spec §4): idle → loading → loaded / error, with a 15 s time-out raced by the saga.
 * The thread is read after the context shows: idle → loading → loaded / unavailable (policy).
 * A new item (ItemChanged) or a refresh request restarts loading and drops the previous context at
 * once, so the pane never shows one email's content for another.
 */
export type EmailStatus = 'idle' | 'loading' | 'loaded' | 'error';
export type ThreadStatus = 'idle' | 'loading' | 'loaded' | 'unavailable';

export interface EmailState {
  status: EmailStatus;
  context: EmailContext | null;
  thread: ThreadStatus;
  error: UserMessage | null;
  /** Transient warning (corporate policy, refresh failure): cleared after 3 s by the saga. */
  warning: UserMessage | null;
  /** The 5 s body refresh pauses while a compose result view shows: it shows what was read. */
  refreshPaused: boolean;
}

export const initialEmailState: EmailState = {
  status: 'idle',
  context: null,
  thread: 'idle',
  error: null,
  warning: null,
  refreshPaused: false,
};

const emailSlice = createSlice({
  name: 'email',
  initialState: initialEmailState,
  reducers: {
    /** Office ready, Actualiser le contexte, or another item selected: valid in every state. */
    loadRequested(state) {
      state.status = 'loading';
      state.context = null;
      state.thread = 'idle';
      state.error = null;
    },
    loaded(state, action: PayloadAction<{ context: EmailContext; threadExpected: boolean }>) {
      if (state.status !== 'loading') return;
      state.status = 'loaded';
      state.context = action.payload.context;
      state.thread = action.payload.threadExpected ? 'loading' : 'idle';
    },
    loadTimedOut(state) {
      if (state.status !== 'loading') return;
      state.status = 'error';
      state.error = { kind: 'error', key: 'email.errors.timeout' };
    },
    loadFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'loading') return;
      state.status = 'error';
      state.error = action.payload;
    },
    threadLoaded(state, action: PayloadAction<{ text: string }>) {
      if (state.status !== 'loaded' || state.thread !== 'loading' || !state.context) return;
      state.thread = 'loaded';
      state.context.fullConversation = action.payload.text;
    },
    threadUnavailable(state) {
      if (state.status !== 'loaded' || state.thread !== 'loading' || !state.context) return;
      state.thread = 'unavailable';
      state.context.fullConversation = CONVERSATION_UNAVAILABLE;
    },
    /** The refresh saga only sends this when the body really changed. */
    bodyChanged(state, action: PayloadAction<{ body: string; history: string }>) {
      if (state.status !== 'loaded' || !state.context || state.refreshPaused) return;
      state.context.body = action.payload.body;
      state.context.history = action.payload.history;
    },
    warningShown(state, action: PayloadAction<UserMessage>) {
      state.warning = action.payload;
    },
    warningCleared(state) {
      state.warning = null;
    },
  },
  extraReducers: (builder) => {
    // The compose result view opens: a refresh must not change the body under it (spec §4).
    builder.addCase(composeActions.operationSucceeded, (state) => {
      state.refreshPaused = true;
    });
    // It closes on Nouveau, or with everything else of the user's work on a sign-out.
    builder.addCase(composeActions.newClicked, (state) => {
      state.refreshPaused = false;
    });
    resetOnSignOut(builder, (state) => {
      state.refreshPaused = false;
    });
  },
});

export const emailActions = emailSlice.actions;
export const emailReducer = emailSlice.reducer;
