import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { chatActions } from '../../../../src/features/chat/chatSlice';
import { initialTemplateState } from '../../../../src/features/template/templateSlice';
import { initialChatState } from '../../../../src/features/chat/chatSlice';
import { composeActions, initialComposeState } from '../../../../src/features/compose/composeSlice';
import { templateActions } from '../../../../src/features/template/templateSlice';
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

  it('keeps the template and marks the answer when the engine could not apply the request', async () => {
    const { store: s } = start(() => ({
      refined_template: 'Bonjour Alice, voici le budget.',
      unchanged: true,
    }));
    s.dispatch(chatActions.sendRequested('fais une pirouette'));
    const state = await waitForState(s, (st) => st.chat.status === 'idle');
    expect(state.chat.messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Bonjour Alice, voici le budget.',
      unchanged: true,
    });
    expect(state.template).toMatchObject({ text: 'Bonjour Alice, voici le budget.', message: null });
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
      throw new ApiError('http', 'Internal Server Error', { status: 500 });
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
      throw new ApiError('network', 'Failed to fetch');
    });
    second.store.dispatch(chatActions.sendRequested('x'));
    state = await waitForState(second.store, (st) => st.chat.status === 'idle');
    expect(state.chat.error?.key).toBe('chat.errors.generic');
    await vi.waitFor(() => expect(second.api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });

  it('decides on the error kind: an error answer says its status whatever its text', async () => {
    const { store: s } = start(() => {
      throw new ApiError('http', 'Failed to fetch', { status: 503 });
    });
    s.dispatch(chatActions.sendRequested('x'));
    const state = await waitForState(s, (st) => st.chat.status === 'idle');
    expect(state.chat.error).toEqual({
      kind: 'error',
      key: 'chat.errors.api',
      params: { status: '503', text: 'Failed to fetch' },
    });
  });
});

describe('chat lifecycle', () => {
  const stored = [{ id: 'm1', role: 'user' as const, content: 'plus court', timestamp: 1 }];

  /** A signed-in user with a template being generated and a compose operation running. */
  function running() {
    const fake = createFakeContext();
    fake.identity.user = { uid: 'u1', email: 'me@example.com', emailVerified: false, displayName: null };
    const load = vi.spyOn(fake.ports.chatStore, 'load').mockReturnValue(stored);
    store = createAppStore(fake.context, {
      template: { ...initialTemplateState, status: 'generating', text: 'Bonj' },
      compose: { ...initialComposeState, status: 'processing', operation: 'generate' },
    });
    return { ...fake, store, load };
  }

  it('opens on a generated template with the stored history of its new conversation', async () => {
    const { store: s, load } = running();
    s.dispatch(templateActions.generationSucceeded('Bonjour'));
    const state = await waitForState(s, (st) => st.chat.status === 'idle');
    expect(load).toHaveBeenCalledWith(state.template.conversationId);
    expect(state.chat).toEqual({
      ...initialChatState,
      status: 'idle',
      parent: 'template',
      conversationId: state.template.conversationId,
      messages: stored,
    });
  });

  it('opens on a template stopped with text, not on one stopped before any', async () => {
    const { store: s } = running();
    s.dispatch(templateActions.generationStopped());
    const state = await waitForState(s, (st) => st.chat.status === 'idle');
    expect(state.chat).toMatchObject({ parent: 'template', conversationId: state.template.conversationId });
    store!.rootTask.cancel();
    const empty = createFakeContext();
    empty.identity.user = { uid: 'u1', email: 'me@example.com', emailVerified: false, displayName: null };
    const load = vi.spyOn(empty.ports.chatStore, 'load');
    store = createAppStore(empty.context, {
      template: { ...initialTemplateState, status: 'generating', text: '' },
    });
    store.dispatch(templateActions.generationStopped());
    expect(store.getState().template.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    expect(store.getState().chat.status).toBe('closed');
  });

  it('opens on a compose result', async () => {
    const { store: s, load } = running();
    s.dispatch(composeActions.operationSucceeded('Bonjour'));
    const state = await waitForState(s, (st) => st.chat.status === 'idle');
    expect(load).toHaveBeenCalledWith(state.compose.conversationId);
    expect(state.chat).toMatchObject({ parent: 'compose', conversationId: state.compose.conversationId });
  });

  it('stays closed on a result its parent refused', () => {
    const { store: s, load } = running();
    s.dispatch(templateActions.generationSucceeded('Bonjour'));
    s.dispatch(templateActions.newTemplateClicked());
    expect(s.getState().chat.status).toBe('closed');
    load.mockClear();
    // The template is no longer generating: this result is refused, and the chat does not open on it.
    s.dispatch(templateActions.generationSucceeded('Encore'));
    expect(load).not.toHaveBeenCalled();
    expect(s.getState().chat.status).toBe('closed');
  });

  it('closes when its result goes: Nouveau, a new generation, a sign-out', async () => {
    const { store: s, identity } = running();
    s.dispatch(templateActions.generationSucceeded('Bonjour'));
    await waitForState(s, (st) => st.chat.status === 'idle');
    s.dispatch(templateActions.generateRequested());
    expect(s.getState().chat.status).toBe('closed');
    s.dispatch(composeActions.operationSucceeded('Bonjour'));
    await waitForState(s, (st) => st.chat.status === 'idle');
    s.dispatch(composeActions.newClicked());
    expect(s.getState().chat.status).toBe('closed');
    identity.emit(null);
    expect(s.getState().chat).toEqual(initialChatState);
  });
});
