import { describe, expect, it } from 'vitest';
import { emailActions } from '../../../../src/features/email/emailSlice';
import type { EmailContext } from '../../../../src/features/email/emailTypes';
import {
  initialLanguageState,
  languageActions,
  languageReducer,
  type LanguageState,
} from '../../../../src/features/language/languageSlice';

const context: EmailContext = {
  subject: 'Réunion',
  from: 'alice@example.com',
  body: 'Bonjour',
  history: '',
  conversationId: 'c1',
  internetMessageId: null,
  fullConversation: '',
  basic: false,
};

const withEmail = (
  status: LanguageState['email']['status'],
  detected = initialLanguageState.email.detected,
) => ({ ...initialLanguageState, email: { status, detected } }) satisfies LanguageState;
const fr = { language: 'fr', source: 'body' } as const;

describe('language slice: the choices', () => {
  it('takes one of the ten interface languages and refuses anything else', () => {
    expect(languageReducer(undefined, languageActions.interfaceLanguageApplied('de')).interfaceLanguage).toBe(
      'de',
    );
    const refused = languageReducer(undefined, languageActions.interfaceLanguageApplied('pl'));
    expect(refused.interfaceLanguage).toBe(initialLanguageState.interfaceLanguage);
  });

  it('keeps "the email’s language" and "the interface language" as defaults', () => {
    expect(initialLanguageState).toMatchObject({ replyChoice: 'email', summaryChoice: 'interface' });
  });

  it.each([
    ['email', 'email'],
    ['de', 'de'],
    ['zh', 'zh'],
    ['interface', 'email'],
    ['fr-FR', 'email'],
    ['', 'email'],
  ])('reply choice %j gives %j', (choice, expected) => {
    expect(languageReducer(undefined, languageActions.replyChoiceChanged(choice)).replyChoice).toBe(expected);
  });

  it.each([
    ['interface', 'interface'],
    ['it', 'it'],
    ['email', 'interface'],
    ['klingon', 'interface'],
  ])('summary choice %j gives %j', (choice, expected) => {
    expect(languageReducer(undefined, languageActions.summaryChoiceChanged(choice)).summaryChoice).toBe(
      expected,
    );
  });

  it('restores kept choices, ignoring what is missing or unknown', () => {
    expect(
      languageReducer(undefined, languageActions.choicesRestored({ reply: 'nl', summary: 'ja' })),
    ).toMatchObject({ replyChoice: 'nl', summaryChoice: 'ja' });
    expect(
      languageReducer(undefined, languageActions.choicesRestored({ reply: null, summary: '{"x":1}' })),
    ).toMatchObject({ replyChoice: 'email', summaryChoice: 'interface' });
  });
});

describe('language slice: the open email’s detection (transition table)', () => {
  const loaded = emailActions.loaded({ context, threadExpected: false });
  const threadLoaded = emailActions.threadLoaded({ text: 'Message 1' });
  const bodyChanged = emailActions.bodyChanged({ body: 'Hallo', history: '' });
  const detected = languageActions.emailLanguageDetected(fr);
  const unsure = languageActions.emailLanguageDetected(null);

  it.each([
    ['none', 'loadRequested', emailActions.loadRequested(), 'none'],
    ['none', 'loaded', loaded, 'detecting'],
    ['none', 'threadLoaded', threadLoaded, 'none'],
    ['none', 'bodyChanged', bodyChanged, 'none'],
    ['none', 'detected', detected, 'none'],
    ['detecting', 'detected', detected, 'detected'],
    ['detecting', 'unsure', unsure, 'unsure'],
    ['detecting', 'loaded (again)', loaded, 'detecting'],
    ['detecting', 'loadRequested', emailActions.loadRequested(), 'none'],
    ['detected', 'threadLoaded', threadLoaded, 'detecting'],
    ['detected', 'bodyChanged', bodyChanged, 'detecting'],
    ['detected', 'detected', detected, 'detected'],
    ['detected', 'loaded without a new load', loaded, 'detected'],
    ['unsure', 'bodyChanged', bodyChanged, 'detecting'],
    ['unsure', 'unsure', unsure, 'unsure'],
    ['unsure', 'loadRequested', emailActions.loadRequested(), 'none'],
  ] as const)('%s + %s → %s', (from, _event, action, to) => {
    expect(languageReducer(withEmail(from), action).email.status).toBe(to);
  });

  it('keeps the last detected language while a newer body is detected, and forgets it with the email', () => {
    const detecting = languageReducer(withEmail('detected', fr), bodyChanged);
    expect(detecting.email).toEqual({ status: 'detecting', detected: fr });
    expect(languageReducer(detecting, unsure).email).toEqual({ status: 'unsure', detected: null });
    expect(languageReducer(withEmail('detected', fr), emailActions.loadRequested()).email).toEqual({
      status: 'none',
      detected: null,
    });
  });

  it('refuses a result when no detection runs', () => {
    const state = withEmail('detected', fr);
    expect(
      languageReducer(state, languageActions.emailLanguageDetected({ language: 'de', source: 'body' })),
    ).toBe(state);
  });
});
