import { MailHostError, type AttachmentContent, type AttachmentInfo } from '../ports';
import { officeAsync } from './asyncResult';
import { currentItem } from './mailbox';

/** Why Outlook could not give attachments; the add-in words them with the spec's §8 prefixes. */
export const ATTACHMENT_ERRORS = {
  listFailed: 'Failed to load attachments',
  unknown: 'Unknown error',
  noContentApi: 'This Outlook cannot read attachment contents (Mailbox 1.8 is needed)',
} as const;

/** Read and compose items both carry these, in different shapes (Mailbox 1.8 for compose). */
type AttachmentItem = {
  attachments?: Office.AttachmentDetails[];
  getAttachmentsAsync?: (
    callback: (result: Office.AsyncResult<Office.AttachmentDetailsCompose[]>) => void,
  ) => void;
  getAttachmentContentAsync?: (
    id: string,
    callback: (result: Office.AsyncResult<Office.AttachmentContent>) => void,
  ) => void;
};

// Office's enum values (MailboxEnums.AttachmentType / AttachmentContentFormat), compared as strings
// so no enum object has to exist at run time.
const ATTACHMENT_TYPES = new Set<AttachmentInfo['attachmentType']>(['file', 'item', 'cloud']);
const CONTENT_FORMATS = new Set<AttachmentContent['format']>(['base64', 'eml', 'iCalendar', 'url']);

function toInfo(details: Office.AttachmentDetails | Office.AttachmentDetailsCompose): AttachmentInfo {
  const type = String(details.attachmentType) as AttachmentInfo['attachmentType'];
  return {
    id: details.id,
    name: details.name,
    size: details.size,
    contentType: 'contentType' in details ? (details.contentType ?? '') : '',
    isInline: Boolean(details.isInline),
    attachmentType: ATTACHMENT_TYPES.has(type) ? type : 'file',
  };
}

/** Read mode lists attachments as a property; compose mode needs getAttachmentsAsync (Mailbox 1.8). */
export async function listAttachments(): Promise<AttachmentInfo[]> {
  const item = currentItem<AttachmentItem>();
  if (Array.isArray(item.attachments)) return item.attachments.map(toInfo);
  if (typeof item.getAttachmentsAsync !== 'function') return [];
  const details = await officeAsync<Office.AttachmentDetailsCompose[]>(
    (callback) => item.getAttachmentsAsync!(callback),
    'listFailed',
    ATTACHMENT_ERRORS.listFailed,
  );
  return details.map(toInfo);
}

/** One attachment's content; a failure carries Outlook's own reason for "Failed to get attachment: …". */
export async function getAttachmentContent(id: string): Promise<AttachmentContent> {
  const item = currentItem<AttachmentItem>();
  if (typeof item.getAttachmentContentAsync !== 'function') {
    throw new MailHostError('contentUnsupported', ATTACHMENT_ERRORS.noContentApi);
  }
  const value = await officeAsync<Office.AttachmentContent>(
    (callback) => item.getAttachmentContentAsync!(id, callback),
    'contentFailed',
    (error) => error?.message || ATTACHMENT_ERRORS.unknown,
  );
  const format = String(value.format) as AttachmentContent['format'];
  if (!CONTENT_FORMATS.has(format)) {
    throw new MailHostError('formatUnsupported', `Unsupported attachment format: ${format}`);
  }
  return { format, content: value.content ?? '' };
}
