import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmailSummaryCard } from '../../../../src/features/summary/EmailSummaryCard';
import { initialSummaryState, type SummaryState } from '../../../../src/features/summary/summarySlice';
import { renderWithStore } from '../../helpers/renderWithStore';

function show(summary: Partial<SummaryState>, language: 'fr' | 'en' = 'fr') {
  return renderWithStore(<EmailSummaryCard />, {
    state: { summary: { ...initialSummaryState, ...summary } },
    language,
  });
}

describe('EmailSummaryCard', () => {
  it('is a card titled "Résumer l\'Email" with the four summary types, concise first', () => {
    const { dispatched } = show({});
    const card = screen.getByRole('region', { name: "Résumer l'Email" });
    const type = within(card).getByRole('combobox', { name: /Type de résumé/ });
    expect(type).toHaveTextContent('Concis');
    fireEvent.click(type);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Concis',
      'Détaillé',
      'Points clés',
      'Actions à mener',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Actions à mener' }));
    expect(dispatched.at(-1)).toEqual({ type: 'summary/summaryTypeChanged', payload: 'action' });
  });

  it('asks for a summary', () => {
    const { types } = show({});
    expect(screen.queryByRole('region', { name: "Résumé de l'email" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Générer un Résumé' }));
    expect(types()).toContain('summary/summarizeRequested');
  });

  it('shows the loading state and the text as it streams, the controls disabled', () => {
    show({ status: 'processing', text: 'Alice demande' });
    expect(screen.getByText("Résumé de l'email en cours...")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Générer un Résumé' })).toBeDisabled();
    const result = screen.getByRole('region', { name: "Résumé de l'email" });
    expect(result).toHaveTextContent('Alice demande');
    expect(result).toHaveAttribute('aria-busy', 'true');
  });

  it('renders the summary as text, never as HTML', () => {
    show({ status: 'done', text: '<img src=x onerror=alert(1)> <b>Budget</b>' });
    const result = screen.getByRole('region', { name: "Résumé de l'email" });
    expect(result.textContent).toBe('<img src=x onerror=alert(1)> <b>Budget</b>');
    expect(result.querySelector('img, b')).toBeNull();
    expect(result).toHaveAttribute('aria-busy', 'false');
  });

  it.each([
    [{ key: 'summary.errors.noEmail' }, 'No email selected'],
    [{ key: 'summary.errors.token' }, 'Failed to get authentication token'],
    [
      { key: 'summary.errors.failed', params: { reason: 'HTTP 502: Bad Gateway' } },
      'Failed to summarize email: HTTP 502: Bad Gateway',
    ],
  ])('shows the spec message %o', async (error, text) => {
    const { types } = show({ status: 'failed', error: { kind: 'error', ...error } });
    // Fluent's message bar renders its text a moment later, for screen readers to announce it.
    expect(await screen.findByText(text)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(types()).toContain('summary/errorDismissed');
  });

  it('speaks English too', () => {
    show({}, 'en');
    expect(screen.getByRole('region', { name: 'Summarize the Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate a Summary' })).toBeInTheDocument();
  });
});
