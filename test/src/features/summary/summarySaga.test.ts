import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { summaryActions } from '../../../../src/features/summary/summarySlice';
import type { SummaryType } from '../../../../src/shared/summaryTypes';
import { ApiError } from '../../../../src/services/ports';
import { StreamError } from '../../../../src/services/sseStream';
import { createFakeContext } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

const ME = { uid: 'u42', email: 'me@example.com', emailVerified: false, displayName: null };

async function withEmail({ signedIn = true } = {}) {
  const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
  fake.mailHost.item = {
    subject: 'Budget Q3',
    from: 'alice@example.com',
    body: 'Bonjour Bob,\n\nPeux-tu valider le budget avant vendredi ?',
    conversationId: 'conv-1',
    internetMessageId: '<m1@example.com>',
  };
  fake.threadSource.messages = [
    {
      subject: 'Budget Q3',
      from: 'bob@example.com',
      sender: null,
      body: 'Première version',
      receivedDateTime: null,
    },
  ];
  store = createAppStore(fake.context);
  if (signedIn) fake.identity.emit(ME);
  await waitForState(store, (s) => s.email.thread === 'loaded');
  return { ...fake, store };
}

const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

async function requested(s: AppStore, api: { streams: unknown[] }, count = 1) {
  s.dispatch(summaryActions.summarizeRequested());
  await vi.waitFor(() => expect(api.streams).toHaveLength(count));
}

