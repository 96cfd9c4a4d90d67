import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { chatActions } from '../../../../src/features/chat/chatSlice';
import type { ComposeOperation } from '../../../../contract/ai';
import { composeActions } from '../../../../src/features/compose/composeSlice';
import { ApiError } from '../../../../src/services/ports';
import { StreamError } from '../../../../src/services/sseStream';
import { createFakeContext } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';

const MAIN = 'Bonjour Alice,\nje confirme pour jeudi.';
const HISTORY =
  'De : Alice <alice@example.com>\nEnvoyé : lundi 5 janvier 2026 09:00\nÀ : Bob\nObjet : Budget\n\nOn se voit jeudi ?';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

/** A signed-in user writing an item whose body is `body` (the compose item of spec §2). */
async function composing(body: string | null = `${MAIN}\n\n${HISTORY}`) {
  const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
  fake.mailHost.item = { ...fake.mailHost.item, from: 'bob@example.com', body, conversationId: null };
  store = createAppStore(fake.context);
  fake.identity.emit({ uid: 'u42', email: 'bob@example.com', emailVerified: false, displayName: null });
  await waitForState(store, (s) => s.email.status === 'loaded');
  return { ...fake, store };
}

async function started(fake: Awaited<ReturnType<typeof composing>>, operation: ComposeOperation) {
  const count = fake.api.streams.length;
  fake.store.dispatch(composeActions.operationRequested(operation));
  await vi.waitFor(() => expect(fake.api.streams).toHaveLength(count + 1));
  return fake.api.lastStream;
}

async function withResult(operation: ComposeOperation, text: string, body?: string | null) {
  const fake = await composing(body);
  (await started(fake, operation)).finish(text);
  await waitForState(fake.store, (s) => s.chat.status === 'idle');
  return fake;
}

describe('compose requests', () => {
  it('corrects the main text read now: the spec request, without the quoted history', async () => {
    const fake = await composing();
    fake.store.dispatch(composeActions.commentChanged('  Plus poli  '));
    fake.store.dispatch(composeActions.toneChanged('friendly'));
    const stream = await started(fake, 'correct');
    expect(fake.mailHost.readBodyCalls).toBeGreaterThan(0);
    expect(stream.path).toBe('/compose-stream');
    expect(stream.body).toEqual({
      additionalInfo: 'Plus poli',
      tone: 'friendly',
      language: 'fr',
      userId: 'u42',
      from: 'bob@example.com',
      body: MAIN,
      operation: 'correct',
    });
  });

  it.each([
    ['generate', 'Générer une réponse appropriée'],
    ['reformulate', 'Améliorer la clarté et le style du texte tout en conservant le sens'],
    ['correct', ''],
  ] as const)('sends the default instruction for %s with an empty comment', async (operation, text) => {
    const fake = await composing();
    fake.store.dispatch(composeActions.commentChanged('   '));
    const stream = await started(fake, operation);
    expect(stream.body).toMatchObject({ additionalInfo: text, operation });
  });

  it('reads the body as it is when asked, not as the last refresh saw it', async () => {
    const fake = await composing();
    fake.mailHost.item = { ...fake.mailHost.item, body: 'Texte tapé à l’instant' };
    const stream = await started(fake, 'reformulate');
    expect(stream.body).toMatchObject({ body: 'Texte tapé à l’instant' });
  });

  it.each(['correct', 'reformulate'] as const)(
    '%s with no main text says so and sends nothing',
    async (operation) => {
      const fake = await composing(`\n\n-----Original Message-----\nFrom: Alice\n\nHello`);
      fake.store.dispatch(composeActions.operationRequested(operation));
      const state = await waitForState(fake.store, (s) => s.compose.status === 'error');
      expect(state.compose.error).toEqual({ kind: 'error', key: `compose.errors.empty.${operation}` });
      expect(fake.api.streams).toHaveLength(0);
    },
  );

  it('generates with an empty body too', async () => {
    const fake = await composing('   ');
    const stream = await started(fake, 'generate');
    expect(stream.body).toMatchObject({ body: '', operation: 'generate' });
  });

  it('generates from the draft with the message it answers under it', async () => {
    const fake = await composing();
    const stream = await started(fake, 'generate');
    expect(stream.body).toMatchObject({ body: `${MAIN}\n\n${HISTORY}`, operation: 'generate' });
  });

  it('generates from the last known text when the body cannot be read; correct cannot', async () => {
    const fake = await composing();
    fake.mailHost.readBodyError = new Error('Failed to get email content from Outlook');
    const stream = await started(fake, 'generate');
    expect(stream.body).toMatchObject({ body: `${MAIN}\n\n${HISTORY}` });
    stream.fail(new ApiError('network', 'Failed to fetch'));
    await waitForState(fake.store, (s) => s.compose.status === 'error');
    fake.store.dispatch(composeActions.operationRequested('correct'));
    const state = await waitForState(
      fake.store,
      (s) => s.compose.status === 'error' && s.compose.error?.key === 'compose.errors.correct',
    );
    expect(state.compose.error).toEqual({ kind: 'error', key: 'compose.errors.correct' });
    expect(fake.api.streams).toHaveLength(1);
  });
});

