import * as msgreader from '@kenjiuno/msgreader';
import type { FieldsData } from '@kenjiuno/msgreader';
import { emailText } from '../emailText.js';
import { htmlToText } from '../htmlText.js';

type MsgReaderClass = new (data: DataView) => { getFileData(): FieldsData };

/**
 * msgreader is a CommonJS module whose class is its `default` export. Node wraps those exports once more
 * (the namespace's default is the exports object) than vitest or a bundler do, and TypeScript's node and
 * bundler resolutions type it differently: unwrap `default` until the class.
 */
function msgReaderClass(): MsgReaderClass {
  let value: unknown = msgreader;
  while (typeof value === 'object' && value !== null && 'default' in value) value = value.default;
  return value as MsgReaderClass;
}

const MsgReader = msgReaderClass();

function recipients(data: FieldsData, type: 'to' | 'cc'): string[] {
  return (data.recipients ?? [])
    .filter((recipient) => recipient.recipType === type)
    .map((recipient) => {
      const { name, email } = recipient;
      if (email === undefined || email === '') return name ?? '';
      return name !== undefined && name !== '' && name !== email ? `${name} <${email}>` : email;
    })
    .filter((text) => text !== '');
}

function bodyOf(data: FieldsData): string {
  if (data.body !== undefined && data.body.trim() !== '') return data.body;
  if (data.bodyHtml !== undefined && data.bodyHtml.trim() !== '') return htmlToText(data.bodyHtml, 'email');
  if (data.html !== undefined) return htmlToText(new TextDecoder().decode(data.html), 'email');
  return '';
}

/**
 * Outlook .msg files with msgreader: subject, sender, recipients, date, the plain body (else the HTML
 * one as text) and the names of visible attachments (hidden ones are inline images).
 */
export function extractMsg(bytes: Uint8Array): string {
  const reader = new MsgReader(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const data = reader.getFileData();
  if (data.error !== undefined) throw new Error(data.error);
  const sender =
    data.senderEmail !== undefined && data.senderEmail !== '' && data.senderName !== data.senderEmail
      ? `${data.senderName ?? ''} <${data.senderEmail}>`.trim()
      : data.senderName;
  return emailText({
    subject: data.subject,
    from: sender,
    to: recipients(data, 'to'),
    cc: recipients(data, 'cc'),
    date: data.messageDeliveryTime ?? data.clientSubmitTime ?? data.creationTime,
    body: bodyOf(data),
    attachments: (data.attachments ?? [])
      .filter((attachment) => attachment.attachmentHidden !== true)
      .map((attachment) => attachment.fileName ?? attachment.name ?? '')
      .filter((name) => name !== ''),
  });
}
