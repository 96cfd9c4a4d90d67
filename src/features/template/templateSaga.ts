import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/store';
import type { ChatMessage, Ports } from '../../services/ports';
import type { UserMessage } from '../auth/authTypes';
import { chatActions } from '../chat/chatSlice';
import { selectRequestLanguage } from '../preferences/preferencesSelectors';
import { classifyStreamError } from '../stream/streamErrors';
import { streamInto, type StreamOutcome } from '../stream/streamSaga';
import { buildReplyHtml, replySubject } from './insertHtml';
import { templateActions, type TemplateState } from './templateSlice';

/** Spec §8 template generation messages. */
export function templateFailure(error: unknown): UserMessage {
  const failure = classifyStreamError(error);
  switch (failure.kind) {
    case 'unauthenticated':
      return { kind: 'error', key: 'template.errors.auth' };
    case 'network':
      return { kind: 'error', key: 'template.errors.network' };
    case 'stream':
      return failure.message
        ? { kind: 'error', key: 'template.errors.stream', params: { message: failure.message } }
        : { kind: 'error', key: 'template.errors.streamDefault' };
    case 'other':
      return failure.message.includes('API request failed')
        ? { kind: 'error', key: 'template.errors.api', params: { message: failure.message } }
        : { kind: 'error', key: 'template.errors.generic' };
  }
}

/** The template request of spec §3, from the form, the open email and the signed-in user. */
export function templateRequest(state: RootState) {
  const { additionalInfo, tone } = state.template;
  const email = state.email.context;
  const info = additionalInfo.trim();
  return {
    ...(info ? { additionalInfo: info } : {}),
    tone,
    language: selectRequestLanguage(state),
    use_rag: false,
    subject: email?.subject ?? '',
    from: email?.from ?? '',
    body: email?.body ?? '',
    conversationHistory: email?.fullConversation ?? '',
    conversationId: email?.conversationId ?? '',
    userId: state.auth.user?.uid ?? '',
  };
}

function* openChat(conversationId: string): SagaIterator {
  const { chatStore }: Ports = yield getContext('ports');
  const messages: ChatMessage[] = yield call([chatStore, chatStore.load], conversationId);
  yield put(chatActions.opened({ parent: 'template', conversationId, messages }));
}

function* generate(): SagaIterator {
  const state: RootState = yield select();
  if (state.template.status !== 'generating') return;
  if (!state.auth.user) {
    yield put(templateActions.generationFailed({ kind: 'error', key: 'template.errors.auth' }));
    return;
  }
  yield put(chatActions.closed());
  const outcome: StreamOutcome = yield call(streamInto, {
    path: '/outlook/prompt-stream',
    body: templateRequest(state),
    onDeltas: templateActions.deltasReceived,
  });
  if (!outcome.ok) {
    yield put(templateActions.generationFailed(templateFailure(outcome.error)));
    return;
  }
  yield put(templateActions.generationSucceeded(outcome.result.fullText));
  const { conversationId }: TemplateState = yield select((s: RootState) => s.template);
  if (conversationId) yield call(openChat, conversationId);
}

/** Generation races the Stop button: stopping cancels the stream (its request is aborted). */
function* generateUnlessStopped(): SagaIterator {
  const { stopped } = yield race({
    done: call(generate),
    stopped: take(templateActions.generationStopped.type),
  });
  if (!stopped) return;
  const { conversationId, status }: TemplateState = yield select((s: RootState) => s.template);
  if (status === 'done' && conversationId) yield call(openChat, conversationId);
}

function* clearChat(): SagaIterator {
  yield put(chatActions.closed());
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Spec §7 insert: the template as HTML (escaped), with the conversation appended when it was read,
 * into a reply-all form (else reply, else a new message to the sender).
 */
function* insert(): SagaIterator {
  const state: RootState = yield select();
  const { text } = state.template;
  if (!text.trim()) {
    yield put(templateActions.actionFailed({ kind: 'error', key: 'template.errors.nothingToCopy' }));
    return;
  }
  const email = state.email.context;
  const conversation = state.email.thread === 'loaded' ? (email?.fullConversation ?? '') : '';
  const { mailHost }: Ports = yield getContext('ports');
  try {
    yield call([mailHost, mailHost.insertReply], {
      html: buildReplyHtml(text, { conversation }),
      subject: replySubject(email?.subject ?? null),
    });
    yield put(templateActions.actionSucceeded({ kind: 'success', key: 'template.messages.inserted' }));
  } catch (error) {
    yield put(
      templateActions.actionFailed({
        kind: 'error',
        key: 'template.errors.insert',
        params: { reason: messageOf(error) },
      }),
    );
  }
}

function* copy(): SagaIterator {
  const { text }: TemplateState = yield select((s: RootState) => s.template);
  if (!text.trim()) {
    yield put(templateActions.actionFailed({ kind: 'error', key: 'template.errors.nothingToCopy' }));
    return;
  }
  const { clipboard }: Ports = yield getContext('ports');
  try {
    yield call([clipboard, clipboard.writeText], text);
    yield put(templateActions.actionSucceeded({ kind: 'success', key: 'template.messages.copied' }));
  } catch {
    yield put(templateActions.actionFailed({ kind: 'error', key: 'template.errors.copy' }));
  }
}

export function* templateSaga(): SagaIterator {
  yield all([
    takeLatest(templateActions.generateRequested.type, generateUnlessStopped),
    takeLatest(templateActions.cleared.type, clearChat),
    takeLatest(templateActions.insertRequested.type, insert),
    takeLatest(templateActions.copyRequested.type, copy),
  ]);
}
