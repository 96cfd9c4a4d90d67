import { describe, expect, it } from 'vitest';
import { authActions } from '../../../../src/features/auth/authSlice';
import { DEFAULT_PREFERENCES } from '../../../../contract/preferences';
import {
  initialPreferencesState,
  preferencesActions as a,
  preferencesReducer,
  type PreferencesState,
} from '../../../../src/features/preferences/preferencesSlice';
import type { SettingsValues } from '../../../../src/features/preferences/preferencesTypes';

const SAVED: SettingsValues = {
  profile: { email: 'alice@plume.test', name: 'Alice Martin', phone: '+33612345678' },
  preferences: { ...DEFAULT_PREFERENCES, language: 'fr', email_notifications: true },
};
const EDITED: SettingsValues = {
  profile: { ...SAVED.profile, name: 'Alice M.' },
  preferences: { ...SAVED.preferences, language: 'de' },
};

const idle = initialPreferencesState;
const loading: PreferencesState = { ...idle, status: 'loading' };
const clean: PreferencesState = {
  ...idle,
  status: 'ready',
  loaded: SAVED,
  draft: SAVED,
  profileExists: true,
  source: 'server',
};
const dirty: PreferencesState = { ...clean, draft: EDITED, dirty: true };
const saving: PreferencesState = { ...dirty, status: 'saving' };
const ALL = { idle, loading, clean, dirty, saving };
type Name = keyof typeof ALL;
const NAMES = Object.keys(ALL) as Name[];

function onlyIn(allowed: Name[], action: Parameters<typeof preferencesReducer>[1]) {
  for (const name of NAMES.filter((n) => !allowed.includes(n)))
    expect(preferencesReducer(ALL[name], action), `${action.type} in ${name}`).toBe(ALL[name]);
}

const ACCOUNT = 'alice@plume.test';

describe('preferences machine: loading', () => {
  it('loadRequested: idle or clean → loading, messages cleared; never over unsaved edits', () => {
    const withMessages: PreferencesState = {
      ...clean,
      notices: [{ kind: 'info', key: 'x' }],
      message: { kind: 'success', key: 'y' },
      validationErrors: ['z'],
    };
    for (const state of [idle, withMessages])
      expect(preferencesReducer(state, a.loadRequested())).toMatchObject({
        status: 'loading',
        notices: [],
        message: null,
        validationErrors: [],
      });
    onlyIn(['idle', 'clean'], a.loadRequested());
  });

  it('loaded: both found → ready and clean, from the server, no notice', () => {
    const next = preferencesReducer(
      loading,
      a.loaded({ profile: SAVED.profile, preferences: SAVED.preferences, accountEmail: ACCOUNT }),
    );
    expect(next).toEqual({ ...clean, notices: [] });
    onlyIn(['loading'], a.loaded({ profile: null, preferences: null, accountEmail: ACCOUNT }));
  });

  it('loaded: no preferences saved → the defaults, with the info message', () => {
    const next = preferencesReducer(
      loading,
      a.loaded({ profile: SAVED.profile, preferences: null, accountEmail: ACCOUNT }),
    );
    expect(next).toMatchObject({
      status: 'ready',
      source: 'defaults',
      profileExists: true,
      draft: { profile: SAVED.profile, preferences: DEFAULT_PREFERENCES },
      notices: [{ kind: 'info', key: 'preferences.messages.defaults' }],
    });
  });

  it('loaded: no profile → the account email, empty fields, the warning; saving will create it', () => {
    const next = preferencesReducer(
      loading,
      a.loaded({ profile: null, preferences: SAVED.preferences, accountEmail: ACCOUNT }),
    );
    expect(next).toMatchObject({
      status: 'ready',
      source: 'server',
      profileExists: false,
      draft: { profile: { email: ACCOUNT, name: '', phone: '' } },
      notices: [{ kind: 'warning', key: 'preferences.messages.profileMissing' }],
    });
    const neither = preferencesReducer(
      loading,
      a.loaded({ profile: null, preferences: null, accountEmail: ACCOUNT }),
    );
    expect(neither.notices.map((n) => n.key)).toEqual([
      'preferences.messages.defaults',
      'preferences.messages.profileMissing',
    ]);
  });

  it('loaded: dark mode shows false whatever was stored', () => {
    const next = preferencesReducer(
      loading,
      a.loaded({
        profile: SAVED.profile,
        preferences: { ...SAVED.preferences, dark_mode: true },
        accountEmail: ACCOUNT,
      }),
    );
    expect(next.loaded.preferences.dark_mode).toBe(false);
    expect(next.draft.preferences.dark_mode).toBe(false);
  });

  it('loadFailed: the defaults, an unknown profile, the error message', () => {
    expect(preferencesReducer(loading, a.loadFailed({ accountEmail: ACCOUNT }))).toMatchObject({
      status: 'ready',
      source: 'defaults',
      profileExists: null,
      dirty: false,
      draft: { profile: { email: ACCOUNT, name: '', phone: '' }, preferences: DEFAULT_PREFERENCES },
      notices: [{ kind: 'error', key: 'preferences.messages.loadFailed' }],
    });
    onlyIn(['loading'], a.loadFailed({ accountEmail: ACCOUNT }));
  });
});

