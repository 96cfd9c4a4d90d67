import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { composeActions } from '../../../../src/features/compose/composeSlice';
import { BODY_UNAVAILABLE } from '../../../../src/features/email/emailTypes';
import { SETTING_KEYS } from '../../../../src/features/language/languageSaga';
import { selectSummaryLanguage } from '../../../../src/features/language/languageSelectors';
import { languageActions } from '../../../../src/features/language/languageSlice';
import { templateActions } from '../../../../src/features/template/templateSlice';
import type { MailItem } from '../../../../src/services/ports';
import { createFakeContext } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';
import { UserServer } from '../preferences/userServer';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

const FRENCH =
  'Bonjour Bob,\n\nPourrais-tu me confirmer la salle pour la réunion de jeudi ? Je voudrais aussi savoir si la présentation sera prête à temps.\n\nMerci beaucoup,\nAlice';
const GERMAN =
  'Hallo Bob,\n\nkönnten Sie mir bitte bestätigen, in welchem Raum das Treffen am Donnerstag stattfindet? Ich würde auch gern wissen, ob die Präsentation rechtzeitig fertig ist.\n\nViele Grüße\nAlice';
const ENGLISH =
  'Hi Bob,\n\nCould you confirm which room the meeting on Thursday is in? I would also like to know whether the presentation will be ready in time.\n\nThanks,\nAlice';

interface Setup {
  body: string | null;
  subject?: string;
  displayLanguage?: string | null;
  browserLanguages?: string[];
  savedLanguage?: string;
  settings?: Record<string, string>;
  mode?: 'compose';
}

async function reading({
  body,
  subject = 'Réunion',
  displayLanguage = 'fr-FR',
  browserLanguages = ['fr-FR'],
  savedLanguage,
  settings = {},
}: Setup) {
  const fake = createFakeContext({
    host: { kind: 'outlook', displayLanguage },
    startup: { browserLanguages },
  });
  const item: MailItem = { ...fake.mailHost.item, subject, body };
  fake.mailHost.item = item;
  const server = new UserServer();
  server.profile = { email: 'bob@example.com', name: 'Bob Martin', phone: '' };
  if (savedLanguage) server.preferences = { language: savedLanguage };
  fake.api.respond = server.respond;
  for (const [key, value] of Object.entries(settings)) fake.settings.save(key, value);
  store = createAppStore(fake.context);
  fake.identity.emit({ uid: 'u42', email: 'bob@example.com', emailVerified: false, displayName: null });
  await waitForState(
    store,
    (s) =>
      s.preferences.status === 'ready' &&
      s.email.status === 'loaded' &&
      (s.language.email.status === 'detected' || s.language.email.status === 'unsure'),
  );
  return { ...fake, store };
}

type Fake = Awaited<ReturnType<typeof reading>>;

async function templateLanguage(fake: Fake) {
  const count = fake.api.streams.length;
  fake.store.dispatch(templateActions.generateRequested());
  await vi.waitFor(() => expect(fake.api.streams).toHaveLength(count + 1));
  return (fake.api.lastStream.body as { language: string }).language;
}

