import { describe, expect, it } from 'vitest';
import { decodeText, detectEncoding, looksLikeText } from '../../../server/src/extract/charset.js';
import { extractDocument } from '../../../server/src/extract/extract.js';
import type { ExtractedDocument } from '../../../server/src/extract/types.js';
import { docxWith, pptxWith } from './helpers/zipFiles.js';

const extract = (bytes: Uint8Array, fileName: string, fileType = ''): Promise<ExtractedDocument> =>
  extractDocument(bytes, { fileName, fileType }, { maxChars: 100_000 });

const utf16le = (text: string) => Buffer.from(text, 'utf16le');
const utf16be = (text: string) => {
  const bytes = utf16le(text);
  for (let index = 0; index < bytes.length; index += 2)
    [bytes[index], bytes[index + 1]] = [bytes[index + 1]!, bytes[index]!];
  return bytes;
};

describe('charsets of text files', () => {
  const TEXT = 'Réunion à 9 h, café offert : 15 € par personne.';

  it('follows a byte-order mark', () => {
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]))).toBe(TEXT);
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le(TEXT)]))).toBe(TEXT);
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(TEXT)]))).toBe(TEXT);
  });

  it('recognises UTF-16 without a mark, valid UTF-8, and falls back to Windows-1252', () => {
    expect(detectEncoding(utf16le(TEXT))).toBe('utf-16le');
    expect(detectEncoding(utf16be(TEXT))).toBe('utf-16be');
    expect(decodeText(Buffer.from(TEXT))).toBe(TEXT);
    // "é" as one byte (0xE9) is not valid UTF-8; "€" is 0x80 in Windows-1252.
    const legacy = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80]);
    expect(detectEncoding(legacy)).toBe('windows-1252');
    expect(decodeText(legacy)).toBe('Café €');
  });

  it('uses a declared charset when the bytes are not UTF-8', () => {
    // ISO-8859-15 puts "€" at 0xA4, where Windows-1252 has "¤".
    const euro = Buffer.from([0x31, 0x30, 0x20, 0xa4]);
    expect(decodeText(euro, 'iso-8859-15')).toBe('10 €');
    expect(decodeText(euro)).toBe('10 ¤');
    // An unknown label is ignored rather than failing.
    expect(decodeText(Buffer.from(TEXT), 'x-unknown')).toBe(TEXT);
  });

  it('tells text from binary data', () => {
    expect(looksLikeText(Buffer.from(TEXT))).toBe(true);
    expect(looksLikeText(utf16le(TEXT))).toBe(true);
    expect(looksLikeText(Buffer.from([0x89, 0x50, 0x00, 0x01, 0x02]))).toBe(false);
    // Zero every other byte, as in UTF-16, but control codes in between: binary.
    expect(
      looksLikeText(Buffer.from(Array.from({ length: 64 }, (_, index) => (index % 2 === 0 ? index % 9 : 0)))),
    ).toBe(false);
  });

  it('reads an HTML file in the charset its meta tag declares', async () => {
    const html = Buffer.concat([
      Buffer.from('<html><head><meta charset="windows-1252"></head><body><p>Ordre du jour : caf'),
      Buffer.from([0xe9]),
      Buffer.from(' et budget</p></body></html>'),
    ]);
    expect((await extract(html, 'agenda.html')).text).toBe('Ordre du jour : café et budget');
  });
});

