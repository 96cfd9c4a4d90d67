import { describe, expect, it } from 'vitest';
import {
  attachmentsActions as a,
  attachmentsReducer,
  initialAttachmentsState,
  type AttachmentEntry,
  type AttachmentsState,
} from '../../../../src/features/attachments/attachmentsSlice';
import { authActions } from '../../../../src/features/auth/authSlice';
import type { AttachmentInfo } from '../../../../src/services/ports';

const pdf: AttachmentInfo = {
  id: 'a1',
  name: 'rapport.pdf',
  size: 74352,
  contentType: 'application/pdf',
  isInline: false,
  attachmentType: 'file',
};
const docx: AttachmentInfo = { ...pdf, id: 'a2', name: 'notes.docx', size: 13087 };
const logo: AttachmentInfo = { ...pdf, id: 'a3', name: 'logo.png', isInline: true, contentType: 'image/png' };

const entry = (info: AttachmentInfo, patch: Partial<AttachmentEntry> = {}): AttachmentEntry => ({
  ...info,
  status: 'idle',
  summary: '',
  engine: null,
  error: null,
  processingMode: null,
  ...patch,
});

function withEntries(
  list: AttachmentsState['list'],
  entries: AttachmentEntry[],
  patch = {},
): AttachmentsState {
  return {
    ...initialAttachmentsState,
    list,
    item: 3,
    ids: entries.map((e) => e.id),
    entities: Object.fromEntries(entries.map((e) => [e.id, e])),
    ...patch,
  };
}

const err = { kind: 'error' as const, key: 'attachments.errors.empty' };
const idle = initialAttachmentsState;
const loading = withEntries('loading', []);
const listFailed = withEntries('failed', [], { error: { kind: 'error', key: 'attachments.errors.load' } });
const loaded = withEntries('loaded', [entry(pdf), entry(docx)]);
const processing = withEntries('loaded', [
  entry(pdf, { status: 'processing', summary: 'Le rap', processingMode: 'server' }),
  entry(docx),
]);
const done = withEntries('loaded', [entry(pdf, { status: 'done', summary: 'Le rapport.' }), entry(docx)]);
const failed = withEntries('loaded', [entry(pdf, { status: 'failed', error: err }), entry(docx)], {
  error: err,
  errorOf: 'a1',
});
const ALL = { idle, loading, listFailed, loaded, processing, done, failed };
type Name = keyof typeof ALL;

function refusedIn(names: Name[], action: Parameters<typeof attachmentsReducer>[1]) {
  for (const name of names)
    expect(attachmentsReducer(ALL[name], action), `${action.type} in ${name}`).toBe(ALL[name]);
}

describe('attachments list machine', () => {
  it('starts idle, empty, with the concise type', () => {
    expect(idle).toMatchObject({ list: 'idle', item: 0, ids: [], summaryType: 'concise', error: null });
  });

  it('listRequested, from any state: loading, a new item, nothing of the previous one left', () => {
    for (const [name, state] of Object.entries(ALL)) {
      const next = attachmentsReducer(state, a.listRequested());
      expect(next, name).toMatchObject({ list: 'loading', item: state.item + 1, ids: [], entities: {} });
      expect(next.error, name).toBeNull();
      expect(next.success, name).toBeNull();
    }
  });

  it('loading → loaded with only the non-inline attachments, for the current item only', () => {
    const next = attachmentsReducer(loading, a.listLoaded({ item: 3, attachments: [pdf, logo, docx] }));
    expect(next.list).toBe('loaded');
    expect(next.ids).toEqual(['a1', 'a2']);
    expect(next.entities.a1).toEqual(entry(pdf));
    expect(attachmentsReducer(loading, a.listLoaded({ item: 2, attachments: [pdf] }))).toBe(loading);
    refusedIn(
      ['idle', 'listFailed', 'loaded', 'processing', 'done', 'failed'],
      a.listLoaded({ item: 3, attachments: [pdf] }),
    );
  });

  it('loading → failed with "Failed to load attachments", for the current item only', () => {
    expect(attachmentsReducer(loading, a.listFailed({ item: 3 }))).toMatchObject({
      list: 'failed',
      error: { kind: 'error', key: 'attachments.errors.load' },
    });
    expect(attachmentsReducer(loading, a.listFailed({ item: 1 }))).toBe(loading);
    refusedIn(['idle', 'loaded', 'processing', 'done', 'failed'], a.listFailed({ item: 3 }));
  });

  it('changes the summary type unless an attachment is being summarised', () => {
    for (const name of ['idle', 'loading', 'listFailed', 'loaded', 'done', 'failed'] as const) {
      expect(attachmentsReducer(ALL[name], a.summaryTypeChanged('bullet')).summaryType, name).toBe('bullet');
    }
    refusedIn(['processing'], a.summaryTypeChanged('bullet'));
  });

  it('dismisses the bars', () => {
    expect(attachmentsReducer(failed, a.errorDismissed())).toMatchObject({ error: null, errorOf: null });
    const succeeded = { ...done, success: { kind: 'success' as const, key: 'k' } };
    expect(attachmentsReducer(succeeded, a.successDismissed()).success).toBeNull();
  });
});

