import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentsCard } from '../../../../src/features/attachments/AttachmentsCard';
import {
  initialAttachmentsState,
  type AttachmentEntry,
  type AttachmentsState,
} from '../../../../src/features/attachments/attachmentsSlice';
import { renderWithStore } from '../../helpers/renderWithStore';

const entry = (patch: Partial<AttachmentEntry> & Pick<AttachmentEntry, 'id' | 'name'>): AttachmentEntry => ({
  size: 74352,
  contentType: 'application/pdf',
  isInline: false,
  attachmentType: 'file',
  status: 'idle',
  summary: '',
  engine: null,
  error: null,
  processingMode: null,
  ...patch,
});

function show(
  entries: AttachmentEntry[],
  patch: Partial<AttachmentsState> = {},
  language: 'fr' | 'en' = 'fr',
) {
  const attachments: AttachmentsState = {
    ...initialAttachmentsState,
    list: 'loaded',
    item: 1,
    ids: entries.map((e) => e.id),
    entities: Object.fromEntries(entries.map((e) => [e.id, e])),
    ...patch,
  };
  return renderWithStore(<AttachmentsCard />, { state: { attachments }, language });
}

const PDF = entry({ id: 'a1', name: 'simple5.pdf' });
const DOCX = entry({
  id: 'a2',
  name: 'tables.docx',
  size: 13087,
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
});

describe('AttachmentsCard', () => {
  it('is a card titled "Synthétiser les Pièces Jointes" with its summary type', () => {
    const { dispatched } = show([PDF]);
    const card = screen.getByRole('region', { name: 'Synthétiser les Pièces Jointes' });
    expect(within(card).getByRole('combobox', { name: /Type de résumé/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(within(card).getByRole('combobox', { name: /Type de résumé/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Détaillé' }));
    expect(dispatched.at(-1)).toEqual({ type: 'attachments/summaryTypeChanged', payload: 'detailed' });
  });

  it('lists each file with its name, size in KB to one decimal and type, and a Synthétiser button', () => {
    const { dispatched } = show([PDF, DOCX]);
    const items = within(screen.getByRole('list', { name: "Pièces jointes de l'email" })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('simple5.pdf');
    expect(items[0]).toHaveTextContent('72.6 KB · PDF');
    expect(items[1]).toHaveTextContent('12.8 KB · DOCX');
    const button = within(items[1]!).getByRole('button', { name: 'Synthétiser tables.docx' });
    expect(button).toHaveTextContent('Synthétiser');
    fireEvent.click(button);
    expect(dispatched.at(-1)).toEqual({ type: 'attachments/summarizeRequested', payload: { id: 'a2' } });
  });

  it('shows the empty state for an item without files', () => {
    show([]);
    expect(screen.getByText('Aucune pièce jointe trouvée dans cet email')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the loading state while the list loads, and no empty state', () => {
    show([], { list: 'loading' });
    expect(screen.getByText('Chargement des pièces jointes...')).toBeInTheDocument();
    expect(screen.queryByText('Aucune pièce jointe trouvée dans cet email')).toBeNull();
  });

  it('shows each attachment’s own state: processing with its streamed text, done, failed', () => {
    show([
      entry({
        id: 'p',
        name: 'a.pdf',
        status: 'processing',
        summary: 'En cours <b>',
        processingMode: 'server',
      }),
      entry({ id: 'd', name: 'b.pdf', status: 'done', summary: 'Terminé.' }),
      entry({
        id: 'f',
        name: 'c.pdf',
        status: 'failed',
        error: { kind: 'error', key: 'attachments.errors.empty' },
      }),
    ]);
    const [processing, done, failed] = screen.getAllByRole('listitem');
    // The type holds still while a summary is being made, as in the email summary card.
    expect(screen.getByRole('combobox', { name: /Type de résumé/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(processing!).getByText('Traitement du fichier...')).toBeInTheDocument();
    expect(within(processing!).getByRole('button', { name: 'Synthétiser a.pdf' })).toBeDisabled();
    const streaming = within(processing!).getByRole('region', { name: 'Synthèse de a.pdf' });
    expect(streaming.textContent).toBe('En cours <b>');
    expect(streaming).toHaveAttribute('aria-busy', 'true');
    expect(within(done!).getByRole('region', { name: 'Synthèse de b.pdf' })).toHaveTextContent('Terminé.');
    expect(within(done!).getByRole('button', { name: 'Synthétiser b.pdf' })).toBeEnabled();
    expect(within(failed!).getByText('Empty attachment content')).toBeInTheDocument();
    expect(within(failed!).queryByRole('region')).toBeNull();
  });

  it.each([
    [{ key: 'attachments.errors.load' }, 'Failed to load attachments'],
    [
      { key: 'attachments.errors.get', params: { reason: 'Not found' } },
      'Failed to get attachment: Not found',
    ],
    [{ key: 'attachments.errors.empty' }, 'Empty attachment content'],
    [
      { key: 'attachments.errors.process', params: { file: 'a&b.pdf', reason: 'HTTP 413: File too large' } },
      'Failed to process a&b.pdf: HTTP 413: File too large',
    ],
    [{ key: 'attachments.errors.cannotProcess' }, 'File cannot be processed'],
  ])('shows the error bar %o', async (error, text) => {
    const { types } = show([PDF], { error: { kind: 'error', ...error } });
    expect(await screen.findByText(text)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(types()).toContain('attachments/errorDismissed');
  });

  it('shows the success bar', async () => {
    const { types } = show([PDF], {
      success: { kind: 'success', key: 'attachments.messages.summarized', params: { file: 'simple5.pdf' } },
    });
    expect(await screen.findByText('Synthèse terminée : simple5.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(types()).toContain('attachments/successDismissed');
  });

  it('speaks English too', () => {
    show([], {}, 'en');
    expect(screen.getByRole('region', { name: 'Summarize Attachments' })).toBeInTheDocument();
    expect(screen.getByText('No attachments found in this email')).toBeInTheDocument();
  });
});
