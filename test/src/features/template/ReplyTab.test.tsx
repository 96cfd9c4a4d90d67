import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialChatState } from '../../../../src/features/chat/chatSlice';
import { ReplyTab } from '../../../../src/features/template/ReplyTab';
import {
  initialTemplateState,
  templateActions,
  type TemplateState,
} from '../../../../src/features/template/templateSlice';
import { renderWithStore } from '../../helpers/renderWithStore';

function show(template: Partial<TemplateState>, language: 'fr' | 'en' = 'fr') {
  return renderWithStore(<ReplyTab />, {
    state: { template: { ...initialTemplateState, ...template }, chat: initialChatState },
    language,
  });
}

describe('ReplyTab', () => {
  it('has the form: instructions, the six tones, generate (also on Ctrl+Enter)', () => {
    const { dispatched, types } = show({});
    expect(screen.getByText("Générer un Template d'Email")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Informations supplémentaires (optionnel)'), {
      target: { value: 'Oui' },
    });
    expect(dispatched.at(-1)).toEqual({ type: 'template/additionalInfoChanged', payload: 'Oui' });
    fireEvent.click(screen.getByRole('combobox', { name: /^Ton/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Professionnel',
      'Amical',
      'Formel',
      'Décontracté',
      'Urgent',
      'Excuses',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Formel' }));
    expect(dispatched.at(-1)).toEqual({ type: 'template/toneChanged', payload: 'formal' });
    fireEvent.click(screen.getByRole('button', { name: 'Générer le Template' }));
    expect(types()).toContain('template/generateRequested');
  });

  it('generates on Ctrl+Enter in the instructions', () => {
    const { types } = show({});
    const instructions = screen.getByLabelText('Informations supplémentaires (optionnel)');
    fireEvent.keyDown(instructions, { key: 'Enter' });
    expect(types()).not.toContain('template/generateRequested');
    fireEvent.keyDown(instructions, { key: 'Enter', ctrlKey: true });
    expect(types()).toContain('template/generateRequested');
  });

  it('streams with a cursor mark, a loading indicator and Stop', () => {
    const { types } = show({ status: 'generating', text: 'Bonjour Cla' });
    const region = screen.getByRole('region', { name: 'Template généré' });
    expect(region).toHaveTextContent('Bonjour Cla▍');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Génération en cours...')).toBeInTheDocument();
    // Unavailable yet focusable (allowDisabledFocus): the keyboard user's focus stays where it was.
    const generate = screen.getByRole('button', { name: 'Générer le Template' });
    expect(generate).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(generate);
    expect(types()).not.toContain('template/generateRequested');
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter' }));
    expect(types()).toContain('template/generationStopped');
  });

  it('moves focus to the template once it is complete', () => {
    const { store } = show({});
    act(() => {
      store.dispatch(templateActions.generateRequested());
      store.dispatch(templateActions.deltasReceived('Bonjour'));
    });
    expect(document.activeElement).not.toHaveAttribute('role', 'region');
    act(() => {
      store.dispatch(templateActions.generationSucceeded('Bonjour Claire'));
    });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Template généré' }));
  });

  it.each([
    ['Nouveau Template', 'template/newTemplateClicked'],
    ['Insérer dans un nouvel email', 'template/insertRequested'],
    ['Copier', 'template/copyRequested'],
  ])('once done: the text, the success message and %s', async (button, type) => {
    const { types } = show({
      status: 'done',
      text: 'Bonjour Claire',
      conversationId: 'c1',
      message: { kind: 'success', key: 'template.messages.generated' },
    });
    expect(screen.getByRole('region', { name: 'Template généré' })).toHaveTextContent(/^Bonjour Claire$/);
    expect(await screen.findByText('Template generated successfully!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(types()).toEqual([type]);
  });

  it('speaks English in en', () => {
    show({}, 'en');
    expect(screen.getByRole('button', { name: 'Generate Template' })).toBeInTheDocument();
  });
});
