import { describe, expect, it } from 'vitest';
import { authActions } from '../../../../src/features/auth/authSlice';
import {
  chatActions as a,
  chatReducer,
  initialChatState,
  type ChatState,
} from '../../../../src/features/chat/chatSlice';
import { composeActions } from '../../../../src/features/compose/composeSlice';
import { templateActions } from '../../../../src/features/template/templateSlice';

const closed = initialChatState;
const idle: ChatState = {
  ...closed,
  status: 'idle',
  parent: 'template',
  conversationId: 'c1',
  input: 'plus court',
};
const sending: ChatState = { ...idle, status: 'sending', input: '' };
const ALL = { closed, idle, sending };

function refusedIn(names: (keyof typeof ALL)[], action: Parameters<typeof chatReducer>[1]) {
  for (const name of names)
    expect(chatReducer(ALL[name], action), `${action.type} in ${name}`).toBe(ALL[name]);
}

describe('chat machine', () => {
  it('opens on a new result once its stored history is read, replacing the last one, except mid-send', () => {
    const stored = [{ id: 'm1', role: 'user' as const, content: 'hi', timestamp: 1 }];
    for (const state of [closed, idle]) {
      expect(
        chatReducer(state, a.historyLoaded({ parent: 'compose', conversationId: 'c2', messages: stored })),
      ).toEqual({
        ...initialChatState,
        status: 'idle',
        parent: 'compose',
        conversationId: 'c2',
        messages: stored,
      });
    }
    refusedIn(['sending'], a.historyLoaded({ parent: 'template', conversationId: 'x', messages: [] }));
  });

  it.each([
    ['Nouveau Template', templateActions.newTemplateClicked()],
    ['a new template generation', templateActions.generateRequested()],
    ['Nouveau (compose)', composeActions.newClicked()],
    ['a new compose operation', composeActions.operationRequested('generate')],
    ['a sign-out', authActions.stateChanged(null)],
  ])('closes from any state on %s', (_name, event) => {
    for (const state of Object.values(ALL)) expect(chatReducer(state, event)).toEqual(initialChatState);
  });

  it('stays as it is when a user signs in', () => {
    const user = { uid: 'u', email: null, emailVerified: false, displayName: null };
    for (const state of Object.values(ALL))
      expect(chatReducer(state, authActions.stateChanged(user))).toBe(state);
  });

  it('edits the input unless closed', () => {
    expect(chatReducer(idle, a.inputChanged('x')).input).toBe('x');
    refusedIn(['closed'], a.inputChanged('x'));
  });

  it('sends a trimmed, time-stamped user message; refuses empty input and a second send', () => {
    const next = chatReducer(idle, a.sendRequested('  plus court  '));
    expect(next.status).toBe('sending');
    expect(next.input).toBe('');
    expect(next.messages.at(-1)).toMatchObject({ role: 'user', content: 'plus court' });
    expect(next.messages.at(-1)?.timestamp).toBeTypeOf('number');
    expect(chatReducer(idle, a.sendRequested('   '))).toBe(idle);
    refusedIn(['closed', 'sending'], a.sendRequested('x'));
  });

  it('receives the assistant reply or fails, only while sending', () => {
    expect(chatReducer(sending, a.replyReceived('Bonjour')).messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Bonjour',
    });
    expect(chatReducer(sending, a.sendFailed({ kind: 'error', key: 'e' }))).toMatchObject({
      status: 'idle',
      error: { key: 'e' },
    });
    refusedIn(['closed', 'idle'], a.replyReceived('x'));
    refusedIn(['closed', 'idle'], a.sendFailed({ kind: 'error', key: 'e' }));
  });

  it('dismisses its error in any state', () => {
    for (const state of Object.values(ALL)) {
      const failed = { ...state, error: { kind: 'error' as const, key: 'e' } };
      expect(chatReducer(failed, a.errorDismissed())).toEqual(state);
    }
  });
});
