import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { templateActions } from '../../../../src/features/template/templateSlice';
import { ApiError } from '../../../../src/services/ports';
import { StreamError } from '../../../../src/services/sseStream';
import { createFakeContext } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

async function signedInWithEmail() {
  const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
  fake.threadSource.messages = [
    {
      subject: 'Budget',
      from: 'alice@example.com',
      sender: null,
      body: 'Earlier',
      receivedDateTime: '2026-01-01T00:00:00Z',
    },
  ];
  store = createAppStore(fake.context);
  fake.identity.emit({ uid: 'u42', email: 'me@example.com', emailVerified: false, displayName: null });
  await waitForState(store, (s) => s.email.thread === 'loaded');
  return { ...fake, store };
}

describe('template saga', () => {
  it('sends the spec request, streams the text in, then opens the chat on a new conversation', async () => {
    const { store: s, api } = await signedInWithEmail();
    s.dispatch(templateActions.additionalInfoChanged('  Accepter la réunion  '));
    s.dispatch(templateActions.toneChanged('friendly'));
    s.dispatch(templateActions.generateRequested());
    await vi.waitFor(() => expect(api.streams).toHaveLength(1));
    const stream = api.lastStream;
    expect(stream.path).toBe('/outlook/prompt-stream');
    expect(stream.body).toMatchObject({
      additionalInfo: 'Accepter la réunion',
      tone: 'friendly',
      language: 'fr',
      use_rag: false,
      subject: 'Budget',
      from: 'alice@example.com',
      body: 'Hello Bob',
      conversationId: 'conv-1',
      userId: 'u42',
    });
    expect((stream.body as { conversationHistory: string }).conversationHistory).toContain('Message 1');
    stream.push('Bonjour ', 'Alice');
    await waitForState(s, (st) => st.template.text === 'Bonjour Alice');
    stream.finish('Bonjour Alice,');
    const state = await waitForState(s, (st) => st.chat.status === 'idle');
    expect(state.template).toMatchObject({
      status: 'done',
      text: 'Bonjour Alice,',
      message: { key: 'template.messages.generated' },
    });
    expect(state.chat).toMatchObject({ parent: 'template', conversationId: state.template.conversationId });
  });

  it('omits empty instructions', async () => {
    const { store: s, api } = await signedInWithEmail();
    s.dispatch(templateActions.additionalInfoChanged('   '));
    s.dispatch(templateActions.generateRequested());
    await vi.waitFor(() => expect(api.streams).toHaveLength(1));
    expect(api.lastStream.body).not.toHaveProperty('additionalInfo');
  });

  it.each([
    [new ApiError('network', 'Failed to fetch'), 'template.errors.network', undefined],
    [new ApiError('unauthenticated', 'User not authenticated'), 'template.errors.auth', undefined],
    [
      new ApiError('http', 'API request failed: 500', { status: 500 }),
      'template.errors.api',
      { message: 'API request failed: 500' },
    ],
    [new ApiError('http', 'Weird', { status: 418 }), 'template.errors.api', { message: 'Weird' }],
    [new Error('Failed to fetch dynamically imported module'), 'template.errors.generic', undefined],
    [
      new StreamError('http', 'HTTP 502: Bad Gateway', { status: 502, detail: 'Bad Gateway' }),
      'template.errors.stream',
      { message: 'HTTP 502: Bad Gateway' },
    ],
    [
      new StreamError('event', 'Upstream AI timed out'),
      'template.errors.stream',
      { message: 'Upstream AI timed out' },
    ],
  ])('maps %s to the spec message', async (error, key, params) => {
    const { store: s, api } = await signedInWithEmail();
    s.dispatch(templateActions.generateRequested());
    await vi.waitFor(() => expect(api.streams).toHaveLength(1));
    api.lastStream.fail(error);
    const state = await waitForState(s, (st) => st.template.status === 'error');
    expect(state.template.message).toEqual({ kind: 'error', key, ...(params ? { params } : {}) });
  });

  it('Stop aborts the request and keeps the streamed text', async () => {
    const { store: s, api } = await signedInWithEmail();
    s.dispatch(templateActions.generateRequested());
    await vi.waitFor(() => expect(api.streams).toHaveLength(1));
    api.lastStream.push('Bonjour');
    await waitForState(s, (st) => st.template.text === 'Bonjour');
    s.dispatch(templateActions.generationStopped());
    expect(api.lastStream.aborted).toBe(true);
    const state = await waitForState(s, (st) => st.chat.status === 'idle');
    expect(state.template).toMatchObject({ status: 'done', text: 'Bonjour' });
  });

  it('Nouveau Template closes the chat', async () => {
    const { store: s, api } = await signedInWithEmail();
    s.dispatch(templateActions.generateRequested());
    await vi.waitFor(() => expect(api.streams).toHaveLength(1));
    api.lastStream.finish('Texte');
    await waitForState(s, (st) => st.chat.status === 'idle');
    s.dispatch(templateActions.newTemplateClicked());
    expect(s.getState().chat.status).toBe('closed');
    expect(s.getState().template).toMatchObject({ status: 'idle', text: '', conversationId: null });
  });
});

describe('template insert and copy', () => {
  async function withTemplate(text: string) {
    const fake = await signedInWithEmail();
    fake.store.dispatch(templateActions.generateRequested());
    await vi.waitFor(() => expect(fake.api.streams).toHaveLength(1));
    fake.api.lastStream.finish(text);
    await waitForState(fake.store, (st) => st.template.status === 'done');
    return fake;
  }

  it('inserts escaped HTML with the conversation into a reply, subject prefixed', async () => {
    const { store: s, mailHost } = await withTemplate('Bonjour <Alice> & co');
    s.dispatch(templateActions.insertRequested());
    const state = await waitForState(s, (st) => st.template.action === 'none');
    expect(state.template.message?.key).toBe('template.messages.inserted');
    const [inserted] = mailHost.inserted;
    expect(inserted).toMatchObject({ kind: 'reply', subject: 'Re: Budget' });
    expect(inserted!.text).toContain('Bonjour &lt;Alice&gt; &amp; co');
    expect(inserted!.text).toContain('Earlier');
  });

  it('reports an insert failure with its reason', async () => {
    const { store: s, mailHost } = await withTemplate('Bonjour');
    mailHost.insertError = new Error('No email item available');
    s.dispatch(templateActions.insertRequested());
    const state = await waitForState(s, (st) => st.template.action === 'none');
    expect(state.template.message).toEqual({
      kind: 'error',
      key: 'template.errors.insert',
      params: { reason: 'No email item available' },
    });
  });

  it('copies to the clipboard, and says when it cannot', async () => {
    const { store: s, ports } = await withTemplate('Bonjour');
    s.dispatch(templateActions.copyRequested());
    let state = await waitForState(s, (st) => st.template.action === 'none');
    expect(ports.clipboard.writeText).toHaveBeenCalledWith('Bonjour');
    expect(state.template.message?.key).toBe('template.messages.copied');
    vi.mocked(ports.clipboard.writeText).mockRejectedValueOnce(new Error('denied'));
    s.dispatch(templateActions.copyRequested());
    state = await waitForState(
      s,
      (st) => st.template.action === 'none' && st.template.message?.kind === 'error',
    );
    expect(state.template.message?.key).toBe('template.errors.copy');
  });

  it('says "No template to copy" for an empty template', async () => {
    const { store: s } = await withTemplate('   ');
    s.dispatch(templateActions.copyRequested());
    const state = await waitForState(s, (st) => st.template.action === 'none');
    expect(state.template.message?.key).toBe('template.errors.nothingToCopy');
  });
});
