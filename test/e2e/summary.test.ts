import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { officeStub, type StubAttachment, type StubItem } from './officeStub';
import { newContext, root, signInFr, useSignedInStack, visible, webUrl } from './support';

/** Real attachments (../shared/realdata, read at test time, never copied into the repository). */
const realdata = join(root, '../shared/realdata/D-attachments');
const pdfBytes = readFileSync(join(realdata, 'pdf-pdfminer.six/simple5.pdf'));
const docxBytes = readFileSync(join(realdata, 'docx-mammoth/tables.docx'));
// A 1×1 PNG, as Outlook lists a picture pasted into the body: inline.
const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
// A PDF cut short after its first kilobyte: the header is right, the document is unreadable.
const corruptBytes = pdfBytes.subarray(0, 1024);

const fileAttachment = (id: string, name: string, contentType: string, bytes: Buffer): StubAttachment => ({
  id,
  name,
  size: bytes.length,
  contentType,
  isInline: false,
  content: { format: 'base64', content: bytes.toString('base64') },
});
const PDF = fileAttachment('att-pdf', 'simple5.pdf', 'application/pdf', pdfBytes);
const DOCX = fileAttachment(
  'att-docx',
  'tables.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  docxBytes,
);
const IMAGE: StubAttachment = {
  id: 'att-image',
  name: 'image001.png',
  size: Buffer.from(pngBase64, 'base64').length,
  contentType: 'image/png',
  isInline: true,
  content: { format: 'base64', content: pngBase64 },
};
const CORRUPT = fileAttachment('att-corrupt', 'rapport-corrompu.pdf', 'application/pdf', corruptBytes);