describe('preferences machine: editing', () => {
  it('any edit sets dirty, only while ready', () => {
    const name = preferencesReducer(clean, a.profileFieldChanged({ field: 'name', value: 'Alice M.' }));
    expect(name).toMatchObject({ dirty: true, draft: { profile: { name: 'Alice M.' } } });
    expect(name.loaded).toBe(SAVED);
    const phone = preferencesReducer(clean, a.profileFieldChanged({ field: 'phone', value: '+4420' }));
    expect(phone).toMatchObject({ dirty: true, draft: { profile: { phone: '+4420' } } });
    const language = preferencesReducer(clean, a.languageChanged('it'));
    expect(language).toMatchObject({ dirty: true, draft: { preferences: { language: 'it' } } });
    const toggle = preferencesReducer(clean, a.toggleChanged({ toggle: 'use_own_documents', value: false }));
    expect(toggle).toMatchObject({ dirty: true, draft: { preferences: { use_own_documents: false } } });
    // Even an edit back to the same value counts as an edit (spec §4: any edit sets the flag).
    expect(preferencesReducer(clean, a.languageChanged('fr')).dirty).toBe(true);
    for (const action of [
      a.profileFieldChanged({ field: 'name', value: 'x' }),
      a.languageChanged('es'),
      a.toggleChanged({ toggle: 'use_meeting_scripts', value: true }),
    ])
      onlyIn(['clean', 'dirty'], action);
  });

  it('Réinitialiser restores the loaded values and clears dirty and messages', () => {
    const withMessage: PreferencesState = {
      ...dirty,
      message: { kind: 'error', key: 'preferences.messages.saveFailed' },
      validationErrors: ['preferences.validation.language'],
    };
    expect(preferencesReducer(withMessage, a.resetRequested())).toEqual({ ...clean });
    onlyIn(['clean', 'dirty'], a.resetRequested());
  });
});

describe('preferences machine: saving', () => {
  it('Enregistrer with valid values → saving', () => {
    expect(preferencesReducer(dirty, a.saveRequested())).toMatchObject({
      status: 'saving',
      draft: EDITED,
      validationErrors: [],
      message: null,
    });
    expect(preferencesReducer(clean, a.saveRequested()).status).toBe('saving');
    onlyIn(['clean', 'dirty'], a.saveRequested());
  });

  it('Enregistrer with invalid values stays ready with every reason, the edit kept', () => {
    const invalid: PreferencesState = {
      ...dirty,
      draft: {
        profile: { ...EDITED.profile, email: 'other@plume.test' },
        preferences: { ...EDITED.preferences, language: 'portuguese-br' },
      },
    };
    const next = preferencesReducer(invalid, a.saveRequested());
    expect(next).toMatchObject({
      status: 'ready',
      dirty: true,
      draft: invalid.draft,
      validationErrors: [
        'preferences.validation.language',
        'preferences.validation.languageTooLong',
        'preferences.validation.emailLocked',
      ],
    });
  });

  it('saveSucceeded: clean, the success message, and a reload under way', () => {
    expect(preferencesReducer(saving, a.saveSucceeded())).toMatchObject({
      status: 'loading',
      dirty: false,
      message: { kind: 'success', key: 'preferences.messages.saved' },
    });
    onlyIn(['saving'], a.saveSucceeded());
    // The reload keeps the success message.
    const reloaded = preferencesReducer(
      preferencesReducer(saving, a.saveSucceeded()),
      a.loaded({ profile: EDITED.profile, preferences: EDITED.preferences, accountEmail: ACCOUNT }),
    );
    expect(reloaded).toMatchObject({
      status: 'ready',
      dirty: false,
      loaded: EDITED,
      draft: EDITED,
      message: { key: 'preferences.messages.saved' },
    });
  });

  it('saveFailed: back to ready with the form exactly as the user left it, still dirty', () => {
    const failure = { kind: 'error', key: 'preferences.messages.saveFailed' } as const;
    expect(preferencesReducer(saving, a.saveFailed(failure))).toEqual({
      ...dirty,
      message: failure,
    });
    onlyIn(['saving'], a.saveFailed(failure));
  });

  it('forgets everything when the user signs out, in every state; a sign-in changes nothing', () => {
    const user = { uid: 'u', email: ACCOUNT, emailVerified: false, displayName: null };
    for (const name of NAMES) {
      expect(preferencesReducer(ALL[name], authActions.stateChanged(null))).toEqual(initialPreferencesState);
      expect(preferencesReducer(ALL[name], authActions.stateChanged(user))).toBe(ALL[name]);
    }
  });
});
