import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Language } from '../../../contract/language';
import type { RootState } from '../../app/rootReducer';
import { pickLanguage } from '../../i18n/languages';
import { loadChunk } from '../../lib/loadChunk';
import type { DetectedLanguage, ReplyLanguageInput } from '../../lib/replyLanguage';
import type { StartupEnvironment } from '../../services/browserEnvironment';
import type { Ports } from '../../services/ports';
import { emailActions } from '../email/emailSlice';
import { BODY_UNAVAILABLE, CONVERSATION_UNAVAILABLE, type EmailContext } from '../email/emailTypes';
import { selectFallbackReplyLanguage } from './languageSelectors';
import { languageActions } from './languageSlice';

/** Where the kept choices live in the settings store. */
export const SETTING_KEYS = { reply: 'replyLanguage', summary: 'summaryLanguage' } as const;

export type EmailTexts = Pick<ReplyLanguageInput, 'body' | 'thread' | 'subject'>;

/**
 * What detection reads of an email: its main body, its quoted history or else its conversation, its
 * subject. The English stand-ins for a body or a thread the corporate policy hides are not the email's
 * words: they would make every such email English.
 */
export function emailTexts(context: EmailContext | null, main?: string): EmailTexts {
  const body = main ?? context?.body ?? '';
  const conversation = context?.fullConversation ?? '';
  return {
    body: body === BODY_UNAVAILABLE ? '' : body,
    thread: context?.history || (conversation === CONVERSATION_UNAVAILABLE ? '' : conversation),
    subject: context?.subject ?? '',
  };
}

type Detector = typeof import('../../lib/detectLanguage');
/** The detector's module (and franc-min behind it) loads with the first email, not the first screen. */
const loadDetector = () => loadChunk<Detector>(() => import('../../lib/detectLanguage'));

/** Detection that cannot load its library is unsure, like a text too short to tell. */
function* detectOrNull(texts: EmailTexts): SagaIterator<DetectedLanguage | null> {
  try {
    const { detectEmailLanguage }: Detector = yield call(loadDetector);
    return (yield call(detectEmailLanguage, texts)) as DetectedLanguage | null;
  } catch {
    return null;
  }
}

/**
 * The language a reply request carries (issue #14): the user's choice; by default the language detected
 * in `texts` (the email answered, or the draft), else the saved preference language, else the interface's.
 */
export function* replyLanguageFor(texts: EmailTexts): SagaIterator<Language> {
  const state: RootState = yield select();
  const { replyChoice } = state.language;
  if (replyChoice !== 'email') return replyChoice;
  const detected: DetectedLanguage | null = yield call(detectOrNull, texts);
  return detected?.language ?? selectFallbackReplyLanguage(state).language;
}

/** Detects the open email's language for the form's label; a newer email or body cancels it. */
function* detectOpenEmail(): SagaIterator {
  const state: RootState = yield select();
  if (state.language.email.status !== 'detecting') return;
  const detected: DetectedLanguage | null = yield call(detectOrNull, emailTexts(state.email.context));
  yield put(languageActions.emailLanguageDetected(detected));
}

function* saveChoices(): SagaIterator {
  const { settings }: Ports = yield getContext('ports');
  const { replyChoice, summaryChoice } = (yield select()).language as RootState['language'];
  yield call([settings, settings.save], SETTING_KEYS.reply, replyChoice);
  yield call([settings, settings.save], SETTING_KEYS.summary, summaryChoice);
}

/** Restores the kept choices and the interface language at start, then keeps both choices saved. */
export function* languageSaga(): SagaIterator {
  const { settings }: Ports = yield getContext('ports');
  const startup: StartupEnvironment = yield getContext('startup');
  yield put(
    languageActions.interfaceLanguageApplied(
      pickLanguage({ forced: startup.forcedLanguage, browser: startup.browserLanguages }),
    ),
  );
  const reply: string | null = yield call([settings, settings.load], SETTING_KEYS.reply);
  const summary: string | null = yield call([settings, settings.load], SETTING_KEYS.summary);
  yield put(languageActions.choicesRestored({ reply, summary }));
  yield all([
    takeLatest(
      [emailActions.loaded.type, emailActions.threadLoaded.type, emailActions.bodyChanged.type],
      detectOpenEmail,
    ),
    takeEvery(
      [languageActions.replyChoiceChanged.type, languageActions.summaryChoiceChanged.type],
      saveChoices,
    ),
  ]);
}
