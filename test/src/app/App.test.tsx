import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import { initialOfficeState } from '../../../src/features/office/officeSlice';
import { initialShellState } from '../../../src/features/shell/shellSlice';
import { renderWithStore } from '../helpers/renderWithStore';

const user = { uid: 'u', email: 'a@b.fr', emailVerified: false, displayName: null };
// The first import of a lazy screen transforms it on the fly in tests: allow more than findBy's 1 s.
const lazyLoad = { timeout: 10_000 };
const ready = { ...initialOfficeState, status: 'ready' as const, host: 'dev' as const };

function state(overrides: Partial<RootState>): Partial<RootState> {
  return {
    office: ready,
    auth: { ...initialAuthState, status: 'signedOut' },
    shell: initialShellState,
    ...overrides,
  };
}

describe('App', () => {
  it('waits for the auth state; a signed-in user also waits for Office', () => {
    const first = renderWithStore(<App />, { state: state({ auth: initialAuthState }) });
    expect(screen.getByText("Chargement de l'authentification...")).toBeInTheDocument();
    first.unmount();
    const signedIn = { ...initialAuthState, status: 'signedIn' as const, user };
    const second = renderWithStore(<App />, {
      state: state({ office: initialOfficeState, auth: signedIn }),
    });
    expect(screen.getByText("Initialisation d'Office...")).toBeInTheDocument();
    second.unmount();
    // Signing in needs no mailbox: the form shows while Office.js is still starting.
    renderWithStore(<App />, { state: state({ office: initialOfficeState }) });
    expect(screen.getByRole('button', { name: 'Se Connecter' })).toBeInTheDocument();
  });

  // Fluent's MessageBar renders its text a moment after mounting (for screen readers): find*, not get*.
  it('shows the Office errors of the spec', async () => {
    const first = renderWithStore(<App />, {
      state: state({ office: { ...initialOfficeState, status: 'error', error: 'notOutlook' } }),
    });
    expect(await screen.findByText('This add-in is designed for Outlook')).toBeInTheDocument();
    first.unmount();
    renderWithStore(<App />, {
      state: state({ office: { ...initialOfficeState, status: 'error', error: 'initFailed' } }),
    });
    expect(await screen.findByText('Failed to initialize Office.js')).toBeInTheDocument();
  });

  it('shows only the authentication screen to a signed-out visitor', () => {
    renderWithStore(<App />, { state: state({}) });
    expect(screen.getByRole('button', { name: 'Se Connecter' })).toBeInTheDocument();
    expect(screen.queryByText("Contexte de l'Email")).not.toBeInTheDocument();
  });

  it('keeps the auth screen while a registration finishes', async () => {
    renderWithStore(<App />, {
      state: state({
        auth: { ...initialAuthState, status: 'signedIn', user, request: 'registering', mode: 'register' },
      }),
    });
    expect(screen.queryByText("Contexte de l'Email")).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Créer le Compte' }, lazyLoad)).toBeDisabled();
  });

  it('routes a signed-in user by mode (screens load lazily) and opens the settings dialog', async () => {
    const signedIn = { ...initialAuthState, status: 'signedIn' as const, user };
    const read = renderWithStore(<App />, { state: state({ auth: signedIn }) });
    expect(await screen.findByText("Contexte de l'Email", {}, lazyLoad)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Générer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Synthétiser' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Paramètres' }));
    expect(read.types()).toContain('shell/settingsOpened');
    read.unmount();
    renderWithStore(<App />, {
      state: state({ auth: signedIn, shell: { ...initialShellState, mode: 'compose' } }),
    });
    expect(await screen.findByText('Email Composer', {}, lazyLoad)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paramètres' })).toBeInTheDocument();
  });

  it('shows the preview banner by backend health', async () => {
    const first = renderWithStore(<App />, {
      state: state({ shell: { ...initialShellState, backend: 'connected' } }),
    });
    expect(await screen.findByText('Preview backend running in this workspace.')).toBeInTheDocument();
    first.unmount();
    renderWithStore(<App />, { state: state({ shell: { ...initialShellState, backend: 'disconnected' } }) });
    expect(await screen.findByText('Preview backend disconnected.')).toBeInTheDocument();
  });
});
