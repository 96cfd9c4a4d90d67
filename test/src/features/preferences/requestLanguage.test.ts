import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { composeActions } from '../../../../src/features/compose/composeSlice';
import { DEFAULT_PREFERENCES } from '../../../../contract/preferences';
import { preferencesActions } from '../../../../src/features/preferences/preferencesSlice';
import { summaryActions } from '../../../../src/features/summary/summarySlice';
import { templateActions } from '../../../../src/features/template/templateSlice';
import { createFakeContext } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';
import { UserServer } from './userServer';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

/** A signed-in user whose saved preferences are `preferences` (null: none saved), the email loaded. */
async function signedIn(preferences: Record<string, unknown> | null) {
  const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: 'fr-FR' } });
  const server = new UserServer();
  server.profile = { email: 'me@example.com', name: 'Me', phone: '' };
  server.preferences = preferences;
  fake.api.respond = server.respond;
  store = createAppStore(fake.context);
  fake.identity.emit({ uid: 'u42', email: 'me@example.com', emailVerified: false, displayName: null });
  await waitForState(store, (s) => s.preferences.status === 'ready' && s.email.status === 'loaded');
  return { ...fake, store };
}

async function languageOf(fake: Awaited<ReturnType<typeof signedIn>>, start: () => void) {
  const count = fake.api.streams.length;
  start();
  await vi.waitFor(() => expect(fake.api.streams).toHaveLength(count + 1));
  return (fake.api.lastStream.body as { language: string }).language;
}

const generateTemplate = (fake: Awaited<ReturnType<typeof signedIn>>) => () =>
  fake.store.dispatch(templateActions.generateRequested());
const compose = (fake: Awaited<ReturnType<typeof signedIn>>) => () =>
  fake.store.dispatch(composeActions.operationRequested('generate'));
const summarize = (fake: Awaited<ReturnType<typeof signedIn>>) => () =>
  fake.store.dispatch(summaryActions.summarizeRequested());

// The open email says "Hello Bob": too short for detection to be sure of its language (issue #14), so
// replies fall back to the saved preference language.
describe('AI request language when the email’s language is unsure', () => {
  it('is the saved preference for templates and compose; summaries keep the interface language', async () => {
    const fake = await signedIn({ ...DEFAULT_PREFERENCES, language: 'en' });
    expect(await languageOf(fake, generateTemplate(fake))).toBe('en');
    expect(await languageOf(fake, compose(fake))).toBe('en');
    expect(await languageOf(fake, summarize(fake))).toBe('fr');
  });

  it('is French (spec §9) while no preference is saved, whatever the interface language', async () => {
    const fake = await signedIn(null);
    expect(await languageOf(fake, generateTemplate(fake))).toBe('fr');
    expect(await languageOf(fake, compose(fake))).toBe('fr');
  });

  it('follows a newly saved language, not an unsaved edit', async () => {
    const fake = await signedIn({ ...DEFAULT_PREFERENCES, language: 'de' });
    fake.store.dispatch(preferencesActions.languageChanged('it'));
    expect(await languageOf(fake, generateTemplate(fake))).toBe('de');
    fake.store.dispatch(templateActions.generationStopped());
    fake.store.dispatch(preferencesActions.saveRequested());
    await waitForState(fake.store, (s) => s.preferences.message?.key === 'preferences.messages.saved');
    await waitForState(fake.store, (s) => s.preferences.status === 'ready');
    expect(await languageOf(fake, generateTemplate(fake))).toBe('it');
  });
});
