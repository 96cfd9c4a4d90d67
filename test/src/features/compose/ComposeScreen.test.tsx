import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ComposeScreen from '../../../../src/app/screens/ComposeScreen';
import { initialChatState } from '../../../../src/features/chat/chatSlice';
import { initialComposeState, type ComposeState } from '../../../../src/features/compose/composeSlice';
import { initialEmailState } from '../../../../src/features/email/emailSlice';
import type { EmailContext } from '../../../../src/features/email/emailTypes';
import { renderWithStore } from '../../helpers/renderWithStore';

const context: EmailContext = {
  subject: 'Budget',
  from: 'bob@example.com',
  body: 'Bonjour Alice',
  history: '',
  conversationId: null,
  internetMessageId: null,
  fullConversation: '',
  basic: false,
};

function show(
  compose: Partial<ComposeState>,
  { body = 'Bonjour Alice', language = 'fr' as 'fr' | 'en' } = {},
) {
  return renderWithStore(<ComposeScreen />, {
    state: {
      compose: { ...initialComposeState, ...compose },
      email: { ...initialEmailState, status: 'loaded', context: { ...context, body } },
      chat: initialChatState,
    },
    language,
  });
}

const button = (name: string) => screen.getByRole('button', { name });
const result: Partial<ComposeState> = {
  status: 'done',
  operation: 'generate',
  text: 'Bonjour Alice,\\n\\nÀ jeudi.\\tBob',
  conversationId: 'c1',
  previewShown: true,
};

