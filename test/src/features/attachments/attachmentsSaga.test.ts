import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { attachmentsActions } from '../../../../src/features/attachments/attachmentsSlice';
import { emailActions } from '../../../../src/features/email/emailSlice';
import { ApiError, MailHostError, type AttachmentInfo } from '../../../../src/services/ports';
import { StreamError } from '../../../../src/services/sseStream';
import { createFakeContext, type FakeStream } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

const ME = { uid: 'u42', email: 'me@example.com', emailVerified: false, displayName: null };
const file = (
  id: string,
  name: string,
  size: number,
  contentType: string,
  isInline = false,
): AttachmentInfo => ({
  id,
  name,
  size,
  contentType,
  isInline,
  attachmentType: 'file',
});
const PDF = file('att-pdf', 'rapport.pdf', 74352, 'application/pdf');
const DOCX = file(
  'att-docx',
  'tables.docx',
  13087,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
);
const LOGO = file('att-logo', 'logo.png', 2048, 'image/png', true);

async function withAttachments(attachments: AttachmentInfo[] = [PDF, LOGO, DOCX], { signedIn = true } = {}) {
  const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
  fake.mailHost.attachments = attachments;
  fake.mailHost.contents = {
    'att-pdf': { format: 'base64', content: 'JVBERi0xLjQK' },
    'att-docx': { format: 'base64', content: 'UEsDBBQABgAI' },
  };
  store = createAppStore(fake.context);
  if (signedIn) fake.identity.emit(ME);
  await waitForState(store, (s) => s.attachments.list === 'loaded');
  return { ...fake, store };
}

const streamFor = (streams: FakeStream[], name: string) => {
  const stream = streams.find((s) => (s.body as { file_name: string }).file_name === name);
  if (!stream) throw new Error(`no stream for ${name}`);
  return stream;
};

describe('attachments list', () => {
  it('lists the non-inline attachments of the selected item once Office is ready', async () => {
    const { store: s } = await withAttachments();
    const { ids, entities, item } = s.getState().attachments;
    expect(ids).toEqual(['att-pdf', 'att-docx']);
    expect(entities['att-pdf']).toMatchObject({ name: 'rapport.pdf', size: 74352, status: 'idle' });
    expect(item).toBe(1);
  });

  it('follows ItemChanged: the new item’s files replace the previous ones', async () => {
    const { store: s, mailHost } = await withAttachments();
    mailHost.listAttachmentsOutcome = 'hang';
    mailHost.selectItem({ ...mailHost.item, subject: 'Sans pièce jointe' }, []);
    // At once: nothing of the previous item is shown while the new list loads.
    expect(s.getState().attachments).toMatchObject({ list: 'loading', ids: [], item: 2 });
    mailHost.listAttachmentsOutcome = null;
    mailHost.selectItem({ ...mailHost.item, subject: 'Contrat' }, [
      file('c1', 'contrat.pdf', 1000, 'application/pdf'),
    ]);
    const state = await waitForState(s, (st) => st.attachments.list === 'loaded');
    expect(state.attachments).toMatchObject({ ids: ['c1'], item: 3 });
  });

  it('says "Failed to load attachments" when Outlook cannot list them', async () => {
    const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
    fake.mailHost.listAttachmentsOutcome = new MailHostError(
      'listFailed',
      'Failed to load attachments',
      5001,
    );
    store = createAppStore(fake.context);
    const state = await waitForState(store, (s) => s.attachments.list === 'failed');
    expect(state.attachments.error).toEqual({ kind: 'error', key: 'attachments.errors.load' });
  });

  it('shows the empty state when no item is selected', async () => {
    const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
    fake.mailHost.listAttachmentsOutcome = new MailHostError('noItem', 'No email item available');
    store = createAppStore(fake.context);
    const state = await waitForState(store, (s) => s.attachments.list === 'loaded');
    expect(state.attachments).toMatchObject({ ids: [], error: null });
  });

  it('decides on the error kind, not on its text', async () => {
    const noItem = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
    noItem.mailHost.listAttachmentsOutcome = new MailHostError('noItem', 'Aucun élément ouvert');
    store = createAppStore(noItem.context);
    const empty = await waitForState(store, (s) => s.attachments.list === 'loaded');
    expect(empty.attachments).toMatchObject({ ids: [], error: null });
    store.rootTask.cancel();

    const refused = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
    refused.mailHost.listAttachmentsOutcome = new MailHostError('listFailed', 'No email item available');
    store = createAppStore(refused.context);
    const failed = await waitForState(store, (s) => s.attachments.list === 'failed');
    expect(failed.attachments.error).toEqual({ kind: 'error', key: 'attachments.errors.load' });
  });
});

