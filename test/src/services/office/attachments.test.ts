import { OfficeMockObject } from 'office-addin-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfficeMailHost } from '../../../../src/services/office/officeMailHost';
import { MailHostError } from '../../../../src/services/ports';

type Callback = (result: {
  status: string;
  value?: unknown;
  error?: { code: number; message: string };
}) => void;
const ok =
  (value: unknown) =>
  (...args: unknown[]) =>
    (args.at(-1) as Callback)({ status: 'succeeded', value });
const fail =
  (code: number, message: string) =>
  (...args: unknown[]) =>
    (args.at(-1) as Callback)({ status: 'failed', error: { code, message } });

function install(item: Record<string, unknown>) {
  // host 'outlook': plain values, no load()/sync(); the mock cannot hold null, so absent means none.
  const mock = new OfficeMockObject({
    host: 'outlook',
    AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
    context: { mailbox: { item } },
  });
  vi.stubGlobal('Office', mock);
}

afterEach(() => vi.unstubAllGlobals());

const PDF = {
  id: 'AAMkAD=',
  name: 'rapport.pdf',
  size: 74352,
  contentType: 'application/pdf',
  isInline: false,
  attachmentType: 'file',
};
const LOGO = { ...PDF, id: 'AAMkAE=', name: 'image001.png', contentType: 'image/png', isInline: true };
const MESSAGE = {
  ...PDF,
  id: 'AAMkAF=',
  name: 'Re: Budget',
  contentType: 'message/rfc822',
  attachmentType: 'item',
};

describe('Office.js attachments (office-addin-mock)', () => {
  it('lists a received message’s attachments, inline ones included, with their kind', async () => {
    install({ attachments: [PDF, LOGO, MESSAGE] });
    await expect(createOfficeMailHost().listAttachments()).resolves.toEqual([
      PDF,
      LOGO,
      { ...MESSAGE, attachmentType: 'item' },
    ]);
  });

  it('lists an item being composed through getAttachmentsAsync (no content type there)', async () => {
    const { contentType: _omitted, ...compose } = PDF;
    install({ getAttachmentsAsync: ok([compose]) });
    await expect(createOfficeMailHost().listAttachments()).resolves.toEqual([{ ...PDF, contentType: '' }]);
    install({ getAttachmentsAsync: fail(9000, 'Internal error') });
    await expect(createOfficeMailHost().listAttachments()).rejects.toEqual(
      new MailHostError('listFailed', 'Failed to load attachments', 9000),
    );
  });

  it('lists nothing where Outlook has no attachments API, and says when no item is open', async () => {
    install({ subject: 'Sans pièces jointes' });
    await expect(createOfficeMailHost().listAttachments()).resolves.toEqual([]);
    vi.stubGlobal('Office', new OfficeMockObject({ host: 'outlook', context: { mailbox: {} } }));
    await expect(createOfficeMailHost().listAttachments()).rejects.toEqual(
      new MailHostError('noItem', 'No email item available'),
    );
  });

  it('reads a file as base64, an attached message as EML text, a cloud file as a link', async () => {
    const contents: Record<string, { format: string; content: string }> = {
      [PDF.id]: { format: 'base64', content: 'JVBERi0xLjQK' },
      [MESSAGE.id]: { format: 'eml', content: 'Subject: Re: Budget\r\n\r\nOK' },
      cloud: { format: 'url', content: 'https://contoso.sharepoint.com/a.pdf' },
    };
    const getAttachmentContentAsync = vi.fn((id: string, callback: Callback) =>
      callback({ status: 'succeeded', value: contents[id] }),
    );
    install({ attachments: [PDF], getAttachmentContentAsync });
    const host = createOfficeMailHost();
    await expect(host.getAttachmentContent(PDF.id)).resolves.toEqual(contents[PDF.id]);
    await expect(host.getAttachmentContent(MESSAGE.id)).resolves.toEqual(contents[MESSAGE.id]);
    await expect(host.getAttachmentContent('cloud')).resolves.toEqual(contents.cloud);
    expect(getAttachmentContentAsync).toHaveBeenCalledWith(PDF.id, expect.any(Function));
  });

  it('fails with Outlook’s own reason, for "Failed to get attachment: {reason}"', async () => {
    install({ attachments: [PDF], getAttachmentContentAsync: fail(9030, 'The attachment is too large.') });
    await expect(createOfficeMailHost().getAttachmentContent(PDF.id)).rejects.toEqual(
      new MailHostError('contentFailed', 'The attachment is too large.', 9030),
    );
    install({ attachments: [PDF], getAttachmentContentAsync: fail(9030, '') });
    await expect(createOfficeMailHost().getAttachmentContent(PDF.id)).rejects.toEqual(
      new MailHostError('contentFailed', 'Unknown error', 9030),
    );
  });

  it('says so when this Outlook cannot read attachment contents (before Mailbox 1.8)', async () => {
    install({ attachments: [PDF] });
    await expect(createOfficeMailHost().getAttachmentContent(PDF.id)).rejects.toEqual(
      new MailHostError(
        'contentUnsupported',
        'This Outlook cannot read attachment contents (Mailbox 1.8 is needed)',
      ),
    );
  });

  it('refuses a content format it does not know', async () => {
    install({ getAttachmentContentAsync: ok({ format: 'binary', content: 'x' }) });
    await expect(createOfficeMailHost().getAttachmentContent('x')).rejects.toEqual(
      new MailHostError('formatUnsupported', 'Unsupported attachment format: binary'),
    );
  });
});