describe('ComposeScreen', () => {
  it('has the header and the form: comment and the six tones', () => {
    const { dispatched, types } = show({});
    expect(screen.getByRole('heading', { name: 'Email Composer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paramètres' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Améliorer ou Générer un Email' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Commentaire (optionnel)'), { target: { value: 'Oui' } });
    expect(dispatched.at(-1)).toEqual({ type: 'compose/commentChanged', payload: 'Oui' });
    fireEvent.click(screen.getByRole('combobox', { name: /^Ton/ }));
    expect(screen.getAllByRole('option')).toHaveLength(6);
    fireEvent.click(screen.getByRole('option', { name: 'Urgent' }));
    expect(dispatched.at(-1)).toEqual({ type: 'compose/toneChanged', payload: 'urgent' });
    expect(types()).toHaveLength(2);
  });

  it.each([
    ['Corriger', 'correct'],
    ['Reformuler', 'reformulate'],
    ['Générer Réponse', 'generate'],
  ])('%s requests its operation', (name, operation) => {
    const { dispatched } = show({});
    fireEvent.click(button(name));
    expect(dispatched).toEqual([{ type: 'compose/operationRequested', payload: operation }]);
  });

  it('disables Corriger and Reformuler without text in the item, not Générer Réponse', () => {
    show({}, { body: '  \n ' });
    expect(button('Corriger')).toBeDisabled();
    expect(button('Reformuler')).toBeDisabled();
    expect(button('Générer Réponse')).toBeEnabled();
  });

  it('generates on Ctrl+Enter in the comment, not on Enter', () => {
    const { types } = show({});
    const comment = screen.getByLabelText('Commentaire (optionnel)');
    fireEvent.keyDown(comment, { key: 'Enter' });
    expect(types()).toEqual([]);
    fireEvent.keyDown(comment, { key: 'Enter', ctrlKey: true });
    expect(types()).toEqual(['compose/operationRequested']);
  });

  it('while processing: the loading indicator, the streamed text with its cursor, Nouveau cancels', () => {
    const { types } = show({ status: 'processing', operation: 'correct', text: 'Bonjour Ali' });
    expect(screen.getByText('Correction en cours...')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Email en cours de rédaction' });
    expect(region).toHaveTextContent(/^Bonjour Ali▍$/);
    expect(region).toHaveAttribute('aria-live', 'polite');
    for (const name of ['Corriger', 'Reformuler', 'Générer Réponse']) expect(button(name)).toBeDisabled();
    fireEvent.click(button('Nouveau'));
    expect(types()).toEqual(['compose/newClicked']);
  });

  it.each([
    ['generate', 'Email Généré'],
    ['correct', 'Email Corrigé'],
    ['reformulate', 'Email Reformulé'],
  ] as const)('after %s: the banner titled %s replaces the form', (operation, title) => {
    show({ ...result, operation });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByLabelText('Commentaire (optionnel)')).not.toBeInTheDocument();
  });

  it('shows the preview formatted as paragraphs, or raw exactly', () => {
    const { dispatched, unmount } = show(result);
    const preview = screen.getByRole('region', { name: 'Aperçu' });
    const paragraphs = within(preview).getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual(['Bonjour Alice,', 'À jeudi.\tBob']);
    fireEvent.click(within(preview).getByRole('radio', { name: 'Texte brut' }));
    expect(dispatched.at(-1)).toEqual({ type: 'compose/previewModeChanged', payload: 'raw' });
    unmount();
    show({ ...result, previewMode: 'raw' });
    expect(screen.getByTestId('compose-preview').textContent).toBe('Bonjour Alice,\\n\\nÀ jeudi.\\tBob');
  });

  it('hides and shows the preview', () => {
    const { types, unmount } = show(result);
    fireEvent.click(button("Masquer l'aperçu"));
    expect(types()).toEqual(['compose/previewToggled']);
    unmount();
    show({ ...result, previewShown: false });
    expect(screen.queryByRole('region', { name: 'Aperçu' })).not.toBeInTheDocument();
    expect(button("Afficher l'aperçu")).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Insérer dans Outlook', 'compose/insertRequested'],
    ['Nouveau', 'compose/newClicked'],
  ])('from the result: %s', (name, type) => {
    const { types } = show(result);
    fireEvent.click(button(name));
    expect(types()).toEqual([type]);
  });

  it('blocks insert and Nouveau while inserting; Insérer keeps the focus it had', () => {
    const { types } = show({ ...result, action: 'inserting' });
    // allowDisabledFocus: unavailable (aria-disabled) yet still focusable, so focus is not lost.
    expect(button('Insérer dans Outlook')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button('Insérer dans Outlook'));
    expect(types()).toEqual([]);
    expect(button('Nouveau')).toBeDisabled();
  });

  it('moves focus to the result banner when the result replaces the form', () => {
    show(result);
    expect(document.activeElement).toHaveTextContent(/Email Corrigé|Email Généré|Email Reformulé/);
    expect(document.activeElement).toHaveAttribute('role', 'status');
  });

  it('shows the refine chat once it is open', () => {
    renderWithStore(<ComposeScreen />, {
      state: {
        compose: { ...initialComposeState, ...result },
        chat: { ...initialChatState, status: 'idle', parent: 'compose', conversationId: 'c1' },
      },
    });
    expect(screen.getByText("Affiner avec l'IA")).toBeInTheDocument();
  });

  it('shows errors in a dismissible bar', async () => {
    const { types } = show({
      status: 'error',
      error: { kind: 'error', key: 'compose.errors.stream', params: { message: 'HTTP 502: Bad Gateway' } },
    });
    expect(await screen.findByText('Erreur lors du streaming: HTTP 502: Bad Gateway')).toBeInTheDocument();
    expect(screen.getByLabelText('Commentaire (optionnel)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(types()).toEqual(['compose/errorDismissed']);
  });

  it('shows successes in a dismissible bar', async () => {
    const { types } = show({ ...result, notice: { kind: 'success', key: 'compose.messages.refined' } });
    expect(await screen.findByText('Template refined successfully!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(types()).toEqual(['compose/noticeDismissed']);
  });

  it('speaks English in en', () => {
    show({}, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Improve or Generate an Email' })).toBeInTheDocument();
    expect(button('Generate Reply')).toBeInTheDocument();
    expect(button('Rephrase')).toBeInTheDocument();
  });
});