describe('attachment summaries', () => {
  it('sends each file in the spec request, without auth headers, and streams its summary in', async () => {
    const { store: s, api, mailHost } = await withAttachments();
    s.dispatch(attachmentsActions.summaryTypeChanged('action'));
    s.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    await vi.waitFor(() => expect(api.streams).toHaveLength(1));
    expect(mailHost.contentRequests).toEqual(['att-pdf']);
    const stream = api.lastStream;
    expect(stream.path).toBe('/outlook/summarize-stream');
    expect(stream.options.anonymous).toBe(true);
    expect(stream.body).toEqual({
      authToken: 'token-u42',
      userId: 'u42',
      file_name: 'rapport.pdf',
      file_type: 'application/pdf',
      file_content: 'JVBERi0xLjQK',
      language: 'fr',
      summary_type: 'action_items',
      use_rag: false,
    });
    stream.push('- Relire ', 'le rapport');
    await waitForState(s, (st) => st.attachments.entities['att-pdf']?.summary === '- Relire le rapport');
    stream.finish('- Relire le rapport avant lundi');
    const state = await waitForState(s, (st) => st.attachments.entities['att-pdf']?.status === 'done');
    expect(state.attachments.entities['att-pdf']?.summary).toBe('- Relire le rapport avant lundi');
    expect(state.attachments.success).toEqual({
      kind: 'success',
      key: 'attachments.messages.summarized',
      params: { file: 'rapport.pdf' },
    });
  });

  it('summarises several attachments at once without mixing their streams', async () => {
    const { store: s, api } = await withAttachments();
    s.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    s.dispatch(attachmentsActions.summarizeRequested({ id: 'att-docx' }));
    await vi.waitFor(() => expect(api.streams).toHaveLength(2));
    const pdf = streamFor(api.streams, 'rapport.pdf');
    const docx = streamFor(api.streams, 'tables.docx');
    pdf.push('PDF: ');
    docx.push('DOCX: ');
    pdf.push('un rapport');
    docx.push('un tableau');
    await waitForState(
      s,
      (st) =>
        st.attachments.entities['att-pdf']?.summary === 'PDF: un rapport' &&
        st.attachments.entities['att-docx']?.summary === 'DOCX: un tableau',
    );
    docx.fail(new StreamError('event', 'File cannot be processed'));
    pdf.finish('PDF: un rapport.');
    const state = await waitForState(
      s,
      (st) =>
        st.attachments.entities['att-pdf']?.status === 'done' &&
        st.attachments.entities['att-docx']?.status === 'failed',
    );
    expect(state.attachments.entities['att-pdf']?.summary).toBe('PDF: un rapport.');
    expect(state.attachments.entities['att-docx']?.error).toEqual({
      kind: 'error',
      key: 'attachments.errors.process',
      params: { file: 'tables.docx', reason: 'File cannot be processed' },
    });
  });

  it('ignores a second request for an attachment already summarising', async () => {
    const { store: s, api } = await withAttachments();
    s.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    await vi.waitFor(() => expect(api.streams).toHaveLength(1));
    s.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.streams).toHaveLength(1);
    expect(api.lastStream.aborted).toBe(false);
  });

  it('another selected item aborts the running streams and drops their results', async () => {
    const { store: s, api, mailHost } = await withAttachments();
    s.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    s.dispatch(attachmentsActions.summarizeRequested({ id: 'att-docx' }));
    await vi.waitFor(() => expect(api.streams).toHaveLength(2));
    api.streams[0]!.push('Ancien');
    // The next email happens to reuse an attachment id: its entry must not get the old summary.
    mailHost.selectItem({ ...mailHost.item, subject: 'Suivant' }, [
      file('att-pdf', 'autre.pdf', 500, 'application/pdf'),
    ]);
    expect(api.streams.every((stream) => stream.aborted)).toBe(true);
    const state = await waitForState(
      s,
      (st) => st.attachments.list === 'loaded' && st.attachments.item === 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(s.getState().attachments.entities['att-pdf']).toMatchObject({
      name: 'autre.pdf',
      status: 'idle',
      summary: '',
    });
    expect(state.attachments.ids).toEqual(['att-pdf']);
  });

  it('drops a result that arrives for an earlier item even if its task was not cancelled', async () => {
    const { store: s } = await withAttachments();
    s.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    s.dispatch(attachmentsActions.listRequested());
    s.dispatch(attachmentsActions.listLoaded({ item: 2, attachments: [PDF] }));
    s.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    s.dispatch(attachmentsActions.summarized({ id: 'att-pdf', item: 1, fullText: 'Ancien résumé' }));
    expect(s.getState().attachments.entities['att-pdf']).toMatchObject({ status: 'processing', summary: '' });
  });

  it('signing out aborts every running stream', async () => {
    const { store: s, api, identity } = await withAttachments();
    s.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    await vi.waitFor(() => expect(api.streams).toHaveLength(1));
    identity.emit(null);
    expect(api.lastStream.aborted).toBe(true);
    expect(s.getState().attachments.entities['att-pdf']).toMatchObject({ status: 'idle', summary: '' });
  });

  it('reloading the same item (Actualiser) restarts the list', async () => {
    const { store: s, mailHost } = await withAttachments();
    mailHost.attachments = [DOCX];
    s.dispatch(emailActions.loadRequested());
    const state = await waitForState(
      s,
      (st) => st.attachments.list === 'loaded' && st.attachments.item === 2,
    );
    expect(state.attachments.ids).toEqual(['att-docx']);
  });
});