describe('one attachment machine', () => {
  const forPdf = { id: 'a1', item: 3 };

  it('summarizeRequested: idle / done / failed → processing, cleared, server-side; its own error bar cleared', () => {
    const success = { kind: 'success' as const, key: 'k' };
    for (const name of ['loaded', 'done', 'failed'] as const) {
      const next = attachmentsReducer({ ...ALL[name], success }, a.summarizeRequested({ id: 'a1' }));
      expect(next.entities.a1, name).toEqual(
        entry(pdf, { status: 'processing', summary: '', error: null, processingMode: 'server' }),
      );
      expect(next.entities.a2, name).toBe(ALL[name].entities.a2);
      expect(next.error, name).toBeNull();
      expect(next.errorOf, name).toBeNull();
      expect(next.success, name).toBeNull();
    }
    // Another attachment's error stays in the bar while this one is tried.
    const other = attachmentsReducer(failed, a.summarizeRequested({ id: 'a2' }));
    expect(other).toMatchObject({ error: err, errorOf: 'a1' });
    expect(other.entities.a1?.status).toBe('failed');
    refusedIn(['processing'], a.summarizeRequested({ id: 'a1' }));
    refusedIn(['loaded'], a.summarizeRequested({ id: 'unknown' }));
    // No list shown: nothing to summarise.
    refusedIn(['idle', 'loading', 'listFailed'], a.summarizeRequested({ id: 'a1' }));
  });

  it('several attachments process at once, each with its own text', () => {
    const both = attachmentsReducer(processing, a.summarizeRequested({ id: 'a2' }));
    const next = [
      a.deltasReceived({ id: 'a2', item: 3, text: 'Les notes' }),
      a.deltasReceived({ ...forPdf, text: 'port' }),
    ].reduce(attachmentsReducer, both);
    expect(next.entities.a1?.summary).toBe('Le rapport');
    expect(next.entities.a2?.summary).toBe('Les notes');
  });

  it('appends deltas only while processing, for the current item', () => {
    expect(
      attachmentsReducer(processing, a.deltasReceived({ ...forPdf, text: 'port' })).entities.a1?.summary,
    ).toBe('Le rapport');
    // A late delta of an earlier item is dropped.
    expect(attachmentsReducer(processing, a.deltasReceived({ id: 'a1', item: 2, text: 'x' }))).toBe(
      processing,
    );
    refusedIn(['loaded', 'done', 'failed', 'idle'], a.deltasReceived({ ...forPdf, text: 'x' }));
  });

  it('processing → done with the full text and the success bar', () => {
    const next = attachmentsReducer(processing, a.summarized({ ...forPdf, fullText: 'Le rapport.' }));
    expect(next.entities.a1).toMatchObject({ status: 'done', summary: 'Le rapport.', error: null });
    expect(next.success).toEqual({
      kind: 'success',
      key: 'attachments.messages.summarized',
      params: { file: 'rapport.pdf' },
    });
    expect(attachmentsReducer(processing, a.summarized({ id: 'a1', item: 4, fullText: 'x' }))).toBe(
      processing,
    );
    refusedIn(['loaded', 'done', 'failed'], a.summarized({ ...forPdf, fullText: 'x' }));
  });

  it('processing → failed holding its message, shown in the error bar too', () => {
    const message = {
      kind: 'error' as const,
      key: 'attachments.errors.process',
      params: { file: 'rapport.pdf', reason: 'HTTP 413: File too large' },
    };
    const next = attachmentsReducer(processing, a.summaryFailed({ ...forPdf, message }));
    expect(next.entities.a1).toMatchObject({ status: 'failed', error: message });
    expect(next).toMatchObject({ error: message, errorOf: 'a1' });
    expect(attachmentsReducer(processing, a.summaryFailed({ id: 'a1', item: 2, message }))).toBe(processing);
    refusedIn(['loaded', 'done', 'failed'], a.summaryFailed({ ...forPdf, message }));
  });

  it('sign-out forgets every summary but keeps the item list; a sign-in changes nothing', () => {
    const user = { uid: 'u', email: null, emailVerified: false, displayName: null };
    for (const name of ['processing', 'done', 'failed'] as const) {
      const next = attachmentsReducer(ALL[name], authActions.stateChanged(null));
      expect(next.ids, name).toEqual(['a1', 'a2']);
      expect(next.entities.a1, name).toEqual(entry(pdf));
      expect(next.error, name).toBeNull();
      expect(attachmentsReducer(ALL[name], authActions.stateChanged(user))).toBe(ALL[name]);
    }
  });
});
