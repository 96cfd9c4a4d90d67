import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { rootReducer } from '../../../../src/app/rootReducer';
import { composeActions } from '../../../../src/features/compose/composeSlice';
import { composeRequest } from '../../../../src/features/compose/composeRequest';
import { preferencesActions } from '../../../../src/features/preferences/preferencesSlice';
import { selectProfileName } from '../../../../src/features/preferences/preferencesSelectors';
import { templateActions } from '../../../../src/features/template/templateSlice';
import { templateRequest } from '../../../../src/features/template/templateSaga';
import { createFakeContext } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';
import { UserServer } from './userServer';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

/** A signed-in user whose saved profile is `profile` (null: none saved), the email loaded. */
async function signedIn(profile: Record<string, unknown> | null) {
  const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: 'fr-FR' } });
  const server = new UserServer();
  server.profile = profile;
  fake.api.respond = server.respond;
  store = createAppStore(fake.context);
  fake.identity.emit({ uid: 'u42', email: 'me@example.com', emailVerified: false, displayName: null });
  await waitForState(store, (s) => s.preferences.status === 'ready' && s.email.status === 'loaded');
  return { ...fake, store };
}

type Signed = Awaited<ReturnType<typeof signedIn>>;

async function bodyOf(fake: Signed, start: () => void) {
  const count = fake.api.streams.length;
  start();
  await vi.waitFor(() => expect(fake.api.streams).toHaveLength(count + 1));
  return fake.api.lastStream.body as Record<string, unknown>;
}

const generateTemplate = (fake: Signed) => () => fake.store.dispatch(templateActions.generateRequested());
const compose = (fake: Signed) => () => fake.store.dispatch(composeActions.operationRequested('generate'));

describe('the user’s name in AI requests (issue #14)', () => {
  it('is the loaded profile’s full name, for templates and compose', async () => {
    const fake = await signedIn({ email: 'me@example.com', name: '  Alice Martin ', phone: '' });
    expect(selectProfileName(fake.store.getState())).toBe('Alice Martin');
    expect((await bodyOf(fake, generateTemplate(fake))).userName).toBe('Alice Martin');
    expect((await bodyOf(fake, compose(fake))).userName).toBe('Alice Martin');
  });

  it.each([
    ['no profile is saved', null],
    ['the name is blank', { email: 'me@example.com', name: '   ', phone: '' }],
  ])('is not sent when %s', async (_case, profile) => {
    const fake = await signedIn(profile);
    expect(selectProfileName(fake.store.getState())).toBeUndefined();
    expect(await bodyOf(fake, generateTemplate(fake))).not.toHaveProperty('userName');
    expect(await bodyOf(fake, compose(fake))).not.toHaveProperty('userName');
  });

  it('is not an unsaved edit of the name', async () => {
    const fake = await signedIn({ email: 'me@example.com', name: 'Alice Martin', phone: '' });
    fake.store.dispatch(preferencesActions.profileFieldChanged({ field: 'name', value: 'Bob' }));
    expect((await bodyOf(fake, generateTemplate(fake))).userName).toBe('Alice Martin');
  });

  it('is absent before any profile loaded (signed out, or still loading)', () => {
    const state = rootReducer(undefined, { type: 'init' });
    expect(selectProfileName(state)).toBeUndefined();
    expect(templateRequest(state, 'fr')).not.toHaveProperty('userName');
    expect(composeRequest(state, 'generate', '', 'fr')).not.toHaveProperty('userName');
  });

  it('is sent once a profile loads', () => {
    const state = rootReducer(
      rootReducer(undefined, preferencesActions.loadRequested()),
      preferencesActions.loaded({
        profile: { email: 'me@example.com', name: 'Alice Martin', phone: '' },
        preferences: null,
        accountEmail: 'me@example.com',
      }),
    );
    expect(templateRequest(state, 'fr').userName).toBe('Alice Martin');
    expect(composeRequest(state, 'correct', 'Bonjour', 'fr').userName).toBe('Alice Martin');
  });
});