describe('the reply language (issue #14)', () => {
  it.each([
    ['a French email', FRENCH, 'fr'],
    ['a German email', GERMAN, 'de'],
    ['an English email in the French interface', ENGLISH, 'en'],
  ])('answers %s in its language', async (_case, body, language) => {
    const fake = await reading({ body });
    expect(fake.store.getState().language.email).toEqual({
      status: 'detected',
      detected: { language, source: 'body' },
    });
    expect(await templateLanguage(fake)).toBe(language);
  });

  it('reads the main body, not the quoted history under it', async () => {
    const body = `${GERMAN}\n\nLe lundi 5 janvier 2026 à 09:00, Bob <bob@example.com> a écrit :\n> ${FRENCH.replace(/\n/g, '\n> ')}`;
    const fake = await reading({ body });
    expect(await templateLanguage(fake)).toBe('de');
  });

  it('falls back to the thread, then the subject, when the body is too short to tell', async () => {
    const withHistory = `OK\n\nOn Mon, Jan 5, 2026 at 9:00 AM Alice <alice@example.com> wrote:\n> ${ENGLISH.replace(/\n/g, '\n> ')}`;
    expect(await templateLanguage(await reading({ body: withHistory }))).toBe('en');
    store?.rootTask.cancel();
    const bySubject = await reading({
      body: 'OK',
      subject: 'Könnten Sie mir bitte den Raum für das Treffen am Donnerstag bestätigen?',
    });
    expect(await templateLanguage(bySubject)).toBe('de');
  });

  it('uses the saved preference language when unsure, else the interface language', async () => {
    const saved = await reading({ body: 'OK', subject: 'Re:', savedLanguage: 'it' });
    expect(saved.store.getState().language.email.status).toBe('unsure');
    expect(await templateLanguage(saved)).toBe('it');
    store?.rootTask.cancel();
    const none = await reading({ body: 'OK', subject: 'Re:', displayLanguage: 'nl-NL' });
    expect(await templateLanguage(none)).toBe('nl');
  });

  it('does not take the corporate stand-in text for the email’s words', async () => {
    const fake = await reading({ body: null, subject: 'Re:', displayLanguage: 'de-DE' });
    expect(fake.store.getState().email.context?.body).toBe(BODY_UNAVAILABLE);
    expect(await templateLanguage(fake)).toBe('de');
  });

  it('sends the language the user chose, and keeps the choice on this device', async () => {
    const fake = await reading({ body: FRENCH });
    fake.store.dispatch(languageActions.replyChoiceChanged('es'));
    expect(await templateLanguage(fake)).toBe('es');
    expect(fake.settings.load(SETTING_KEYS.reply)).toBe('es');
    store?.rootTask.cancel();
    const next = await reading({ body: FRENCH, settings: { [SETTING_KEYS.reply]: 'es' } });
    expect(next.store.getState().language.replyChoice).toBe('es');
    expect(await templateLanguage(next)).toBe('es');
  });

  it('reads a quoted thread without its header block', async () => {
    const fake = await reading({
      body: `OK\n\nFrom: Emma Clark <emma.clark@example.com>\nSent: Monday, March 2, 2026 9:00 AM\nTo: Bob\nSubject: Invoice 2024-118\n\nHi,\n\nCould you tell me when invoice 2024-118 will be paid? Our records show it was due on 15 March.\n\nThanks,\nEmma`,
    });
    expect(fake.store.getState().language.email.detected).toEqual({ language: 'en', source: 'thread' });
  });

  it('writes a compose reply in the draft’s language, else in the thread’s', async () => {
    const draft = await reading({ body: GERMAN });
    draft.store.dispatch(composeActions.operationRequested('generate'));
    await vi.waitFor(() => expect(draft.api.streams).toHaveLength(1));
    expect(draft.api.lastStream.body).toMatchObject({ operation: 'generate', language: 'de' });
    store?.rootTask.cancel();

    const reply = await reading({
      body: `\n\nFrom: Alice <alice@example.com>\nSent: Monday, January 5, 2026 9:00 AM\nTo: Bob\nSubject: Room\n\n${ENGLISH}`,
    });
    reply.store.dispatch(composeActions.operationRequested('generate'));
    await vi.waitFor(() => expect(reply.api.streams).toHaveLength(1));
    expect(reply.api.lastStream.body).toMatchObject({ operation: 'generate', language: 'en' });
  });
});

describe('the summary language (issue #14)', () => {
  it('is the interface language by default, whatever the email’s', async () => {
    const fake = await reading({ body: ENGLISH, displayLanguage: 'fr-FR' });
    expect(selectSummaryLanguage(fake.store.getState())).toBe('fr');
  });

  it('follows Office’s display language once applied, and the user’s choice, kept', async () => {
    const fake = await reading({ body: ENGLISH, displayLanguage: 'de-AT', browserLanguages: ['en-US'] });
    expect(selectSummaryLanguage(fake.store.getState())).toBe('de');
    fake.store.dispatch(languageActions.summaryChoiceChanged('ja'));
    expect(selectSummaryLanguage(fake.store.getState())).toBe('ja');
    expect(fake.settings.load(SETTING_KEYS.summary)).toBe('ja');
  });
});
