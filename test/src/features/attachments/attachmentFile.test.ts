import { describe, expect, it } from 'vitest';
import { attachmentFile, sizeInKb, typeLabel } from '../../../../src/features/attachments/attachmentFile';
import type { AttachmentInfo } from '../../../../src/services/ports';

const info = (patch: Partial<AttachmentInfo> = {}): AttachmentInfo => ({
  id: 'a',
  name: 'rapport.pdf',
  size: 1000,
  contentType: 'application/pdf',
  isInline: false,
  attachmentType: 'file',
  ...patch,
});
const text = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

describe('attachment sizes and types', () => {
  it.each([
    [74352, '72.6'],
    [13087, '12.8'],
    [0, '0.0'],
    [51, '0.0'],
    [52, '0.1'],
    [1024 * 1024 * 3, '3072.0'],
  ])('%i bytes shows as %s KB', (bytes, kb) => {
    expect(sizeInKb(bytes)).toBe(kb);
  });

  it('names the type by extension, else by MIME subtype', () => {
    expect(typeLabel(info())).toBe('PDF');
    expect(typeLabel(info({ name: 'Tableau.Docx', contentType: '' }))).toBe('DOCX');
    expect(typeLabel(info({ name: 'Re: Budget', contentType: 'message/rfc822' }))).toBe('RFC822');
    expect(typeLabel(info({ name: 'scan', contentType: 'image/svg+xml' }))).toBe('SVG');
    expect(typeLabel(info({ name: 'sans type', contentType: '' }))).toBe('');
  });
});

describe('the file sent for an attachment', () => {
  it('passes a file’s base64 through with its content type', () => {
    expect(attachmentFile(info(), { format: 'base64', content: 'JVBERi0=' })).toEqual({
      name: 'rapport.pdf',
      type: 'application/pdf',
      base64: 'JVBERi0=',
    });
    expect(attachmentFile(info({ contentType: '' }), { format: 'base64', content: 'AA==' })?.type).toBe(
      'application/octet-stream',
    );
  });

  it('encodes an attached message (.eml) and meeting (.ics) from their UTF-8 text', () => {
    const eml = attachmentFile(info({ name: 'Re: Budget', attachmentType: 'item' }), {
      format: 'eml',
      content: 'Subject: Budget\r\n\r\nÀ valider — merci',
    });
    expect(eml).toMatchObject({ name: 'Re: Budget.eml', type: 'message/rfc822' });
    expect(text(eml!.base64)).toBe('Subject: Budget\r\n\r\nÀ valider — merci');
    const ics = attachmentFile(info({ name: 'Réunion.ICS', attachmentType: 'item' }), {
      format: 'iCalendar',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
    });
    expect(ics).toMatchObject({ name: 'Réunion.ICS', type: 'text/calendar' });
    expect(text(ics!.base64)).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR');
  });

  it('has nothing to send for a cloud attachment (a link)', () => {
    expect(
      attachmentFile(info({ attachmentType: 'cloud' }), { format: 'url', content: 'https://x' }),
    ).toBeNull();
  });
});
