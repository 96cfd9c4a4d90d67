import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageChoice } from '../../../../src/features/language/LanguageChoice';
import { initialLanguageState, type LanguageState } from '../../../../src/features/language/languageSlice';
import { renderWithStore } from '../../helpers/renderWithStore';

function show(kind: 'reply' | 'summary', language: Partial<LanguageState>, ui: 'fr' | 'en' = 'fr') {
  return renderWithStore(<LanguageChoice kind={kind} />, {
    state: { language: { ...initialLanguageState, interfaceLanguage: ui, ...language } },
    language: ui,
  });
}

const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('LanguageChoice (issue #14)', () => {
  it('offers "Langue de l’email" naming the detected language, then the ten languages, and dispatches', () => {
    const { dispatched } = show('reply', {
      email: { status: 'detected', detected: { language: 'de', source: 'body' } },
    });
    const field = screen.getByRole('combobox', { name: /^Langue de la réponse/ });
    expect(field).toHaveTextContent("Langue de l'email (allemand)");
    fireEvent.click(field);
    expect(options()).toEqual([
      "Langue de l'email (allemand)",
      'Français',
      'Anglais',
      'Espagnol',
      'Allemand',
      'Italien',
      'Portugais',
      'Néerlandais',
      'Russe',
      'Japonais',
      'Chinois',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Espagnol' }));
    expect(dispatched.at(-1)).toEqual({ type: 'language/replyChoiceChanged', payload: 'es' });
  });

  it('says when the email’s language could not be detected, and which one the reply then takes', () => {
    show('reply', { email: { status: 'unsure', detected: null } }, 'en');
    expect(screen.getByRole('combobox', { name: /^Reply language/ })).toHaveTextContent(
      "The email's language (not detected: English)",
    );
  });

  it('shows a kept choice', () => {
    show('reply', { replyChoice: 'it' });
    expect(screen.getByRole('combobox', { name: /^Langue de la réponse/ })).toHaveTextContent('Italien');
  });

  it('offers the interface language by default for summaries', () => {
    const { dispatched } = show('summary', {});
    const field = screen.getByRole('combobox', { name: /^Langue de la synthèse/ });
    expect(field).toHaveTextContent("Langue de l'interface (français)");
    fireEvent.click(field);
    fireEvent.click(screen.getByRole('option', { name: 'Anglais' }));
    expect(dispatched.at(-1)).toEqual({ type: 'language/summaryChoiceChanged', payload: 'en' });
  });
});
