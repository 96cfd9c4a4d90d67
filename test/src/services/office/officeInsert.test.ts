import { OfficeMockObject } from 'office-addin-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDevInsert } from '../../../../src/services/devInsert';
import {
  createOfficeInsert,
  INSERT_FAILED,
  MAX_BODY_WRITE_CHARS,
} from '../../../../src/services/office/officeInsert';
import { MailHostError, type MailHost } from '../../../../src/services/ports';

type Callback = (result: { status: string; value?: unknown; error?: { code: number } }) => void;
const ok = () =>
  vi.fn((...args: unknown[]) => (args.at(-1) as Callback)({ status: 'succeeded', value: undefined }));
const fail = (code: number) =>
  vi.fn((...args: unknown[]) => (args.at(-1) as Callback)({ status: 'failed', error: { code } }));

/** Office.js enums the implementation reads, as Office defines them. */
const enums = {
  CoercionType: { Text: 'text', Html: 'html' },
  AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
};

function install(mailbox: Record<string, unknown> | null) {
  const mock = new OfficeMockObject({
    host: 'outlook',
    ...enums,
    context: mailbox === null ? {} : { mailbox },
  });
  vi.stubGlobal('Office', mock);
  return mock;
}

afterEach(() => vi.unstubAllGlobals());

const reply = { html: '<p style="margin:0">Bonjour</p>', subject: 'Re: Budget' };

// Both implementations must keep fitting the port the sagas call.
const asPort = (inserts: Pick<MailHost, 'insertReply' | 'insertAtCursor' | 'replaceBody'>) => inserts;

describe('insertReply (Office.js)', () => {
  it('opens a reply-all form with the HTML body in read mode', async () => {
    const displayReplyAllForm = vi.fn();
    const displayReplyForm = vi.fn();
    const displayNewMessageForm = vi.fn();
    install({
      item: { displayReplyAllForm, displayReplyForm, from: { emailAddress: 'alice@example.com' } },
      displayNewMessageForm,
    });
    await asPort(createOfficeInsert()).insertReply(reply);
    expect(displayReplyAllForm).toHaveBeenCalledWith({ htmlBody: reply.html });
    expect(displayReplyForm).not.toHaveBeenCalled();
    expect(displayNewMessageForm).not.toHaveBeenCalled();
  });

  it('replies to the sender only when asked, or when reply-all is not available', async () => {
    const displayReplyAllForm = vi.fn();
    const displayReplyForm = vi.fn();
    install({ item: { displayReplyAllForm, displayReplyForm } });
    await createOfficeInsert().insertReply({ ...reply, replyAll: false });
    expect(displayReplyForm).toHaveBeenCalledWith({ htmlBody: reply.html });
    expect(displayReplyAllForm).not.toHaveBeenCalled();

    const onlyReply = vi.fn();
    install({ item: { displayReplyForm: onlyReply } });
    await createOfficeInsert().insertReply(reply);
    expect(onlyReply).toHaveBeenCalledWith({ htmlBody: reply.html });
  });

  it('falls back to a new message to the sender, with the subject, when there are no reply forms', async () => {
    const displayNewMessageForm = vi.fn();
    install({
      item: { from: { emailAddress: 'alice@example.com', displayName: 'Alice' } },
      displayNewMessageForm,
    });
    await createOfficeInsert().insertReply(reply);
    expect(displayNewMessageForm).toHaveBeenCalledWith({
      toRecipients: ['alice@example.com'],
      subject: 'Re: Budget',
      htmlBody: reply.html,
    });

    // The sender field when from has no address; nobody when neither has one (compose-mode From object).
    install({
      item: { from: { displayName: 'Alice' }, sender: { emailAddress: 'bob@example.com' } },
      displayNewMessageForm,
    });
    await createOfficeInsert().insertReply(reply);
    expect(displayNewMessageForm).toHaveBeenLastCalledWith(
      expect.objectContaining({ toRecipients: ['bob@example.com'] }),
    );
    install({ item: { from: { getAsync: vi.fn() } }, displayNewMessageForm });
    await createOfficeInsert().insertReply(reply);
    expect(displayNewMessageForm).toHaveBeenLastCalledWith(expect.objectContaining({ toRecipients: [] }));
  });

  it('fails with the spec messages when the item, the mailbox or Office is missing', async () => {
    install({ displayNewMessageForm: vi.fn() }); // no item selected (office-addin-mock cannot hold a null)
    await expect(createOfficeInsert().insertReply(reply)).rejects.toEqual(
      new MailHostError('noItem', 'No email item available'),
    );
    install(null);
    await expect(createOfficeInsert().insertReply(reply)).rejects.toEqual(
      new MailHostError('noContext', 'Outlook context not available'),
    );
    vi.stubGlobal('Office', { ...enums });
    await expect(createOfficeInsert().insertReply(reply)).rejects.toEqual(
      new MailHostError('notReady', 'Office.js is not ready'),
    );
    vi.unstubAllGlobals();
    // Outside any Office host the global does not exist at all.
    expect(typeof Office).toBe('undefined');
    await expect(createOfficeInsert().insertReply(reply)).rejects.toEqual(
      new MailHostError('notReady', 'Office.js is not ready'),
    );
  });

  it('wraps what Outlook throws, keeping it as the cause, and does not try the next form', async () => {
    const refused = Object.assign(new Error('HTML body too large'), { code: 9030 });
    const displayReplyForm = vi.fn();
    install({
      item: {
        displayReplyAllForm: () => {
          throw refused;
        },
        displayReplyForm,
      },
    });
    const error = await createOfficeInsert()
      .insertReply(reply)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailHostError);
    expect(error).toMatchObject({ message: INSERT_FAILED, code: 9030, cause: refused });
    expect(displayReplyForm).not.toHaveBeenCalled();

    install({
      item: {},
      displayNewMessageForm: () => {
        throw 'ArgumentOutOfRange';
      },
    });
    await expect(createOfficeInsert().insertReply(reply)).rejects.toMatchObject({
      message: INSERT_FAILED,
      code: null,
      cause: 'ArgumentOutOfRange',
    });
  });
});

