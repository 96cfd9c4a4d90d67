import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialAuthState, type AuthState } from '../../../../src/features/auth/authSlice';
import { formatLastSync } from '../../../../src/features/outlook/lastSyncFormat';
import { OutlookPanel } from '../../../../src/features/outlook/OutlookPanel';
import { initialOutlookState, type OutlookState } from '../../../../src/features/outlook/outlookSlice';
import { renderWithStore } from '../../helpers/renderWithStore';

const user = { uid: 'u', email: 'a@b.fr', emailVerified: false, displayName: null };
const signedIn: AuthState = { ...initialAuthState, status: 'signedIn', user };
const SYNCED = '2026-01-05T10:00:00.000Z';

function show(outlook: Partial<OutlookState>, options: { auth?: AuthState; language?: 'fr' | 'en' } = {}) {
  return renderWithStore(<OutlookPanel />, {
    state: { auth: options.auth ?? signedIn, outlook: { ...initialOutlookState, ...outlook } },
    language: options.language,
  });
}

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatLastSync', () => {
  it('writes the time in fr-FR format, in the local time zone', () => {
    process.env.TZ = 'UTC';
    expect(formatLastSync(SYNCED)).toBe('05/01/2026 10:00:00');
    process.env.TZ = 'Asia/Tokyo';
    expect(formatLastSync(SYNCED)).toBe('05/01/2026 19:00:00');
  });
});

describe('OutlookPanel', () => {
  it('shows only for a signed-in user with an email', () => {
    show({ status: 'connected' }, { auth: initialAuthState });
    expect(screen.queryByText('Synchronisation Outlook')).not.toBeInTheDocument();
    show({ status: 'connected' }, { auth: { ...signedIn, user: { ...user, email: null } } });
    expect(screen.queryByText('Synchronisation Outlook')).not.toBeInTheDocument();
    show({ status: 'connected' });
    expect(screen.getByRole('region', { name: 'Synchronisation Outlook' })).toBeInTheDocument();
  });

  it.each(['idle', 'checking'] as const)('%s: the checking state, no buttons', (status) => {
    show({ status });
    expect(screen.getByText('Vérification de la connexion Outlook...')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('connected: success bar with the last sync in fr-FR format and the three buttons', async () => {
    process.env.TZ = 'UTC';
    show({ status: 'connected', lastSync: SYNCED });
    const bar = screen.getByRole('status');
    expect(await screen.findByText('Outlook est connecté.')).toBeInTheDocument();
    expect(bar).toHaveTextContent('Dernière synchronisation : 05/01/2026 10:00:00');
    expect(screen.queryByRole('button', { name: 'Connecter Outlook' })).not.toBeInTheDocument();
  });

  // Each click moves the (saga-less) store on, so each button is tried from a fresh connected panel.
  it.each([
    ['Synchroniser', 'outlook/syncRequested'],
    ['Actualiser', 'outlook/checkRequested'],
    ['Déconnecter', 'outlook/disconnectRequested'],
  ])('connected: %s dispatches %s', (name, type) => {
    const { types } = show({ status: 'connected', lastSync: SYNCED });
    fireEvent.click(screen.getByRole('button', { name }));
    expect(types()).toEqual([type]);
  });

  it('connected, never synchronised', async () => {
    show({ status: 'connected', lastSync: null });
    expect(await screen.findByText("Aucune synchronisation pour l'instant.")).toBeInTheDocument();
  });

  it.each([
    ['syncing', 'Synchronisation...'],
    ['disconnecting', 'Déconnexion...'],
  ] as const)('%s: still the connected view, buttons disabled, progress shown', (status, progress) => {
    show({ status, lastSync: SYNCED });
    expect(screen.getByText(progress)).toBeInTheDocument();
    for (const name of ['Synchroniser', 'Actualiser', 'Déconnecter'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('not connected: a warning and Connecter Outlook', async () => {
    const { types } = show({ status: 'notConnected' });
    expect(await screen.findByText(/Outlook n'est pas connecté/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Connecter Outlook' }));
    expect(types()).toEqual(['outlook/connectRequested']);
    expect(screen.queryByRole('button', { name: 'Synchroniser' })).not.toBeInTheDocument();
  });

  it('connecting: Connecter Outlook disabled while the consent window is open', () => {
    show({ status: 'connecting' });
    expect(screen.getByText("Terminez la connexion dans la fenêtre qui s'est ouverte.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connecter Outlook' })).toBeDisabled();
  });

  it('error: the red "Erreur de connexion" bar with the message, Actualiser and Connecter Outlook', async () => {
    const { types } = show({
      status: 'error',
      error: { kind: 'error', key: 'outlook.errors.checkNetwork' },
    });
    const bar = screen.getByRole('alert');
    expect(await screen.findByText('Erreur de connexion')).toBeInTheDocument();
    expect(bar).toHaveTextContent('Erreur de connexionNetwork error while checking connection');
    expect(screen.getByRole('button', { name: 'Connecter Outlook' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(types()).toEqual(['outlook/checkRequested']);
  });

  it('shows a message from a failed action above the state it left', async () => {
    show({
      status: 'notConnected',
      error: { kind: 'error', key: 'outlook.errors.notConnected' },
    });
    expect(await screen.findByText('Outlook not connected. Please reconnect.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Outlook not connected. Please reconnect.');
    expect(screen.getByRole('button', { name: 'Connecter Outlook' })).toBeEnabled();
  });

  it('speaks English too', async () => {
    show(
      { status: 'error', error: { kind: 'error', key: 'outlook.errors.popupBlocked' } },
      { language: 'en' },
    );
    expect(await screen.findByText('Connection error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in window was blocked.');
    expect(screen.getByRole('button', { name: 'Connect Outlook' })).toBeInTheDocument();
  });
});
