import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initialAuthState, type AuthState } from '../../../../src/features/auth/authSlice';
import { DEFAULT_PREFERENCES } from '../../../../contract/preferences';
import { PreferencesPanel } from '../../../../src/features/preferences/PreferencesPanel';
import {
  initialPreferencesState,
  type PreferencesState,
} from '../../../../src/features/preferences/preferencesSlice';
import { renderWithStore } from '../../helpers/renderWithStore';

const user = { uid: 'u', email: 'alice@plume.test', emailVerified: false, displayName: null };
const signedIn: AuthState = { ...initialAuthState, status: 'signedIn', user };
const VALUES = {
  profile: { email: 'alice@plume.test', name: 'Alice Martin', phone: '+33612345678' },
  preferences: { ...DEFAULT_PREFERENCES, language: 'fr', use_meeting_scripts: true },
};
const ready: PreferencesState = {
  ...initialPreferencesState,
  status: 'ready',
  loaded: VALUES,
  draft: VALUES,
  profileExists: true,
  source: 'server',
};

function show(
  preferences: Partial<PreferencesState>,
  options: { auth?: AuthState; onClose?: () => void; language?: 'fr' | 'en' } = {},
) {
  return renderWithStore(<PreferencesPanel onClose={options.onClose} />, {
    state: { auth: options.auth ?? signedIn, preferences: { ...ready, ...preferences } },
    language: options.language,
  });
}

describe('PreferencesPanel', () => {
  it('shows only when signed in', () => {
    show({}, { auth: { ...initialAuthState, status: 'signedOut' } });
    expect(screen.queryByText('Profil')).not.toBeInTheDocument();
  });

  it('Profil: email read-only, full name, phone; Préférences: language and the four toggles', () => {
    show({});
    const profil = screen.getByRole('region', { name: 'Profil' });
    const email = within(profil).getByLabelText('Email');
    expect(email).toHaveValue('alice@plume.test');
    expect(email).toHaveAttribute('readonly');
    expect(within(profil).getByLabelText('Nom complet')).toHaveValue('Alice Martin');
    expect(within(profil).getByLabelText('Téléphone')).toHaveValue('+33612345678');
    const preferences = screen.getByRole('region', { name: 'Préférences' });
    expect(within(preferences).getByRole('combobox', { name: /^Langue/ })).toHaveTextContent('Français');
    expect(
      within(preferences)
        .getAllByRole('switch')
        .map((s) => [s.getAttribute('aria-checked')]),
    ).toEqual([['false'], ['false'], ['true'], ['true']]);
    for (const name of [
      'Notifications par email',
      "Analyse de mon style d'écriture",
      'Utiliser les scripts de réunion',
      'Utiliser mes propres documents',
    ])
      expect(within(preferences).getByRole('switch', { name })).toBeInTheDocument();
    expect(screen.queryByText(/sombre|dark/i)).not.toBeInTheDocument();
  });

  it('offers en, fr, es, de, it and dispatches the chosen code', () => {
    const { dispatched } = show({});
    fireEvent.click(screen.getByRole('combobox', { name: /^Langue/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      'Français',
      'Español',
      'Deutsch',
      'Italiano',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Deutsch' }));
    expect(dispatched.at(-1)).toEqual({ type: 'preferences/languageChanged', payload: 'de' });
  });

  it('shows a stored language this version does not offer, rather than nothing', () => {
    show({ draft: { ...VALUES, preferences: { ...VALUES.preferences, language: 'pt' } } });
    expect(screen.getByRole('combobox', { name: /^Langue/ })).toHaveTextContent('pt (non proposée)');
  });

  it('dispatches each edit', () => {
    const { dispatched } = show({});
    fireEvent.change(screen.getByLabelText('Nom complet'), { target: { value: 'Alice M.' } });
    expect(dispatched.at(-1)).toEqual({
      type: 'preferences/profileFieldChanged',
      payload: { field: 'name', value: 'Alice M.' },
    });
    fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: '+4420' } });
    expect(dispatched.at(-1)).toEqual({
      type: 'preferences/profileFieldChanged',
      payload: { field: 'phone', value: '+4420' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Notifications par email' }));
    expect(dispatched.at(-1)).toEqual({
      type: 'preferences/toggleChanged',
      payload: { toggle: 'email_notifications', value: true },
    });
  });

  it('Réinitialiser only once something changed; Enregistrer submits', () => {
    show({});
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
    const { types } = show({ dirty: true });
    const reset = screen.getAllByRole('button', { name: 'Réinitialiser' }).at(-1)!;
    fireEvent.click(reset);
    expect(types()).toEqual(['preferences/resetRequested']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' }).at(-1)!);
    expect(types()).toEqual(['preferences/resetRequested', 'preferences/saveRequested']);
  });

  it.each(['idle', 'loading', 'saving'] as const)('%s: nothing can be edited or sent', (status) => {
    show({ status, dirty: status === 'saving' });
    expect(screen.getByLabelText('Nom complet')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Langue/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('switch', { name: 'Notifications par email' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
    expect(
      screen.getByText(status === 'saving' ? 'Enregistrement...' : 'Chargement des préférences...'),
    ).toBeInTheDocument();
  });

  it('shows the load notices, the validation errors joined with commas, and the save result', async () => {
    show({
      notices: [
        { kind: 'info', key: 'preferences.messages.defaults' },
        { kind: 'warning', key: 'preferences.messages.profileMissing' },
      ],
      validationErrors: ['preferences.validation.language', 'preferences.validation.languageTooLong'],
      message: { kind: 'error', key: 'preferences.messages.someFailed', params: { errors: 'Boom, Bang' } },
    });
    for (const text of [
      'Using default preferences. Save to create your preferences.',
      'User profile not found. Please complete registration by saving your preferences.',
      'Invalid language selection, Language code too long',
      'Failed to save some settings: Boom, Bang',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('has a close button only when given one', () => {
    show({});
    expect(screen.queryByRole('button', { name: 'Fermer les préférences' })).not.toBeInTheDocument();
    const onClose = vi.fn();
    show({}, { onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer les préférences' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('speaks English too', async () => {
    show({ message: { kind: 'success', key: 'preferences.messages.saved' } }, { language: 'en' });
    expect(screen.getByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
  });
});
