import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { DEFAULT_PREFERENCES } from '../../../../contract/preferences';
import { preferencesActions } from '../../../../src/features/preferences/preferencesSlice';
import { shellActions } from '../../../../src/features/shell/shellSlice';
import { ApiError, type AuthUser } from '../../../../src/services/ports';
import { createFakeContext } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';
import { UserServer } from './userServer';

const ME: AuthUser = { uid: 'u1', email: 'alice@plume.test', emailVerified: false, displayName: null };
const PROFILE = { email: 'alice@plume.test', name: 'Alice Martin', phone: '+33612345678' };
const PREFERENCES = { ...DEFAULT_PREFERENCES, language: 'fr', use_meeting_scripts: true };

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

/** Signs in over a user server holding `profile` and `preferences` (null: none), and waits for the load. */
async function signedIn(
  profile: Record<string, unknown> | null = PROFILE,
  preferences: Record<string, unknown> | null = PREFERENCES,
) {
  const fake = createFakeContext();
  const server = new UserServer();
  server.profile = profile && { ...profile };
  server.preferences = preferences && { ...preferences };
  fake.api.respond = server.respond;
  store = createAppStore(fake.context);
  const s = store;
  fake.identity.emit(ME);
  await waitForState(s, (state) => state.preferences.status === 'ready');
  const userCalls = () => fake.api.calls.filter((call) => call.path.startsWith('/user/'));
  const ready = () => waitForState(s, (state) => state.preferences.status === 'ready');
  return { ...fake, server, store: s, userCalls, ready, prefs: () => s.getState().preferences };
}

describe('loading', () => {
  it('loads the profile and the preferences at sign-in', async () => {
    const t = await signedIn();
    expect(t.userCalls()).toEqual([
      { method: 'GET', path: '/user/profile', body: undefined },
      { method: 'GET', path: '/user/preferences', body: undefined },
    ]);
    expect(t.prefs()).toMatchObject({
      source: 'server',
      profileExists: true,
      dirty: false,
      notices: [],
      draft: { profile: PROFILE, preferences: PREFERENCES },
    });
  });

  it('404 on preferences: the defaults, "Using default preferences…"', async () => {
    const t = await signedIn(PROFILE, null);
    expect(t.prefs()).toMatchObject({
      source: 'defaults',
      draft: { preferences: DEFAULT_PREFERENCES },
      notices: [{ kind: 'info', key: 'preferences.messages.defaults' }],
    });
  });

  it('404 on the profile: "User profile not found…", the account email in the form', async () => {
    const t = await signedIn(null, PREFERENCES);
    expect(t.prefs()).toMatchObject({
      profileExists: false,
      draft: { profile: { email: 'alice@plume.test', name: '', phone: '' } },
      notices: [{ kind: 'warning', key: 'preferences.messages.profileMissing' }],
    });
  });

  it.each([
    ['a server error', new ApiError('http', 'Internal Server Error', { status: 500 })],
    ['a network failure', new ApiError('network', 'Failed to fetch')],
  ])('%s: "Failed to load user data. Using default settings."', async (_what, error) => {
    const fake = createFakeContext();
    const server = new UserServer();
    server.fail['GET /user/preferences'] = error;
    fake.api.respond = server.respond;
    store = createAppStore(fake.context);
    fake.identity.emit(ME);
    const state = await waitForState(store, (s) => s.preferences.status === 'ready');
    expect(state.preferences).toMatchObject({
      source: 'defaults',
      profileExists: null,
      draft: { profile: { email: 'alice@plume.test' }, preferences: DEFAULT_PREFERENCES },
      notices: [{ kind: 'error', key: 'preferences.messages.loadFailed' }],
    });
  });

  it('an unreadable answer counts as a failure', async () => {
    const fake = createFakeContext();
    fake.api.respond = () => ({ unexpected: true });
    store = createAppStore(fake.context);
    fake.identity.emit(ME);
    const state = await waitForState(store, (s) => s.preferences.status === 'ready');
    expect(state.preferences.notices).toEqual([{ kind: 'error', key: 'preferences.messages.loadFailed' }]);
  });

  it('reloads when the settings dialog opens, but never over unsaved edits', async () => {
    const t = await signedIn();
    t.server.preferences = { ...PREFERENCES, language: 'it' };
    t.store.dispatch(shellActions.settingsOpened());
    await waitForState(t.store, (s) => s.preferences.loaded.preferences.language === 'it');
    expect(t.userCalls()).toHaveLength(4);

    t.store.dispatch(shellActions.settingsClosed());
    t.store.dispatch(preferencesActions.profileFieldChanged({ field: 'name', value: 'Alice M.' }));
    t.store.dispatch(shellActions.settingsOpened());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.userCalls()).toHaveLength(4);
    expect(t.prefs()).toMatchObject({
      status: 'ready',
      dirty: true,
      draft: { profile: { name: 'Alice M.' } },
    });
  });

  it('abandons a load when the user signs out; the next sign-in loads afresh', async () => {
    const fake = createFakeContext();
    const server = new UserServer();
    server.preferences = { ...PREFERENCES, language: 'it' };
    // The first two calls (the first load) never answer.
    fake.api.respond = (call) =>
      fake.api.calls.length <= 2 ? new Promise(() => undefined) : server.respond(call);
    store = createAppStore(fake.context);
    fake.identity.emit(ME);
    await waitForState(store, (s) => s.preferences.status === 'loading');
    await fake.identity.signOut();
    expect(store.getState().preferences.status).toBe('idle');
    fake.identity.emit(ME);
    const state = await waitForState(store, (s) => s.preferences.status === 'ready');
    expect(state.preferences.loaded.preferences.language).toBe('it');
  });
});

