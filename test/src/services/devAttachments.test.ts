import { describe, expect, it } from 'vitest';
import { createDevMailHost } from '../../../src/services/devMailHost';
import { MailHostError } from '../../../src/services/ports';

describe('dev mode attachments', () => {
  const host = createDevMailHost(() => undefined);

  it('lists two small files and an inline picture, with their real sizes', async () => {
    const attachments = await host.listAttachments();
    expect(attachments.map(({ name, isInline }) => [name, isInline])).toEqual([
      ['ordre-du-jour.csv', false],
      ['notes-preparation.txt', false],
      ['logo.png', true],
    ]);
    for (const attachment of attachments) {
      const { format, content } = await host.getAttachmentContent(attachment.id);
      expect(format).toBe('base64');
      expect(Buffer.from(content, 'base64').length, attachment.name).toBe(attachment.size);
    }
  });

  it('gives real UTF-8 text for the files', async () => {
    const { content } = await host.getAttachmentContent('dev-agenda');
    const csv = Buffer.from(content, 'base64').toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('Heure,Sujet,Responsable,Durée (min)');
    expect(csv).toContain('Budget du deuxième trimestre');
  });

  it('refuses an unknown attachment', async () => {
    await expect(host.getAttachmentContent('nope')).rejects.toBeInstanceOf(MailHostError);
    await expect(host.getAttachmentContent('nope')).rejects.toMatchObject({ kind: 'attachmentNotFound' });
  });
});
