import type { AttachmentContent, AttachmentInfo } from '../../services/ports';
import { utf8ToBase64, type SummaryFile } from '../summary/summaryRequest';

/** Attached items come as text (an .eml message, an .ics meeting): named and typed as such files. */
const TEXT_FORMATS = {
  eml: { extension: '.eml', type: 'message/rfc822' },
  iCalendar: { extension: '.ics', type: 'text/calendar' },
} as const;

const withExtension = (name: string, extension: string) =>
  name.toLowerCase().endsWith(extension) ? name : `${name || 'attachment'}${extension}`;

/**
 * The file the summary call takes for an attachment's content: base64 as Outlook gave it, attached
 * items encoded from their text. A cloud attachment ("url") is only a link: null, nothing to send.
 */
export function attachmentFile(info: AttachmentInfo, content: AttachmentContent): SummaryFile | null {
  switch (content.format) {
    case 'base64':
      return {
        name: info.name,
        type: info.contentType || 'application/octet-stream',
        base64: content.content,
      };
    case 'eml':
    case 'iCalendar': {
      const { extension, type } = TEXT_FORMATS[content.format];
      return { name: withExtension(info.name, extension), type, base64: utf8ToBase64(content.content) };
    }
    case 'url':
      return null;
  }
}

/** Spec §9: sizes in KB to one decimal. */
export const sizeInKb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A short type for the list: the file's extension, else the subtype of its MIME type. */
export function typeLabel(info: Pick<AttachmentInfo, 'name' | 'contentType'>): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(info.name)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = info.contentType.split('/')[1]?.split(/[;+]/)[0];
  return subtype ? subtype.toUpperCase() : info.contentType;
}
