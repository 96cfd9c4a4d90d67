import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailContextPanel } from '../../../../src/features/email/EmailContextPanel';
import { initialEmailState, type EmailState } from '../../../../src/features/email/emailSlice';
import { SettingsButton } from '../../../../src/features/shell/SettingsButton';
import { initialShellState } from '../../../../src/features/shell/shellSlice';
import { renderWithStore } from '../../helpers/renderWithStore';

const loaded: EmailState = {
  ...initialEmailState,
  status: 'loaded',
  context: {
    subject: 'Budget Q3',
    from: 'alice@example.com',
    body: 'Hello Bob',
    history: '',
    conversationId: null,
    internetMessageId: null,
    fullConversation: '',
    basic: false,
  },
};

function show(email: EmailState, contextExpanded = true) {
  return renderWithStore(<EmailContextPanel settings={<SettingsButton />} />, {
    state: { email, shell: { ...initialShellState, contextExpanded } },
  });
}

describe('EmailContextPanel', () => {
  it('shows subject, sender and the preview box with Voir plus', () => {
    show(loaded);
    expect(screen.getByText("Contexte de l'Email")).toBeInTheDocument();
    expect(screen.getByText('Sujet')).toBeInTheDocument();
    expect(screen.getByText('Budget Q3')).toBeInTheDocument();
    expect(screen.getByText('Expéditeur')).toBeInTheDocument();
    expect(screen.getByText('alice@example.com')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Aperçu du Contenu' });
    expect(preview).toHaveTextContent('Hello Bob');
    expect(preview).toHaveStyle({ height: '200px', overflowY: 'auto' });
    let scrolled: ScrollToOptions | undefined;
    preview.scrollBy = ((options: ScrollToOptions) => (scrolled = options)) as typeof preview.scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(scrolled).toMatchObject({ top: 100 });
  });

  it('falls back to Aucun sujet / Expéditeur inconnu', () => {
    show({ ...loaded, context: { ...loaded.context!, subject: '', from: null } });
    expect(screen.getByText('Aucun sujet')).toBeInTheDocument();
    expect(screen.getByText('Expéditeur inconnu')).toBeInTheDocument();
  });

  it('shows the loading text', () => {
    show({ ...initialEmailState, status: 'loading' });
    expect(screen.getByText("Chargement du contenu de l'email...")).toBeInTheDocument();
  });

  it('empty state with the error and Actualiser le contexte', async () => {
    const { types } = show({
      ...initialEmailState,
      status: 'error',
      error: { kind: 'error', key: 'email.errors.timeout' },
    });
    expect(await screen.findByText('Loading email timed out. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Aucun email sélectionné')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser le contexte' }));
    expect(types()).toContain('email/loadRequested');
  });

  it('hides and shows the content from the header, with the settings button beside', () => {
    const { types } = show(loaded, false);
    expect(screen.queryByText('Budget Q3')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le contenu' }));
    expect(types()).toContain('shell/contextToggled');
    expect(screen.getByRole('button', { name: 'Paramètres' })).toBeInTheDocument();
  });

  it('shows the corporate warning', async () => {
    show({ ...loaded, warning: { kind: 'warning', key: 'email.warnings.corporatePolicy' } });
    expect(
      await screen.findByText('Corporate security policy detected. Some features may be limited.'),
    ).toBeInTheDocument();
  });
});
