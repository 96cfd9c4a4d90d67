import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefineChat } from '../../../../src/features/chat/RefineChat';
import { initialChatState, type ChatState } from '../../../../src/features/chat/chatSlice';
import { renderWithStore } from '../../helpers/renderWithStore';

const open: ChatState = {
  ...initialChatState,
  status: 'idle',
  parent: 'template',
  conversationId: 'c1',
  messages: [
    { id: '1', role: 'user', content: 'plus court', timestamp: Date.UTC(2026, 0, 1, 9, 5) },
    { id: '2', role: 'assistant', content: 'Bonjour.', timestamp: Date.UTC(2026, 0, 1, 9, 6) },
  ],
};

describe('RefineChat', () => {
  it('is absent while closed', () => {
    renderWithStore(<RefineChat />, { state: { chat: initialChatState } });
    expect(screen.queryByText("Affiner avec l'IA")).not.toBeInTheDocument();
  });

  it('shows the exchange with roles and time stamps', () => {
    renderWithStore(<RefineChat />, { state: { chat: open } });
    expect(screen.getByText("Affiner avec l'IA")).toBeInTheDocument();
    expect(screen.getByText('plus court')).toBeInTheDocument();
    expect(screen.getByText('Bonjour.')).toBeInTheDocument();
    expect(document.querySelectorAll('time')).toHaveLength(2);
  });

  it('says a request could not be applied instead of repeating the unchanged text', () => {
    const unchanged = {
      ...open.messages[1]!,
      id: '3',
      content: 'Bonjour Alice, le texte.',
      unchanged: true as const,
    };
    renderWithStore(<RefineChat />, {
      state: { chat: { ...open, messages: [...open.messages, unchanged] } },
    });
    expect(
      screen.getByText(/^Je n'ai pas pu appliquer cette demande : le texte reste inchangé\./),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bonjour Alice, le texte.')).not.toBeInTheDocument();
  });

  it('Envoyer is disabled when empty; Enter sends, Shift+Enter does not', () => {
    const empty = renderWithStore(<RefineChat />, { state: { chat: open } });
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    empty.unmount();
    const { types } = renderWithStore(<RefineChat />, { state: { chat: { ...open, input: 'plus formel' } } });
    const input = screen.getByLabelText('Votre demande');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(types()).not.toContain('chat/sendRequested');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(types()).toContain('chat/sendRequested');
  });

  it('shows "Affinage en cours..." and disables Envoyer while sending', () => {
    renderWithStore(<RefineChat />, { state: { chat: { ...open, status: 'sending', input: 'x' } } });
    expect(screen.getByText('Affinage en cours...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });
});
