import { describe, expect, it } from 'vitest';
import {
  chatActions as a,
  chatReducer,
  initialChatState,
  type ChatState,
} from '../../../../src/features/chat/chatSlice';

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
  it('opens on a conversation with its stored history, except mid-send', () => {
    const stored = [{ id: 'm1', role: 'user' as const, content: 'hi', timestamp: 1 }];
    expect(
      chatReducer(closed, a.opened({ parent: 'compose', conversationId: 'c2', messages: stored })),
    ).toMatchObject({
      status: 'idle',
      parent: 'compose',
      conversationId: 'c2',
      messages: stored,
    });
    refusedIn(['sending'], a.opened({ parent: 'template', conversationId: 'x', messages: [] }));
  });

  it('closes from any state', () => {
    for (const state of Object.values(ALL)) expect(chatReducer(state, a.closed())).toEqual(initialChatState);
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
});