const BUDGET_EMAIL: StubItem = {
  subject: 'Budget du deuxième trimestre',
  from: 'claire.martin@example.com',
  body: [
    'Bonjour Thomas,',
    '',
    'Le comité a validé le budget du deuxième trimestre lors de la réunion de lundi.',
    'Pouvez-vous envoyer la présentation finale avant jeudi 14 h ?',
    'Il faudrait aussi réserver la salle Rivoli pour la réunion de lancement.',
    'Les chiffres détaillés du budget sont dans le rapport joint, avec le planning du projet.',
    '',
    'Merci,',
    'Claire',
  ].join('\n'),
  attachments: [PDF, IMAGE, DOCX],
};

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Waits until a streamed-text region has finished streaming, and returns its text. */
async function finished(region: Locator): Promise<string> {
  await region.waitFor({ timeout: 30_000 });
  await expect.poll(() => region.getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
  return region.innerText();
}

describe('summaries of the open email and its attachments (preview engine, Office-host stub)', () => {
  const { account, browser } = useSignedInStack('summary');
  let page: Page;
  let emailCard: Locator;
  let attachmentsCard: Locator;

  beforeAll(async () => {
    const context = await newContext(browser(), 'fr-FR', officeStub({ item: BUDGET_EMAIL }));
    page = await context.newPage();
    await page.goto(webUrl);
    await signInFr(page, account.email, account.password);
    await visible(page, 'Budget du deuxième trimestre');
    await page.getByRole('tab', { name: 'Synthétiser' }).click();
    emailCard = page.getByRole('region', { name: "Résumer l'Email" });
    attachmentsCard = page.getByRole('region', { name: 'Synthétiser les Pièces Jointes' });
    await emailCard.waitFor({ timeout: 30_000 });
  });

  it('lists only the two files, not the inline image, with their sizes in KB', async () => {
    const items = attachmentsCard.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    const [pdf, docx] = [items.nth(0), items.nth(1)];
    expect(await pdf.innerText()).toContain('simple5.pdf');
    expect(await pdf.innerText()).toContain(`${KB(pdfBytes.length)} · PDF`);
    expect(await docx.innerText()).toContain('tables.docx');
    expect(await docx.innerText()).toContain(`${KB(docxBytes.length)} · DOCX`);
    expect(KB(pdfBytes.length)).toBe('72.6 KB');
    expect(await attachmentsCard.getByText('image001.png').count()).toBe(0);
  });

  it('summarises both files at once through the real backend, each in its own place', async () => {
    await attachmentsCard.getByRole('button', { name: 'Synthétiser simple5.pdf' }).click();
    await attachmentsCard.getByRole('button', { name: 'Synthétiser tables.docx' }).click();
    const pdfSummary = await finished(
      attachmentsCard.getByRole('region', { name: 'Synthèse de simple5.pdf' }),
    );
    const docxSummary = await finished(
      attachmentsCard.getByRole('region', { name: 'Synthèse de tables.docx' }),
    );
    // Extractive summaries: each holds its own document's words, and only those.
    expect(pdfSummary).toMatch(/vim-pandoc/);
    expect(pdfSummary).not.toMatch(/Top left|Bottom right/);
    expect(docxSummary).toMatch(/Top left|Bottom right|Above|Below/);
    expect(docxSummary).not.toMatch(/vim-pandoc/);
    await attachmentsCard.getByText(/^Synthèse terminée : (simple5\.pdf|tables\.docx)$/).waitFor();
    expect(await attachmentsCard.getByRole('alert').count()).toBe(0);
  });

  async function summarizeEmail(typeLabel: string): Promise<string> {
    await emailCard.getByRole('combobox', { name: /Type de résumé/ }).click();
    await page.getByRole('option', { name: typeLabel, exact: true }).click();
    await emailCard.getByRole('button', { name: 'Générer un Résumé' }).click();
    const text = await finished(emailCard.getByRole('region', { name: "Résumé de l'email" }));
    expect(await emailCard.getByRole('alert').count()).toBe(0);
    return text;
  }

  it('summarises the email in each of the four types', async () => {
    const concise = await summarizeEmail('Concis');
    const detailed = await summarizeEmail('Détaillé');
    const bullets = await summarizeEmail('Points clés');
    const actions = await summarizeEmail('Actions à mener');
    expect(concise.trim()).not.toBe('');
    expect(concise).toMatch(/budget|présentation|salle/i);
    expect(detailed.length).toBeGreaterThan(concise.length);
    const bulletLines = bullets.split('\n').filter((line) => line.trim());
    expect(bulletLines.length).toBeGreaterThan(1);
    for (const line of bulletLines) expect(line).toMatch(/^- /);
    expect(actions).toContain('Pouvez-vous envoyer la présentation finale');
    expect(actions).toMatch(/jeudi 14 h/);
    expect(actions).not.toContain('Le comité a validé');
  });

  it('follows the selected item: a corrupt file shows its error while the other succeeds', async () => {
    await page.evaluate(
      (item) => (window as unknown as { __plumeSelect(item: StubItem): void }).__plumeSelect(item),
      {
        subject: 'Rapport du trimestre',
        from: 'thomas.bernard@example.com',
        body: 'Bonjour,\n\nVoici le rapport et le tableau.\n\nThomas',
        attachments: [CORRUPT, DOCX],
      } satisfies StubItem,
    );
    await visible(page, 'Rapport du trimestre');
    await attachmentsCard.getByText('rapport-corrompu.pdf', { exact: true }).waitFor();
    // The previous email's file and its summary are gone.
    expect(await attachmentsCard.getByText('simple5.pdf').count()).toBe(0);
    expect(await emailCard.getByRole('region', { name: "Résumé de l'email" }).count()).toBe(0);
    const items = attachmentsCard.getByRole('listitem');
    expect(await items.count()).toBe(2);

    await attachmentsCard.getByRole('button', { name: 'Synthétiser rapport-corrompu.pdf' }).click();
    await attachmentsCard.getByRole('button', { name: 'Synthétiser tables.docx' }).click();
    const message = 'Failed to process rapport-corrompu.pdf: File cannot be processed';
    await attachmentsCard.getByRole('alert').filter({ hasText: message }).waitFor({ timeout: 30_000 });
    await items.nth(0).getByText(message).waitFor();
    expect(await items.nth(0).getByRole('region').count()).toBe(0);
    const docxSummary = await finished(
      attachmentsCard.getByRole('region', { name: 'Synthèse de tables.docx' }),
    );
    expect(docxSummary).toMatch(/Top left|Bottom right|Above|Below/);
  });
});