describe('compose-mode writes (Office.js)', () => {
  it('inserts text at the cursor as plain text', async () => {
    const setSelectedDataAsync = ok();
    install({ item: { body: { setSelectedDataAsync } } });
    await expect(asPort(createOfficeInsert()).insertAtCursor('Bonjour <b>')).resolves.toBeUndefined();
    expect(setSelectedDataAsync).toHaveBeenCalledWith(
      'Bonjour <b>',
      { coercionType: 'text' },
      expect.any(Function),
    );
  });

  it('replaces the body as plain text', async () => {
    const setAsync = ok();
    install({ item: { body: { setAsync } } });
    await expect(createOfficeInsert().replaceBody('Nouveau texte')).resolves.toBeUndefined();
    expect(setAsync).toHaveBeenCalledWith('Nouveau texte', { coercionType: 'text' }, expect.any(Function));
  });

  it('rejects with the spec message and the Office error code when a write fails', async () => {
    install({ item: { body: { setSelectedDataAsync: fail(9041), setAsync: fail(9043) } } });
    await expect(createOfficeInsert().insertAtCursor('x')).rejects.toEqual(
      new MailHostError('insertFailed', INSERT_FAILED, 9041),
    );
    await expect(createOfficeInsert().replaceBody('x')).rejects.toEqual(
      new MailHostError('insertFailed', INSERT_FAILED, 9043),
    );
  });

  it('fails cleanly on a read-mode item, which has no writable body', async () => {
    install({ item: { body: { getAsync: vi.fn() } } });
    await expect(createOfficeInsert().insertAtCursor('x')).rejects.toEqual(
      new MailHostError('insertFailed', INSERT_FAILED),
    );
    await expect(createOfficeInsert().replaceBody('x')).rejects.toEqual(
      new MailHostError('insertFailed', INSERT_FAILED),
    );
  });

  it('refuses more than 1,000,000 characters without calling Outlook, and accepts exactly that many', async () => {
    const setAsync = ok();
    const setSelectedDataAsync = ok();
    install({ item: { body: { setAsync, setSelectedDataAsync } } });
    const tooLong = 'a'.repeat(MAX_BODY_WRITE_CHARS + 1);
    await expect(createOfficeInsert().replaceBody(tooLong)).rejects.toEqual(
      new MailHostError(
        'textTooLong',
        'The text is too long to insert into Outlook (1000001 characters; the limit is 1,000,000).',
      ),
    );
    await expect(createOfficeInsert().insertAtCursor(tooLong)).rejects.toMatchObject({ kind: 'textTooLong' });
    expect(setAsync).not.toHaveBeenCalled();
    expect(setSelectedDataAsync).not.toHaveBeenCalled();
    await createOfficeInsert().replaceBody(tooLong.slice(1));
    expect(setAsync).toHaveBeenCalledOnce();
  });

  it('has the spec messages for a missing item, mailbox or Office', async () => {
    install({});
    await expect(createOfficeInsert().insertAtCursor('x')).rejects.toEqual(
      new MailHostError('noItem', 'No email item available'),
    );
    install(null);
    await expect(createOfficeInsert().replaceBody('x')).rejects.toEqual(
      new MailHostError('noContext', 'Outlook context not available'),
    );
    vi.stubGlobal('Office', { ...enums });
    await expect(createOfficeInsert().insertAtCursor('x')).rejects.toEqual(
      new MailHostError('notReady', 'Office.js is not ready'),
    );
  });
});

describe('dev-mode inserts', () => {
  it('only log what Outlook would have received, and resolve', async () => {
    const log = vi.fn();
    const dev = createDevInsert(log);
    asPort(dev);
    await expect(dev.insertReply(reply)).resolves.toBeUndefined();
    await dev.insertReply({ ...reply, replyAll: false });
    await dev.insertAtCursor('au curseur');
    await dev.replaceBody('tout le corps');
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      `dev mode: would open a reply-all form (new-message subject "Re: Budget"):\n${reply.html}`,
      `dev mode: would open a reply form (new-message subject "Re: Budget"):\n${reply.html}`,
      'dev mode: would insert at the cursor:\nau curseur',
      'dev mode: would replace the body with:\ntout le corps',
    ]);
  });
});
