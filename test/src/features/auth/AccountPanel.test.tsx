import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountPanel } from '../../../../src/features/auth/AccountPanel';
import { initialAuthState, type AuthState } from '../../../../src/features/auth/authSlice';
import { EMPTY_REGISTRATION } from '../../../../src/features/auth/authTypes';
import { renderWithStore } from '../../helpers/renderWithStore';

const signedOut: AuthState = { ...initialAuthState, status: 'signedOut' };
const complete: AuthState = {
  ...signedOut,
  mode: 'register',
  credentials: { email: 'a@b.fr', password: 'secret1' },
  registration: {
    ...EMPTY_REGISTRATION,
    name: 'A',
    phone: '1',
    address: 'x',
    city: 'y',
    postalCode: 'z',
    country: 'w',
  },
};

/** The registration form is a lazy chunk: the first render shows its loading state. */
const registrationLoaded = () =>
  screen.findByRole('button', { name: 'Créer le Compte' }, { timeout: 10_000 });

describe('AccountPanel', () => {
  it('shows the login form and dispatches its events', () => {
    const { types, dispatched } = renderWithStore(<AccountPanel />, { state: { auth: signedOut } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.fr' } });
    expect(dispatched.at(-1)).toEqual({
      type: 'auth/fieldChanged',
      payload: { field: 'email', value: 'a@b.fr' },
    });
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Se Connecter' }));
    expect(types()).toContain('auth/loginRequested');
    fireEvent.click(screen.getByText('Créer un Compte'));
    expect(types()).toContain('auth/modeToggled');
  });

  it('reveals the password on request', () => {
    renderWithStore(<AccountPanel />, { state: { auth: signedOut } });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'text');
  });

  it('registration: every field, submit disabled until the required ones are filled', async () => {
    renderWithStore(<AccountPanel />, { state: { auth: { ...signedOut, mode: 'register' } } });
    await registrationLoaded();
    for (const label of [
      'Nom complet',
      'Téléphone',
      'Adresse',
      "Complément d'adresse",
      'Ville',
      'Région',
      'Code postal',
      'Pays',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Indicatif/ })).toHaveTextContent('+33'));
    expect(screen.getByRole('button', { name: 'Créer le Compte' })).toBeDisabled();
    expect(screen.getByText('Retour à la Connexion')).toBeInTheDocument();
  });

  it('enables Créer le Compte once complete, and disables it while a request is pending', async () => {
    const first = renderWithStore(<AccountPanel />, { state: { auth: complete } });
    const button = await registrationLoaded();
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(first.types()).toContain('auth/registerRequested');
    first.unmount();
    renderWithStore(<AccountPanel />, { state: { auth: { ...complete, request: 'registering' } } });
    expect(screen.getByRole('button', { name: 'Créer le Compte' })).toBeDisabled();
  });

  it('offers the ten country codes of the spec', async () => {
    renderWithStore(<AccountPanel />, { state: { auth: { ...signedOut, mode: 'register' } } });
    await registrationLoaded();
    fireEvent.click(screen.getByRole('combobox', { name: /Indicatif/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['+1', '+33', '+34', '+39', '+44', '+49', '+31', '+7', '+81', '+86']);
  });

  it('shows the debounced hints only for touched fields', async () => {
    renderWithStore(<AccountPanel />, {
      state: {
        auth: {
          ...signedOut,
          touched: ['email'],
          validation: { missing: ['email', 'password'], emailInvalid: false },
        },
      },
    });
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(1);
  });

  it('signed in: the email and Se Déconnecter', () => {
    const { types } = renderWithStore(<AccountPanel />, {
      state: {
        auth: {
          ...signedOut,
          status: 'signedIn',
          user: { uid: 'u', email: 'a@b.fr', emailVerified: false, displayName: null },
        },
      },
    });
    expect(screen.getByText('Connecté : a@b.fr')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Se Déconnecter' }));
    expect(types()).toContain('auth/logoutRequested');
  });

  it('speaks English in en', () => {
    renderWithStore(<AccountPanel />, { state: { auth: signedOut }, language: 'en' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
