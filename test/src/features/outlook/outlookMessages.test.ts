import { describe, expect, it } from 'vitest';
import {
  disconnectFailure,
  isNetworkFailure,
  OUTLOOK_MESSAGES,
  serverMessage,
} from '../../../../src/features/outlook/outlookMessages';
import { ApiError } from '../../../../src/services/ports';
import en from '../../../../src/i18n/locales/en.json';
import fr from '../../../../src/i18n/locales/fr.json';

const CATALOGS = { fr, en };
/** The catalog text of a key (read from the JSON files: how i18next loads them is not the point here). */
const text = (language: 'fr' | 'en', key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], CATALOGS[language]);

describe('Outlook connection messages', () => {
  it('are the spec §8 texts, in French and in English, plus the blocked-popup message', () => {
    const specs: Record<keyof typeof OUTLOOK_MESSAGES, string | null> = {
      checkFailed: 'Failed to check Outlook auth status',
      checkNetwork: 'Network error while checking connection',
      disconnectFailed: 'Failed to disconnect Outlook',
      disconnectNetwork: 'Network error while disconnecting Outlook',
      authUrlFailed: 'Failed to get authentication URL',
      connectFailed: 'Failed to initiate Outlook connection',
      connectNetwork: 'Network error while connecting to Outlook',
      syncNetwork: 'Network error while syncing emails',
      syncFailed: 'Email sync failed',
      notConnected: 'Outlook not connected. Please reconnect.',
      popupBlocked: null, // not in the spec: our own words, checked below
    };
    for (const language of ['fr', 'en'] as const) {
      for (const [name, spec] of Object.entries(specs)) {
        const message = OUTLOOK_MESSAGES[name as keyof typeof OUTLOOK_MESSAGES];
        expect(message.kind).toBe('error');
        if (spec) expect(text(language, message.key), `${language} ${name}`).toBe(spec);
      }
    }
    expect(text('fr', OUTLOOK_MESSAGES.popupBlocked.key)).toMatch(/bloquée.*Connecter Outlook/);
    expect(text('en', OUTLOOK_MESSAGES.popupBlocked.key)).toMatch(/blocked.*Connect Outlook/);
  });

  it('pass a server message through as it is', () => {
    const message = serverMessage('Token store busy');
    expect(message.params).toEqual({ message: 'Token store busy' });
    expect(text('fr', message.key)).toBe('{{message}}');
    expect(text('en', message.key)).toBe('{{message}}');
  });

  it('tell a network failure and a refused revoke by the error kind, not its text', () => {
    expect(isNetworkFailure(new ApiError('network', 'anything'))).toBe(true);
    expect(isNetworkFailure(new ApiError('unauthenticated', 'Failed to fetch'))).toBe(false);
    expect(isNetworkFailure(new ApiError('http', 'Failed to fetch', { status: 502 }))).toBe(false);
    expect(isNetworkFailure(new Error('Failed to fetch'))).toBe(false);
    expect(disconnectFailure(new ApiError('network', 'Revocation refused'))).toEqual(
      OUTLOOK_MESSAGES.disconnectNetwork,
    );
    expect(disconnectFailure(new ApiError('http', 'Failed to fetch', { status: 500 }))).toEqual(
      serverMessage('Failed to fetch'),
    );
    expect(disconnectFailure(new ApiError('unauthenticated', 'User not authenticated'))).toEqual(
      OUTLOOK_MESSAGES.disconnectFailed,
    );
  });

  it('label the panel with the spec French', () => {
    expect(
      ['errorTitle', 'actions.sync', 'actions.refresh', 'actions.disconnect', 'actions.connect'].map((key) =>
        text('fr', `outlook.${key}`),
      ),
    ).toEqual(['Erreur de connexion', 'Synchroniser', 'Actualiser', 'Déconnecter', 'Connecter Outlook']);
  });
});
