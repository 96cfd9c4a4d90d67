import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { API_PATHS } from '../../../contract/paths';
import type { RefineRequestBody, RefineResponse } from '../../../contract/schemas/ai';
import { all, call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { ApiError, type ChatMessage, type Ports } from '../../services/ports';
import type { UserMessage } from '../../shared/userMessage';
import { isSignOut } from '../auth/resetOnSignOut';
import { composeActions } from '../compose/composeSlice';
import { templateActions } from '../template/templateSlice';
import { chatRefined, type ChatParent } from './chatEvents';
import { selectChat, selectParentConversationId, selectParentText } from './chatSelectors';
import { chatActions, resultEnded, type ChatState } from './chatSlice';

class InvalidResponse extends Error {}

/** Spec §8 refine messages: an error answer of the API says its status and text; anything else is generic. */
function refineFailure(error: unknown): UserMessage {
  if (error instanceof InvalidResponse) return { kind: 'error', key: 'chat.errors.invalidResponse' };
  if (error instanceof ApiError && error.kind === 'http') {
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
    const answer: Partial<RefineResponse> | undefined = yield call(
      [api, api.request],
      'POST',
      API_PATHS.refine,
      {
        messages: [
          ...(parentText ? [{ role: 'assistant' as const, content: parentText }] : []),
          ...chat.messages.map(({ role, content }) => ({ role, content })),
        ],
        user_request: request,
        conversation_id: chat.conversationId,
      } satisfies RefineRequestBody,
    );
    if (typeof answer?.refined_template !== 'string') throw new InvalidResponse('Invalid response from API');
    // A request the engine could not apply leaves the parent's text as it is; the chat says so.
    const unchanged = answer.unchanged === true;
    // The parent takes the text first, so the chat never shows an answer its parent does not hold.
    if (chat.parent && !unchanged) {
      yield put(chatRefined({ parent: chat.parent, text: answer.refined_template }));
    }
    yield put(chatActions.replyReceived(answer.refined_template, unchanged));
  } catch (error) {
    yield put(chatActions.sendFailed(refineFailure(error)));
  }
  const after: ChatState = yield select(selectChat);
  if (after.conversationId === chat.conversationId) {
    yield call([chatStore, chatStore.save], chat.conversationId, after.messages);
  }
}

/** The result an event brings, if any: a template generated or stopped, a compose operation done. */
function newResult(action: Action): { parent: ChatParent; conversationId: string } | null {
  if (templateActions.generationSucceeded.match(action) || templateActions.generationStopped.match(action)) {
    return { parent: 'template', conversationId: action.payload.conversationId };
  }
  if (composeActions.operationSucceeded.match(action)) {
    return { parent: 'compose', conversationId: action.payload.conversationId };
  }
  return null;
}

/**
 * A new result opens the chat on its conversation with the stored history. Whatever ends a result
 * while the history is read cancels the read (takeLatest), so the chat never opens on one gone.
 */
function* openOnResult(action: Action): SagaIterator {
  const result = newResult(action);
  if (!result) return;
  // The parent holds this result (a stop before any text, or a refused event, leaves it none).
  const held: string | null = yield select(selectParentConversationId, result.parent);
  if (held !== result.conversationId) return;
  const { chatStore }: Ports = yield getContext('ports');
  const messages: ChatMessage[] = yield call([chatStore, chatStore.load], result.conversationId);
  yield put(chatActions.historyLoaded({ ...result, messages }));
}

const opensOrClosesChat = (action: Action) =>
  newResult(action) !== null || resultEnded(action) || isSignOut(action);

export function* chatSaga(): SagaIterator {
  yield all([takeLatest(opensOrClosesChat, openOnResult), takeLatest(chatActions.sendRequested.type, send)]);
}
