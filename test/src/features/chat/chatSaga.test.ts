import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { chatActions } from '../../../../src/features/chat/chatSlice';
import { initialTemplateState } from '../../../../src/features/template/templateSlice';
import { initialChatState } from '../../../../src/features/chat/chatSlice';
import { ApiError } from '../../../../src/services/ports';
import { createFakeContext, MemoryChatStore } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

function start(respond: (body: unknown) => unknown) {
  const fake = createFakeContext();
  fake.api.respond = (call) => respond(call.body);
  // Signed in from the start: a signed-out first state would reset the preloaded template and chat.
  fake.identity.user = { uid: 'u1', email: 'me@example.com', emailVerified: false, displayName: null };
  store = createAppStore(fake.context, {
    template: {
      ...initialTemplateState,
      status: 'done',
      text: 'Bonjour Alice, voici le budget.',
      conversationId: 'c1',
    },
    chat: { ...initialChatState, status: 'idle', parent: 'template', conversationId: 'c1' },
  });
  return { ...fake, store };
}

describe('chat saga', () => {
  it('refines: sends the template and the exchange, answers, replaces the template, saves the history', async () => {
    const { store: s, api, ports } = start(() => ({ refined_template: 'Bonjour Alice.' }));
    s.dispatch(chatActions.sendRequested('plus court'));
    const state = await waitForState(s, (st) => st.chat.status === 'idle');
    // POST: the GETs before it are the preferences load that follows sign-in.
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/outlook/prompt/refine',
      body: {
        messages: [
          { role: 'assistant', content: 'Bonjour Alice, voici le budget.' },
          { role: 'user', content: 'plus court' },
        ],
        user_request: 'plus court',
        conversation_id: 'c1',
      },
    });
    expect(state.chat.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'plus court'],
      ['assistant', 'Bonjour Alice.'],
    ]);
    expect(state.template).toMatchObject({
      text: 'Bonjour Alice.',
      message: { key: 'template.messages.refined' },
    });
    expect((ports.chatStore as MemoryChatStore).saved.get('c1')).toHaveLength(2);
  });

  it('says "Invalid response from API" without refined_template', async () => {
    const { store: s } = start(() => ({ something: 'else' }));
    s.dispatch(chatActions.sendRequested('plus court'));
    const state = await waitForState(s, (st) => st.chat.status === 'idle');
    expect(state.chat.error?.key).toBe('chat.errors.invalidResponse');
    expect(state.template.text).toBe('Bonjour Alice, voici le budget.');
  });

  it('gives the API status, or the generic message on a network failure', async () => {
    const { store: s } = start(() => {
      throw new ApiError('Internal Server Error', 500);
    });
    s.dispatch(chatActions.sendRequested('x'));
    let state = await waitForState(s, (st) => st.chat.status === 'idle');
    expect(state.chat.error).toEqual({
      kind: 'error',
      key: 'chat.errors.api',
      params: { status: '500', text: 'Internal Server Error' },
    });
    store!.rootTask.cancel();
    const second = start(() => {
      throw new ApiError('Failed to fetch', null);
    });
    second.store.dispatch(chatActions.sendRequested('x'));
    state = await waitForState(second.store, (st) => st.chat.status === 'idle');
    expect(state.chat.error?.key).toBe('chat.errors.generic');
    await vi.waitFor(() => expect(second.api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });
});
