import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/locales/en.json';
import fr from '../../../src/i18n/locales/fr.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function lookup(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

describe('catalogs', () => {
  it('fr and en have exactly the same keys, none empty', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const key of keys(fr)) {
      expect(lookup(fr, key), key).not.toBe('');
      expect(lookup(en, key), key).not.toBe('');
    }
  });

  it('French is the spec text, exactly', () => {
    const spec: Record<string, string> = {
      'auth.loading': "Chargement de l'authentification...",
      'auth.actions.login': 'Se Connecter',
      'auth.actions.register': 'Créer le Compte',
      'auth.actions.toRegister': 'Créer un Compte',
      'auth.actions.toLogin': 'Retour à la Connexion',
      'auth.actions.logout': 'Se Déconnecter',
      'auth.validation.login': 'Please fill in email and password',
      'auth.validation.register': 'Please fill in all required fields for registration',
      'auth.messages.loggedIn': 'Logged in successfully!',
      'auth.messages.accountCreated': 'Account created successfully!',
      'auth.messages.loggedOut': 'Logged out successfully',
      'auth.messages.logoutFailed': 'Logout failed',
      'auth.messages.profileSetupFailed': 'Account created but profile setup failed: {{detail}}',
      'auth.errors.default': 'Authentication failed',
      'office.errors.notOutlook': 'This add-in is designed for Outlook',
      'office.errors.initFailed': 'Failed to initialize Office.js',
      'banner.connected': 'Preview backend running in this workspace.',
      'banner.disconnected': 'Preview backend disconnected.',
      'settings.title': 'Paramètres',
      'settings.close': 'Fermer',
      'read.contextTitle': "Contexte de l'Email",
      'read.tabs.reply': 'Générer',
      'read.tabs.synthesize': 'Synthétiser',
      'reply.title': "Générer un Template d'Email",
      'summaries.emailCardTitle': "Résumer l'Email",
      'summaries.attachmentsCardTitle': 'Synthétiser les Pièces Jointes',
      'compose.header': 'Email Composer',
      'compose.formTitle': 'Améliorer ou Générer un Email',
    };
    for (const [key, text] of Object.entries(spec)) expect(lookup(fr, key), key).toBe(text);
  });

  it('has a message for every identity error code the app maps', async () => {
    const { KNOWN_IDENTITY_ERRORS, identityErrorKey } =
      await import('../../../src/features/auth/authValidation');
    for (const code of KNOWN_IDENTITY_ERRORS) {
      expect(lookup(fr, identityErrorKey(code)), code).toBeTypeOf('string');
      expect(lookup(en, identityErrorKey(code)), code).toBeTypeOf('string');
    }
    expect(identityErrorKey('wrong-password')).toBe(identityErrorKey('user-not-found'));
  });
});