describe('compose results', () => {
  it('streams in, then opens the result view, pauses the refresh and opens the chat on compose', async () => {
    const fake = await composing();
    const load = vi.spyOn(fake.ports.chatStore, 'load');
    const stream = await started(fake, 'reformulate');
    stream.push('Bonjour ', 'Alice');
    await waitForState(fake.store, (s) => s.compose.text === 'Bonjour Alice');
    expect(fake.store.getState().email.refreshPaused).toBe(false);
    stream.finish('Bonjour Alice, à jeudi.');
    const state = await waitForState(fake.store, (s) => s.chat.status === 'idle');
    expect(state.compose).toMatchObject({
      status: 'done',
      operation: 'reformulate',
      text: 'Bonjour Alice, à jeudi.',
      previewShown: true,
      quotedHistory: HISTORY,
    });
    expect(state.email.refreshPaused).toBe(true);
    expect(state.chat).toMatchObject({ parent: 'compose', conversationId: state.compose.conversationId });
    expect(load).toHaveBeenCalledWith(state.compose.conversationId);
  });

  it.each([
    ['generate', new ApiError('network', 'Failed to fetch'), 'compose.errors.generate', undefined],
    [
      'correct',
      new ApiError('http', 'Internal Server Error', { status: 500 }),
      'compose.errors.correct',
      undefined,
    ],
    ['reformulate', new Error('boom'), 'compose.errors.reformulate', undefined],
    [
      'generate',
      new StreamError('http', 'HTTP 502: Upstream AI failed', { status: 502, detail: 'Upstream AI failed' }),
      'compose.errors.stream',
      { message: 'HTTP 502: Upstream AI failed' },
    ],
  ] as const)('%s failing with %s gives the spec message', async (operation, error, key, params) => {
    const fake = await composing();
    (await started(fake, operation)).fail(error);
    const state = await waitForState(fake.store, (s) => s.compose.status === 'error');
    expect(state.compose.error).toEqual({ kind: 'error', key, ...(params ? { params } : {}) });
    expect(state.email.refreshPaused).toBe(false);
  });

  it('Nouveau while streaming aborts the request and returns to the form', async () => {
    const fake = await composing();
    fake.store.dispatch(composeActions.commentChanged('Plus court'));
    const stream = await started(fake, 'correct');
    stream.push('Bonj');
    await waitForState(fake.store, (s) => s.compose.text === 'Bonj');
    fake.store.dispatch(composeActions.newClicked());
    expect(stream.aborted).toBe(true);
    expect(fake.store.getState().compose).toMatchObject({ status: 'idle', text: '', comment: '' });
  });

  it('a new request while streaming replaces the running one', async () => {
    const fake = await composing();
    const first = await started(fake, 'correct');
    const second = await started(fake, 'generate');
    expect(first.aborted).toBe(true);
    second.finish('Nouvelle réponse');
    const state = await waitForState(fake.store, (s) => s.compose.status === 'done');
    expect(state.compose).toMatchObject({ operation: 'generate', text: 'Nouvelle réponse' });
  });

  it('Nouveau after a result closes the chat and resumes the refresh', async () => {
    const fake = await withResult('generate', 'Bonjour');
    expect(fake.store.getState().email.refreshPaused).toBe(true);
    fake.store.dispatch(composeActions.newClicked());
    const state = await waitForState(fake.store, (s) => !s.email.refreshPaused);
    expect(state.chat.status).toBe('closed');
    expect(state.compose).toMatchObject({ status: 'idle', text: '', operation: null, conversationId: null });
  });

  it('refining in the chat replaces the compose text', async () => {
    const fake = await withResult('reformulate', 'Bonjour Alice, à jeudi.');
    fake.api.respond = () => ({ refined_template: 'Salut Alice !' });
    fake.store.dispatch(chatActions.sendRequested('plus familier'));
    const state = await waitForState(fake.store, (s) => s.chat.messages.length === 2);
    expect(fake.api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      messages: [
        { role: 'assistant', content: 'Bonjour Alice, à jeudi.' },
        { role: 'user', content: 'plus familier' },
      ],
      conversation_id: state.compose.conversationId,
    });
    expect(state.compose).toMatchObject({
      text: 'Salut Alice !',
      notice: { kind: 'success', key: 'compose.messages.refined' },
    });
  });
});

describe('Insérer dans Outlook', () => {
  async function insertFrom(fake: Awaited<ReturnType<typeof withResult>>) {
    fake.store.dispatch(composeActions.insertRequested());
    return waitForState(fake.store, (s) => s.compose.action === 'none');
  }

  it('inserts a generated email at the cursor', async () => {
    const fake = await withResult('generate', 'Bonjour Alice');
    const state = await insertFrom(fake);
    expect(fake.mailHost.inserted).toEqual([{ kind: 'cursor', text: 'Bonjour Alice' }]);
    expect(state.compose.notice).toEqual({ kind: 'success', key: 'compose.messages.inserted' });
  });

  it('replaces the corrected text, with the quoted history put back after a blank line', async () => {
    const fake = await withResult('correct', 'Bonjour Alice,\nJe confirme pour jeudi.\n');
    await insertFrom(fake);
    expect(fake.mailHost.inserted).toEqual([
      { kind: 'replace', text: `Bonjour Alice,\nJe confirme pour jeudi.\n\n${HISTORY}` },
    ]);
  });

  it('replaces a reformulated text alone when there was no history', async () => {
    const fake = await withResult('reformulate', 'Texte reformulé', 'Texte initial');
    await insertFrom(fake);
    expect(fake.mailHost.inserted).toEqual([{ kind: 'replace', text: 'Texte reformulé' }]);
  });

  it('says so when Outlook refuses', async () => {
    const fake = await withResult('generate', 'Bonjour');
    fake.mailHost.insertError = new Error('Failed to insert content into Outlook');
    const state = await insertFrom(fake);
    expect(state.compose.error).toEqual({ kind: 'error', key: 'compose.errors.insert' });
    expect(state.compose.status).toBe('done');
  });
});
