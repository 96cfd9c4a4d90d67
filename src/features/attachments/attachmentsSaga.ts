import type { Action } from '@reduxjs/toolkit';
import { API_PATHS } from '../../../contract/paths';
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, getContext, put, select, take, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import {
  NOT_AUTHENTICATED_MESSAGE,
  type AttachmentContent,
  type AttachmentInfo,
  type Ports,
} from '../../services/ports';
import { isSignOut } from '../auth/resetOnSignOut';
import type { UserMessage } from '../../shared/userMessage';
import { emailActions } from '../email/emailSlice';
import { resultEngine, streamInto, type StreamOutcome } from '../../effects/streamInto';
import { failureReason, readIdToken } from '../summary/summaryEffects';
import { summaryRequest } from '../summary/summaryRequest';
import { attachmentFile } from './attachmentFile';
import { getFailed, isNoItem, NO_TOKEN_REASON, processFailed } from './attachmentsErrors';
import { selectSummaryLanguage } from '../language/languageSelectors';
import { attachmentsActions } from './attachmentsSlice';

/** Every new item (ItemChanged, first load, Actualiser): its list replaces the previous item's. */
function* loadList(): SagaIterator {
  yield put(attachmentsActions.listRequested());
  const item: number = yield select((state: RootState) => state.attachments.item);
  const { mailHost, logger }: Ports = yield getContext('ports');
  try {
    const attachments: AttachmentInfo[] = yield call([mailHost, mailHost.listAttachments]);
    yield put(attachmentsActions.listLoaded({ item, attachments }));
  } catch (error) {
    if (isNoItem(error)) {
      yield put(attachmentsActions.listLoaded({ item, attachments: [] }));
    } else {
      logger.warn('Attachments unavailable', failureReason(error));
      yield put(attachmentsActions.listFailed({ item }));
    }
  }
}

/**
 * One attachment: a signed-in user and a token, its content from Outlook, then its summary streamed in.
 * Every event carries `item`, so a result that outlives its email is dropped by the slice.
 */
function* summarizeAttachment(id: string, item: number): SagaIterator {
  const state: RootState = yield select();
  const entry = state.attachments.entities[id];
  if (!entry || entry.status !== 'processing' || state.attachments.item !== item) return;
  const fail = (message: UserMessage) => put(attachmentsActions.summaryFailed({ id, item, message }));
  const user = state.auth.user;
  if (!user) return yield fail(processFailed(entry.name, NOT_AUTHENTICATED_MESSAGE));
  const authToken: string | null = yield call(readIdToken);
  if (!authToken) return yield fail(processFailed(entry.name, NO_TOKEN_REASON));

  const { mailHost }: Ports = yield getContext('ports');
  let content: AttachmentContent;
  try {
    content = yield call([mailHost, mailHost.getAttachmentContent], id);
  } catch (error) {
    return yield fail(getFailed(error));
  }
  // A cloud attachment is only a link: there is no file to read.
  const file = attachmentFile(entry, content);
  if (!file) return yield fail({ kind: 'error', key: 'attachments.errors.cloud' });
  if (!content.content) return yield fail({ kind: 'error', key: 'attachments.errors.empty' });

  const outcome: StreamOutcome = yield call(streamInto, {
    path: API_PATHS.summarizeStream,
    body: summaryRequest(file, {
      authToken,
      userId: user.uid,
      summaryType: state.attachments.summaryType,
      language: selectSummaryLanguage(state),
    }),
    onDeltas: (text: string) => attachmentsActions.deltasReceived({ id, item, text }),
    anonymous: true,
  });
  if (!outcome.ok) return yield fail(processFailed(entry.name, failureReason(outcome.error)));
  if (!outcome.result.fullText.trim()) {
    return yield fail({ kind: 'error', key: 'attachments.errors.cannotProcess' });
  }
  yield put(
    attachmentsActions.summarized({
      id,
      item,
      fullText: outcome.result.fullText,
      engine: resultEngine(outcome.result),
    }),
  );
}

/** A new list or a sign-out makes every running summary stale. */
const stopsAll = (action: Action) => attachmentsActions.listRequested.match(action) || isSignOut(action);

/**
 * One stream task per attachment id, so several attachments summarise at once without mixing; a
 * request for an attachment already running is ignored; a new list or a sign-out cancels them all
 * (their requests are aborted).
 */
function* summarizeEach(): SagaIterator {
  const tasks = new Map<string, Task>();
  while (true) {
    const action: Action = yield take(
      (candidate: Action) => attachmentsActions.summarizeRequested.match(candidate) || stopsAll(candidate),
    );
    if (attachmentsActions.summarizeRequested.match(action)) {
      const { id } = action.payload;
      if (tasks.get(id)?.isRunning()) continue;
      const item: number = yield select((state: RootState) => state.attachments.item);
      tasks.set(id, yield fork(summarizeAttachment, id, item));
    } else {
      yield cancel([...tasks.values()]);
      tasks.clear();
    }
  }
}

export function* attachmentsSaga(): SagaIterator {
  yield all([takeLatest(emailActions.loadRequested.type, loadList), call(summarizeEach)]);
}
