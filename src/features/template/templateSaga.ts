import type { SagaIterator } from 'redux-saga';
import { API_PATHS } from '../../../contract/paths';
import type { TemplateRequestBody } from '../../../contract/schemas/ai';
import { all, call, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import type { Ports } from '../../services/ports';
import type { Language } from '../../../contract/language';
import { emailTexts, replyLanguageFor } from '../language/languageSaga';
import { selectProfileName } from '../preferences/preferencesSelectors';
import { resultEngine, streamInto, type StreamOutcome } from '../../effects/streamInto';
import { loadChunk } from '../../lib/loadChunk';
import { COPY_FAILED, insertFailure, templateFailure } from './templateErrors';
import { selectTemplate } from './templateSelectors';
import { templateActions, type TemplateState } from './templateSlice';

/**
 * The template request of spec §3, from the form, the open email and the signed-in user; `language` is
 * the reply language resolved for it (replyLanguageFor).
 */
export function templateRequest(state: RootState, language: Language): TemplateRequestBody {
  const { additionalInfo, tone } = selectTemplate(state);
  const email = state.email.context;
  const info = additionalInfo.trim();
  const userName = selectProfileName(state);
  return {
    ...(info ? { additionalInfo: info } : {}),
    tone,
    language,
    use_rag: false,
    subject: email?.subject ?? '',
    from: email?.from ?? '',
    body: email?.body ?? '',
    conversationHistory: email?.fullConversation ?? '',
    conversationId: email?.conversationId ?? '',
    userId: state.auth.user?.uid ?? '',
    ...(userName === undefined ? {} : { userName }),
  };
}

function* generate(): SagaIterator {
  const state: RootState = yield select();
  if (selectTemplate(state).status !== 'generating') return;
  if (!state.auth.user) {
    yield put(templateActions.generationFailed({ kind: 'error', key: 'template.errors.auth' }));
    return;
  }
  const language: Language = yield call(replyLanguageFor, emailTexts(state.email.context));
  const outcome: StreamOutcome = yield call(streamInto, {
    path: API_PATHS.templateStream,
    body: templateRequest(state, language),
    onDeltas: templateActions.deltasReceived,
  });
  if (!outcome.ok) {
    yield put(templateActions.generationFailed(templateFailure(outcome.error)));
    return;
  }
  yield put(templateActions.generationSucceeded(outcome.result.fullText, resultEngine(outcome.result)));
}

/** Generation races the Stop button: stopping cancels the stream (its request is aborted). */
function* generateUnlessStopped(): SagaIterator {
  yield race({ done: call(generate), stopped: take(templateActions.generationStopped.type) });
}

type InsertHtml = typeof import('./insertHtml');
/** The reply's HTML builder loads with the first insert: the first screen has no use for it. */
const loadInsertHtml = () => loadChunk<InsertHtml>(() => import('./insertHtml'));

/**
 * Spec §7 insert: the template as HTML (escaped), with the conversation appended when it was read,
 * into a reply-all form (else reply, else a new message to the sender).
 */
function* insert(): SagaIterator {
  const state: RootState = yield select();
  const { text } = selectTemplate(state);
  if (!text.trim()) {
    yield put(templateActions.actionFailed({ kind: 'error', key: 'template.errors.nothingToCopy' }));
    return;
  }
  const email = state.email.context;
  const conversation = state.email.thread === 'loaded' ? (email?.fullConversation ?? '') : '';
  const { mailHost }: Ports = yield getContext('ports');
  try {
    const { buildReplyHtml, replySubject }: InsertHtml = yield call(loadInsertHtml);
    yield call([mailHost, mailHost.insertReply], {
      html: buildReplyHtml(text, { conversation }),
      subject: replySubject(email?.subject ?? null),
    });
    yield put(templateActions.actionSucceeded({ kind: 'success', key: 'template.messages.inserted' }));
  } catch (error) {
    yield put(templateActions.actionFailed(insertFailure(error)));
  }
}

function* copy(): SagaIterator {
  const { text }: TemplateState = yield select(selectTemplate);
  if (!text.trim()) {
    yield put(templateActions.actionFailed({ kind: 'error', key: 'template.errors.nothingToCopy' }));
    return;
  }
  const { clipboard }: Ports = yield getContext('ports');
  try {
    yield call([clipboard, clipboard.writeText], text);
    yield put(templateActions.actionSucceeded({ kind: 'success', key: 'template.messages.copied' }));
  } catch {
    yield put(templateActions.actionFailed(COPY_FAILED));
  }
}

export function* templateSaga(): SagaIterator {
  yield all([
    takeLatest(templateActions.generateRequested.type, generateUnlessStopped),
    takeLatest(templateActions.insertRequested.type, insert),
    takeLatest(templateActions.copyRequested.type, copy),
  ]);
}