describe('format detection by content', () => {
  it('reads the email file the add-in sends as an email, not as an attached message', async () => {
    const email = 'Subject: Budget 2025\nFrom: Marie Dupont\n\nBonjour,\n\nPouvez-vous valider le budget ?';
    const document = await extract(Buffer.from(email), 'email.txt', 'text/plain');
    expect(document).toMatchObject({ format: 'text', kind: 'email', text: email });
  });

  it('reads a message (Outlook "eml" content) by its headers, whatever its name', async () => {
    const eml = [
      'From: "Claire Martin" <claire@example.com>',
      'To: team@example.com',
      'Subject: =?UTF-8?B?UsOpdW5pb24gZGUgbGFuY2VtZW50?=',
      'Date: Tue, 14 Jan 2025 09:30:00 +0100',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=UTF-8',
      '',
      '<html><body><p>La r&eacute;union aura lieu <b>mardi</b>.</p><p>Merci de confirmer.</p></body></html>',
    ].join('\r\n');
    const document = await extract(Buffer.from(eml), 'Réunion de lancement', '');
    expect(document.format).toBe('eml');
    expect(document.kind).toBe('email');
    // Encoded-word subject decoded, HTML body turned into text, date in UTC.
    expect(document.text).toBe(
      [
        'Subject: Réunion de lancement',
        'From: Claire Martin <claire@example.com>',
        'To: team@example.com',
        'Date: 2025-01-14 08:30 UTC',
        '',
        'La réunion aura lieu mardi.',
        '',
        'Merci de confirmer.',
      ].join('\n'),
    );
  });

  it('reads HTML without a telling name, and CSV only when named or typed so', async () => {
    expect((await extract(Buffer.from('<!DOCTYPE html><p>Hello there</p>'), 'page')).format).toBe('html');
    expect((await extract(Buffer.from('a,b\n1,2\n'), 'data.csv')).format).toBe('csv');
    expect((await extract(Buffer.from('a,b\n1,2\n'), 'data', 'text/csv')).format).toBe('csv');
    expect((await extract(Buffer.from('a,b\n1,2\n'), 'notes.txt', 'text/plain')).format).toBe('text');
  });

  it('reads semicolon-separated CSV, as spreadsheets export it in French locales', async () => {
    const csv = 'Produit;Prix;Quantité\n"Stylo; bleu";1,50;10\nCahier;3,20;4\n';
    expect((await extract(Buffer.from(csv), 'commande.csv')).text).toBe(
      'Produit\tPrix\tQuantité\nStylo; bleu\t1,50\t10\nCahier\t3,20\t4',
    );
  });

  it('reads an iCalendar invitation: title, time with its zone, place, organizer and description', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Plume//Test//FR',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:1@example.com',
      'DTSTAMP:20250110T080000Z',
      'DTSTART;TZID=Europe/Paris:20250114T093000',
      'DTEND;TZID=Europe/Paris:20250114T103000',
      'SUMMARY:Réunion de lancement',
      'LOCATION:Salle Rivoli',
      'ORGANIZER;CN=Claire Martin:mailto:claire@example.com',
      'DESCRIPTION:Ordre du jour : planning et budget.\\nMerci de venir avec vos estimations.',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:2@example.com',
      'DTSTAMP:20250110T080000Z',
      'DTSTART;VALUE=DATE:20250120',
      'SUMMARY:Salon de Lyon',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const document = await extract(Buffer.from(ics), 'invite.ics', 'text/calendar');
    expect(document).toMatchObject({ format: 'ics', kind: 'calendar' });
    expect(document.text).toBe(
      [
        'Event: Réunion de lancement',
        'When: 2025-01-14 09:30 (Europe/Paris) – 2025-01-14 10:30 (Europe/Paris)',
        'Location: Salle Rivoli',
        'Organizer: Claire Martin <claire@example.com>',
        'Description: Ordre du jour : planning et budget.',
        'Merci de venir avec vos estimations.',
        '',
        'Event: Salon de Lyon',
        'When: 2025-01-20',
      ].join('\n'),
    );
  });

  it('reads every calendar of a file that holds several', async () => {
    const calendar = (summary: string) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        `SUMMARY:${summary}`,
        'DTSTART:20250301T090000Z',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
    const document = await extract(Buffer.from(`${calendar('Atelier')}\r\n${calendar('Bilan')}`), 'two.ics');
    expect(document.text).toBe(
      'Event: Atelier\nWhen: 2025-03-01 09:00 (UTC)\n\nEvent: Bilan\nWhen: 2025-03-01 09:00 (UTC)',
    );
  });

  it('reads a Word document built by hand (any producer, not only Word)', async () => {
    const document = await extract(await docxWith(['Compte rendu', 'Le budget est validé.']), 'cr.docx');
    expect(document).toMatchObject({
      format: 'docx',
      kind: 'document',
      text: 'Compte rendu\n\nLe budget est validé.',
    });
  });

  it('reads slides in presentation order, not file order, with their notes', async () => {
    const pptx = await pptxWith(
      [['Second slide title'], ['First slide title', 'Agenda &amp; goals']],
      [1, 0],
      { 0: 'Speaker reminder' },
    );
    const document = await extract(pptx, 'deck.pptx');
    expect(document.text).toBe(
      [
        'Slide 1',
        'First slide title',
        'Agenda & goals',
        '',
        'Slide 2',
        'Second slide title',
        'Notes: Speaker reminder',
      ].join('\n'),
    );
  });
});