describe('saving', () => {
  it('saves both parts, says so, clears dirty and reloads the saved values', async () => {
    const t = await signedIn();
    t.store.dispatch(preferencesActions.profileFieldChanged({ field: 'name', value: '  Alice M.  ' }));
    t.store.dispatch(preferencesActions.languageChanged('de'));
    t.store.dispatch(preferencesActions.toggleChanged({ toggle: 'email_notifications', value: true }));
    t.store.dispatch(preferencesActions.saveRequested());
    await waitForState(t.store, (s) => s.preferences.status === 'saving');
    const state = await t.ready();
    expect(t.userCalls().slice(2)).toEqual([
      { method: 'PUT', path: '/user/profile', body: { name: 'Alice M.', phone: '+33612345678' } },
      {
        method: 'PUT',
        path: '/user/preferences',
        body: { ...PREFERENCES, language: 'de', email_notifications: true, dark_mode: false },
      },
      { method: 'GET', path: '/user/profile', body: undefined },
      { method: 'GET', path: '/user/preferences', body: undefined },
    ]);
    expect(state.preferences).toMatchObject({
      dirty: false,
      message: { kind: 'success', key: 'preferences.messages.saved' },
      loaded: { profile: { name: 'Alice M.' }, preferences: { language: 'de', email_notifications: true } },
    });
  });

  it('creates the profile when none exists (registration finished from the preferences)', async () => {
    const t = await signedIn(null, null);
    t.store.dispatch(preferencesActions.profileFieldChanged({ field: 'name', value: 'Alice' }));
    t.store.dispatch(preferencesActions.profileFieldChanged({ field: 'phone', value: '+33 6 12' }));
    t.store.dispatch(preferencesActions.saveRequested());
    await waitForState(t.store, (s) => s.preferences.status === 'saving');
    const state = await t.ready();
    expect(t.userCalls()[2]).toEqual({
      method: 'POST',
      path: '/user/profile',
      body: { email: 'alice@plume.test', name: 'Alice', phone: '+33 6 12' },
    });
    expect(state.preferences).toMatchObject({ profileExists: true, source: 'server', notices: [] });
    expect(t.server.profile).toEqual({ email: 'alice@plume.test', name: 'Alice', phone: '+33 6 12' });
  });

  it('after a failed load, updates the profile, or creates it when the server has none', async () => {
    const fake = createFakeContext();
    const server = new UserServer();
    server.fail['GET /user/profile'] = new ApiError('network', 'Failed to fetch');
    fake.api.respond = server.respond;
    store = createAppStore(fake.context);
    fake.identity.emit(ME);
    await waitForState(store, (s) => s.preferences.status === 'ready');
    delete server.fail['GET /user/profile'];
    store.dispatch(preferencesActions.profileFieldChanged({ field: 'name', value: 'Alice' }));
    store.dispatch(preferencesActions.saveRequested());
    await waitForState(store, (s) => s.preferences.status === 'saving');
    await waitForState(store, (s) => s.preferences.status === 'ready');
    const profileCalls = fake.api.calls.filter((c) => c.path === '/user/profile' && c.method !== 'GET');
    expect(profileCalls.map((c) => c.method)).toEqual(['PUT', 'POST']);
    expect(server.profile).toMatchObject({ email: 'alice@plume.test', name: 'Alice' });
  });

  it('updates a profile that exists after all (409 on create)', async () => {
    const t = await signedIn(null, PREFERENCES);
    t.server.profile = { ...PROFILE }; // created meanwhile, e.g. by a registration retried elsewhere
    t.store.dispatch(preferencesActions.profileFieldChanged({ field: 'name', value: 'Alice B.' }));
    t.store.dispatch(preferencesActions.saveRequested());
    await waitForState(t.store, (s) => s.preferences.status === 'saving');
    const state = await t.ready();
    expect(state.preferences.message?.key).toBe('preferences.messages.saved');
    expect(t.server.profile).toMatchObject({ name: 'Alice B.' });
  });

  it('one part refused: "Failed to save some settings: {errors}", the form kept as the user left it', async () => {
    const t = await signedIn();
    t.server.fail['PUT /user/profile'] = new ApiError(
      'http',
      'Phone number may only contain digits, spaces and + ( ) - .',
      { status: 400 },
    );
    t.store.dispatch(preferencesActions.profileFieldChanged({ field: 'phone', value: 'call me' }));
    t.store.dispatch(preferencesActions.languageChanged('es'));
    t.store.dispatch(preferencesActions.saveRequested());
    await waitForState(t.store, (s) => s.preferences.status === 'saving');
    const state = await t.ready();
    expect(state.preferences).toMatchObject({
      dirty: true,
      draft: { profile: { phone: 'call me' }, preferences: { language: 'es' } },
      message: {
        kind: 'error',
        key: 'preferences.messages.someFailed',
        params: { errors: 'Phone number may only contain digits, spaces and + ( ) - .' },
      },
    });
    expect(t.userCalls().filter((c) => c.method === 'GET')).toHaveLength(2); // no reload
  });

  it('both parts refused: "Failed to save settings", the form kept', async () => {
    const t = await signedIn();
    t.server.fail['PUT /user/profile'] = new ApiError('network', 'Failed to fetch');
    t.server.fail['PUT /user/preferences'] = new ApiError('network', 'Failed to fetch');
    t.store.dispatch(preferencesActions.toggleChanged({ toggle: 'use_own_documents', value: false }));
    t.store.dispatch(preferencesActions.saveRequested());
    await waitForState(t.store, (s) => s.preferences.status === 'saving');
    const state = await t.ready();
    expect(state.preferences).toMatchObject({
      dirty: true,
      draft: { preferences: { use_own_documents: false } },
      message: { kind: 'error', key: 'preferences.messages.saveFailed' },
    });
  });

  it('sends nothing when the values are invalid', async () => {
    const t = await signedIn();
    t.store.dispatch(preferencesActions.languageChanged('klingon-ancient'));
    t.store.dispatch(preferencesActions.saveRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.userCalls()).toHaveLength(2);
    expect(t.prefs()).toMatchObject({
      status: 'ready',
      validationErrors: ['preferences.validation.language', 'preferences.validation.languageTooLong'],
    });
  });
});