describe('email summary saga', () => {
  it('sends the email as a text file in the spec request, without auth headers, and streams the summary in', async () => {
    const { store: s, api } = await withEmail();
    await requested(s, api);
    const stream = api.lastStream;
    expect(stream.path).toBe('/outlook/summarize-stream');
    expect(stream.options.anonymous).toBe(true);
    const body = stream.body as Record<string, string | boolean>;
    expect(body).toEqual({
      authToken: 'token-u42',
      userId: 'u42',
      file_name: 'email.txt',
      file_type: 'text/plain',
      file_content: expect.any(String),
      language: 'fr',
      summary_type: 'concise',
      use_rag: false,
    });
    const text = decode(body.file_content as string);
    expect(text).toContain('Subject: Budget Q3');
    expect(text).toContain('From: alice@example.com');
    expect(text).toContain('Peux-tu valider le budget avant vendredi ?');
    expect(text).toContain('Première version');
    stream.push('Alice demande ', 'la validation');
    await waitForState(s, (st) => st.summary.text === 'Alice demande la validation');
    expect(s.getState().summary.status).toBe('processing');
    stream.finish('Alice demande la validation du budget.');
    const state = await waitForState(s, (st) => st.summary.status === 'done');
    expect(state.summary.text).toBe('Alice demande la validation du budget.');
  });

  it.each([
    ['concise', 'concise'],
    ['detailed', 'detailed'],
    ['bullet', 'bullet_points'],
    ['action', 'action_items'],
  ] as [SummaryType, string][])('sends the %s type as %s', async (type, sent) => {
    const { store: s, api } = await withEmail();
    s.dispatch(summaryActions.summaryTypeChanged(type));
    await requested(s, api);
    expect(api.lastStream.body).toMatchObject({ summary_type: sent });
  });

  it('commits the deltas of one frame as one update', async () => {
    const { store: s, api } = await withEmail();
    await requested(s, api);
    const seen: string[] = [];
    const unsubscribe = s.subscribe(() => {
      const { text } = s.getState().summary;
      if (text !== seen.at(-1)) seen.push(text);
    });
    api.lastStream.push('Un ', 'deux ', 'trois');
    await waitForState(s, (st) => st.summary.text === 'Un deux trois');
    unsubscribe();
    expect(seen).toEqual(['Un deux trois']);
  });

  it('says "No email selected" when no email is loaded', async () => {
    const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
    fake.mailHost.readItemOutcome = 'hang';
    store = createAppStore(fake.context);
    fake.identity.emit(ME);
    await waitForState(store, (s) => s.email.status === 'loading');
    store.dispatch(summaryActions.summarizeRequested());
    const state = await waitForState(store, (s) => s.summary.status === 'failed');
    expect(state.summary.error).toEqual({ kind: 'error', key: 'summary.errors.noEmail' });
    expect(fake.api.streams).toHaveLength(0);
  });

  it('says "Failed to get authentication token" when the identity gives none or fails', async () => {
    const { store: s, identity, api } = await withEmail();
    vi.spyOn(identity, 'getIdToken').mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('offline'));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      s.dispatch(summaryActions.summarizeRequested());
      const state = await waitForState(s, (st) => st.summary.status === 'failed');
      expect(state.summary.error).toEqual({ kind: 'error', key: 'summary.errors.token' });
      s.dispatch(summaryActions.errorDismissed());
    }
    expect(api.streams).toHaveLength(0);
  });

  it('says the user is not authenticated when nobody is signed in', async () => {
    const { store: s, api } = await withEmail({ signedIn: false });
    s.dispatch(summaryActions.summarizeRequested());
    const state = await waitForState(s, (st) => st.summary.status === 'failed');
    expect(state.summary.error).toEqual({
      kind: 'error',
      key: 'summary.errors.failed',
      params: { reason: 'User not authenticated' },
    });
    expect(api.streams).toHaveLength(0);
  });

  it.each([
    [
      new StreamError('http', 'HTTP 413: File too large', { status: 413, detail: 'File too large' }),
      'HTTP 413: File too large',
    ],
    [new StreamError('event', 'Upstream AI timed out'), 'Upstream AI timed out'],
    [new ApiError('network', 'Failed to fetch'), 'Failed to fetch'],
    [new StreamError('event', ''), 'Stream error'],
  ])('says "Failed to summarize email: {reason}" for %s', async (error, reason) => {
    const { store: s, api } = await withEmail();
    await requested(s, api);
    api.lastStream.push('début');
    api.lastStream.fail(error);
    const state = await waitForState(s, (st) => st.summary.status === 'failed');
    expect(state.summary).toMatchObject({
      text: '',
      error: { kind: 'error', key: 'summary.errors.failed', params: { reason } },
    });
  });

  it('treats an empty summary as a file that cannot be processed', async () => {
    const { store: s, api } = await withEmail();
    await requested(s, api);
    api.lastStream.finish('  \n ');
    const state = await waitForState(s, (st) => st.summary.status === 'failed');
    expect(state.summary.error).toMatchObject({ params: { reason: 'File cannot be processed' } });
  });

  it('ignores a second request while one runs', async () => {
    const { store: s, api } = await withEmail();
    await requested(s, api);
    s.dispatch(summaryActions.summarizeRequested());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.streams).toHaveLength(1);
    api.lastStream.finish('Résumé');
    await waitForState(s, (st) => st.summary.status === 'done');
    await requested(s, api, 2);
  });

  it('another selected item aborts the running summary and drops it', async () => {
    const { store: s, api, mailHost } = await withEmail();
    await requested(s, api);
    const first = api.lastStream;
    first.push('Résumé de Budget');
    await waitForState(s, (st) => st.summary.text === 'Résumé de Budget');
    mailHost.selectItem({ ...mailHost.item, subject: 'Autre', conversationId: null });
    expect(first.aborted).toBe(true);
    const state = await waitForState(s, (st) => st.email.context?.subject === 'Autre');
    expect(state.summary).toMatchObject({ status: 'idle', text: '', error: null });
    first.finish('Résumé de Budget, trop tard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(s.getState().summary.status).toBe('idle');
  });

  it('signing out aborts the running summary', async () => {
    const { store: s, api, identity } = await withEmail();
    await requested(s, api);
    identity.emit(null);
    expect(api.lastStream.aborted).toBe(true);
    expect(s.getState().summary.status).toBe('idle');
  });
});
