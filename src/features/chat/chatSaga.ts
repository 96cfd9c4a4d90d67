import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/store';
import { ApiError, type Ports } from '../../services/ports';
import type { UserMessage } from '../auth/authTypes';
import { chatActions, type ChatParent, type ChatState } from './chatSlice';

/** The text the chat refines: the reply template or the compose result. */
export function selectParentText(state: RootState, parent: ChatParent | null): string {
  if (parent === 'template') return state.template.text;
  if (parent === 'compose') return state.compose.text;
  return '';
}

class InvalidResponse extends Error {}

/** Spec §8 refine messages. */
function refineFailure(error: unknown): UserMessage {
  if (error instanceof InvalidResponse) return { kind: 'error', key: 'chat.errors.invalidResponse' };
  if (error instanceof ApiError && error.status !== null) {
    return {
      kind: 'error',
      key: 'chat.errors.api',
      params: { status: String(error.status), text: error.message },
    };
  }
  return { kind: 'error', key: 'chat.errors.generic' };
}

/**
 * Sends the exchange with the text being refined first (as the assistant's turn), reads
 * refined_template, answers in the chat, hands the text to the parent and saves the history.
 */
function* send(): SagaIterator {
  const state: RootState = yield select();
  const chat: ChatState = state.chat;
  if (chat.status !== 'sending' || !chat.conversationId) return;
  const { api, chatStore }: Ports = yield getContext('ports');
  const request = chat.messages.at(-1)?.content ?? '';
  const parentText = selectParentText(state, chat.parent);
  try {
    const answer: { refined_template?: unknown } = yield call(
      [api, api.request],
      'POST',
      '/outlook/prompt/refine',
      {
        messages: [
          ...(parentText ? [{ role: 'assistant', content: parentText }] : []),
          ...chat.messages.map(({ role, content }) => ({ role, content })),
        ],
        user_request: request,
        conversation_id: chat.conversationId,
      },
    );
    if (typeof answer?.refined_template !== 'string') throw new InvalidResponse('Invalid response from API');
    // The parent takes the text first, so the chat never shows an answer its parent does not hold.
    if (chat.parent) yield put(chatActions.refined({ parent: chat.parent, text: answer.refined_template }));
    yield put(chatActions.replyReceived(answer.refined_template));
  } catch (error) {
    yield put(chatActions.sendFailed(refineFailure(error)));
  }
  const after: ChatState = yield select((s: RootState) => s.chat);
  if (after.conversationId === chat.conversationId) {
    yield call([chatStore, chatStore.save], chat.conversationId, after.messages);
  }
}

export function* chatSaga(): SagaIterator {
  yield takeLatest(chatActions.sendRequested.type, send);
}
