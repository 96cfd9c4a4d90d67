import { describe, expect, it } from 'vitest';
import { authActions } from '../../../../src/features/auth/authSlice';
import { composeActions } from '../../../../src/features/compose/composeSlice';
import {
  emailActions,
  emailReducer,
  initialEmailState,
  type EmailState,
} from '../../../../src/features/email/emailSlice';
import { CONVERSATION_UNAVAILABLE, type EmailContext } from '../../../../src/features/email/emailTypes';

const context: EmailContext = {
  subject: 'Budget',
  from: 'alice@example.com',
  body: 'Hello',
  history: '',
  conversationId: 'c1',
  internetMessageId: null,
  fullConversation: '',
  basic: false,
};
const warning = { kind: 'warning' as const, key: 'w' };

const idle = initialEmailState;
const loading: EmailState = { ...idle, status: 'loading' };
const loadedThreadLoading: EmailState = { ...idle, status: 'loaded', context, thread: 'loading' };
const loadedThreadDone: EmailState = { ...loadedThreadLoading, thread: 'loaded' };
const failed: EmailState = {
  ...idle,
  status: 'error',
  error: { kind: 'error', key: 'email.errors.timeout' },
};
const ALL = { idle, loading, loadedThreadLoading, loadedThreadDone, failed };
type Name = keyof typeof ALL;

function refusedIn(names: Name[], action: Parameters<typeof emailReducer>[1]) {
  for (const name of names)
    expect(emailReducer(ALL[name], action), `${action.type} in ${name}`).toBe(ALL[name]);
}

describe('email machine', () => {
  it('loadRequested starts loading from any state and drops the previous context', () => {
    for (const state of Object.values(ALL)) {
      expect(emailReducer(state, emailActions.loadRequested())).toMatchObject({
        status: 'loading',
        context: null,
        thread: 'idle',
        error: null,
      });
    }
  });

  it('loaded: loading → loaded, thread loading when a conversation id exists', () => {
    expect(emailReducer(loading, emailActions.loaded({ context, threadExpected: true }))).toMatchObject({
      status: 'loaded',
      context,
      thread: 'loading',
    });
    expect(emailReducer(loading, emailActions.loaded({ context, threadExpected: false })).thread).toBe(
      'idle',
    );
    refusedIn(
      ['idle', 'loadedThreadLoading', 'failed'],
      emailActions.loaded({ context, threadExpected: true }),
    );
  });

  it('loadTimedOut and loadFailed end loading only', () => {
    expect(emailReducer(loading, emailActions.loadTimedOut())).toMatchObject({
      status: 'error',
      error: { key: 'email.errors.timeout' },
    });
    const message = { kind: 'error' as const, key: 'email.errors.unavailable' };
    expect(emailReducer(loading, emailActions.loadFailed(message))).toMatchObject({
      status: 'error',
      error: message,
    });
    refusedIn(['idle', 'loadedThreadLoading', 'failed'], emailActions.loadTimedOut());
    refusedIn(['idle', 'loadedThreadLoading', 'failed'], emailActions.loadFailed(message));
  });

  it('threadLoaded / threadUnavailable complete a pending thread only', () => {
    expect(emailReducer(loadedThreadLoading, emailActions.threadLoaded({ text: 'Message 1' }))).toMatchObject(
      {
        thread: 'loaded',
        context: { fullConversation: 'Message 1' },
      },
    );
    expect(emailReducer(loadedThreadLoading, emailActions.threadUnavailable())).toMatchObject({
      thread: 'unavailable',
      context: { fullConversation: CONVERSATION_UNAVAILABLE },
    });
    refusedIn(['idle', 'loading', 'loadedThreadDone', 'failed'], emailActions.threadLoaded({ text: 'x' }));
    refusedIn(['idle', 'loading', 'loadedThreadDone', 'failed'], emailActions.threadUnavailable());
  });

  it('bodyChanged updates a loaded context unless the refresh is paused', () => {
    const next = emailReducer(loadedThreadDone, emailActions.bodyChanged({ body: 'New', history: 'Old' }));
    expect(next.context).toMatchObject({ body: 'New', history: 'Old' });
    const paused = { ...loadedThreadDone, refreshPaused: true };
    expect(emailReducer(paused, emailActions.bodyChanged({ body: 'New', history: '' }))).toBe(paused);
    refusedIn(['idle', 'loading', 'failed'], emailActions.bodyChanged({ body: 'x', history: '' }));
  });

  it('warnings and the refresh pause are independent of the load state', () => {
    for (const state of Object.values(ALL)) {
      const warned = emailReducer(state, emailActions.warningShown(warning));
      expect(warned.warning).toEqual(warning);
      expect(emailReducer(warned, emailActions.warningCleared()).warning).toBeNull();
    }
  });

  it('pauses the refresh while the compose result view shows: from its result to Nouveau or a sign-out', () => {
    const user = { uid: 'u', email: null, emailVerified: false, displayName: null };
    for (const [name, state] of Object.entries(ALL)) {
      const paused = emailReducer(state, composeActions.operationSucceeded('Bonjour'));
      expect(paused, name).toEqual({ ...state, refreshPaused: true });
      expect(emailReducer(paused, composeActions.newClicked()), name).toEqual(state);
      expect(emailReducer(paused, authActions.stateChanged(null)), name).toEqual(state);
      expect(emailReducer(paused, authActions.stateChanged(user)), name).toBe(paused);
    }
  });
});
