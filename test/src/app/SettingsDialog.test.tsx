import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from '../../../src/features/auth/authSlice';
import SettingsDialog from '../../../src/app/SettingsDialog';
import { initialShellState } from '../../../src/features/shell/shellSlice';
import { renderWithStore } from '../helpers/renderWithStore';

const user = { uid: 'u', email: 'a@b.fr', emailVerified: false, displayName: null };
const auth = { ...initialAuthState, status: 'signedIn' as const, user };

describe('SettingsDialog', () => {
  it('is hidden while closed', () => {
    renderWithStore(<SettingsDialog />, { state: { auth, shell: initialShellState } });
    expect(screen.queryByText('Paramètres')).not.toBeInTheDocument();
  });

  it('holds the account panel, a close button and Fermer, both closing it', () => {
    const { types } = renderWithStore(<SettingsDialog />, {
      state: { auth, shell: { ...initialShellState, settings: 'open' } },
    });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Paramètres');
    expect(dialog).toHaveTextContent('Connecté : a@b.fr');
    const closers = screen.getAllByRole('button', { name: 'Fermer' });
    expect(closers).toHaveLength(2); // the title bar's close button and the bottom Fermer button
    for (const closer of closers) fireEvent.click(closer);
    expect(types().filter((type) => type === 'shell/settingsClosed')).toHaveLength(2);
  });

  it('holds the Outlook sync and preferences panels, the sync panel only for a user with an email', () => {
    renderWithStore(<SettingsDialog />, {
      state: { auth, shell: { ...initialShellState, settings: 'open' } },
    });
    expect(screen.getByRole('region', { name: 'Synchronisation Outlook' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profil' })).toBeInTheDocument();
    cleanup();
    renderWithStore(<SettingsDialog />, {
      state: {
        auth: { ...auth, user: { ...user, email: null } },
        shell: { ...initialShellState, settings: 'open' },
      },
    });
    expect(screen.queryByRole('region', { name: 'Synchronisation Outlook' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Préférences' })).toBeInTheDocument();
  });
});