describe('attachment summary messages (spec §8)', () => {
  async function failureOf(
    setup: (fake: Awaited<ReturnType<typeof withAttachments>>) => void | Promise<void>,
  ) {
    const fake = await withAttachments();
    await setup(fake);
    fake.store.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    const state = await waitForState(
      fake.store,
      (st) => st.attachments.entities['att-pdf']?.status === 'failed',
    );
    const entry = state.attachments.entities['att-pdf']!;
    expect(state.attachments.error).toEqual(entry.error);
    return { message: entry.error, streams: fake.api.streams };
  }

  it('"Failed to get attachment: {reason}" with Outlook’s reason', async () => {
    const { message, streams } = await failureOf(({ mailHost }) => {
      mailHost.contents['att-pdf'] = new MailHostError(
        'contentFailed',
        'The attachment was not found.',
        9030,
      );
    });
    expect(message).toEqual({
      kind: 'error',
      key: 'attachments.errors.get',
      params: { reason: 'The attachment was not found.' },
    });
    expect(streams).toHaveLength(0);
  });

  it('"Empty attachment content"', async () => {
    const { message, streams } = await failureOf(({ mailHost }) => {
      mailHost.contents['att-pdf'] = { format: 'base64', content: '' };
    });
    expect(message).toEqual({ kind: 'error', key: 'attachments.errors.empty' });
    expect(streams).toHaveLength(0);
  });

  it('a clear message for a cloud attachment, which is only a link', async () => {
    const { message, streams } = await failureOf(({ mailHost }) => {
      mailHost.contents['att-pdf'] = { format: 'url', content: 'https://contoso.sharepoint.com/rapport.pdf' };
    });
    expect(message).toEqual({ kind: 'error', key: 'attachments.errors.cloud' });
    expect(streams).toHaveLength(0);
  });

  it.each([
    [
      new StreamError('http', 'HTTP 413: File too large', { status: 413, detail: 'File too large' }),
      'HTTP 413: File too large',
    ],
    [new ApiError('network', 'Failed to fetch'), 'Failed to fetch'],
    [new StreamError('event', ''), 'Stream error'],
  ])('"Failed to process {file}: {reason}" for %s', async (error, reason) => {
    const fake = await withAttachments();
    fake.store.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    await vi.waitFor(() => expect(fake.api.streams).toHaveLength(1));
    fake.api.lastStream.fail(error);
    const state = await waitForState(
      fake.store,
      (st) => st.attachments.entities['att-pdf']?.status === 'failed',
    );
    expect(state.attachments.error).toEqual({
      kind: 'error',
      key: 'attachments.errors.process',
      params: { file: 'rapport.pdf', reason },
    });
  });

  it('"File cannot be processed" for an empty summary', async () => {
    const fake = await withAttachments();
    fake.store.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    await vi.waitFor(() => expect(fake.api.streams).toHaveLength(1));
    fake.api.lastStream.finish('   ');
    const state = await waitForState(
      fake.store,
      (st) => st.attachments.entities['att-pdf']?.status === 'failed',
    );
    expect(state.attachments.error).toEqual({ kind: 'error', key: 'attachments.errors.cannotProcess' });
  });

  it('no token: "Failed to process {file}: Failed to get authentication token"', async () => {
    const { message, streams } = await failureOf(({ identity }) => {
      vi.spyOn(identity, 'getIdToken').mockResolvedValueOnce(null);
    });
    expect(message).toEqual({
      kind: 'error',
      key: 'attachments.errors.process',
      params: { file: 'rapport.pdf', reason: 'Failed to get authentication token' },
    });
    expect(streams).toHaveLength(0);
  });

  it('nobody signed in: "Failed to process {file}: User not authenticated"', async () => {
    const fake = await withAttachments([PDF], { signedIn: false });
    fake.store.dispatch(attachmentsActions.summarizeRequested({ id: 'att-pdf' }));
    const state = await waitForState(
      fake.store,
      (st) => st.attachments.entities['att-pdf']?.status === 'failed',
    );
    expect(state.attachments.error).toMatchObject({ params: { reason: 'User not authenticated' } });
  });

  it('sends an attached message as an .eml file encoded from its text', async () => {
    const fake = await withAttachments([
      { ...PDF, id: 'msg', name: 'Re: Budget', attachmentType: 'item', contentType: '' },
    ]);
    fake.mailHost.contents.msg = { format: 'eml', content: 'Subject: Re: Budget\r\n\r\nÀ valider' };
    fake.store.dispatch(attachmentsActions.summarizeRequested({ id: 'msg' }));
    await vi.waitFor(() => expect(fake.api.streams).toHaveLength(1));
    const body = fake.api.lastStream.body as { file_name: string; file_type: string; file_content: string };
    expect(body).toMatchObject({ file_name: 'Re: Budget.eml', file_type: 'message/rfc822' });
    expect(Buffer.from(body.file_content, 'base64').toString('utf8')).toBe(
      'Subject: Re: Budget\r\n\r\nÀ valider',
    );
  });
});
