import PostalMime, { type Address } from 'postal-mime';
import { emailText } from '../emailText.js';
import { htmlToText } from '../htmlText.js';

function addressText(address: Address): string {
  if (address.group !== undefined) return address.group.map(addressText).join(', ');
  return address.name !== '' && address.name !== address.address
    ? `${address.name} <${address.address}>`
    : address.address;
}

/**
 * RFC 822 messages (.eml files, and the "eml" content Outlook returns for an attached item) with
 * postal-mime: headers, the text body (the HTML one converted when there is no text part) and the names
 * of the message's own attachments. Parts embedded for display (inline images) are not attachments.
 */
export async function extractEml(bytes: Uint8Array): Promise<string> {
  const email = await PostalMime.parse(bytes, { attachmentEncoding: 'arraybuffer' });
  const text = email.text?.trim() ?? '';
  const body = text !== '' ? text : email.html === undefined ? '' : htmlToText(email.html, 'email');
  const attachments = email.attachments
    // Parts shown inside the body (cid: images) are not attachments, unless marked as such.
    .filter(
      (attachment) =>
        attachment.disposition === 'attachment' ||
        (attachment.disposition !== 'inline' && attachment.related !== true),
    )
    .map((attachment) => attachment.filename)
    .filter((name): name is string => name !== null && name.trim() !== '');
  return emailText({
    subject: email.subject,
    from: email.from === undefined ? undefined : addressText(email.from),
    to: email.to?.map(addressText),
    cc: email.cc?.map(addressText),
    date: email.date,
    body,
    attachments,
  });
}
