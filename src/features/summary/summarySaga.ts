import type { Action } from '@reduxjs/toolkit';
import { API_PATHS } from '../../../contract/paths';
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { NOT_AUTHENTICATED_MESSAGE } from '../../services/ports';
import { isSignOut } from '../auth/resetOnSignOut';
import type { UserMessage } from '../../shared/userMessage';
import { emailActions } from '../email/emailSlice';
import { resultEngine, streamInto, type StreamOutcome } from '../../effects/streamInto';
import { emailFile } from './emailFile';
import { FILE_CANNOT_BE_PROCESSED } from '../../../contract/messages';
import { failureReason, readIdToken } from './summaryEffects';
import { summaryRequest } from './summaryRequest';
import { selectSummaryLanguage } from '../language/languageSelectors';
import { summaryActions } from './summarySlice';

const failed = (reason: string): UserMessage => ({
  kind: 'error',
  key: 'summary.errors.failed',
  params: { reason },
});

/** Spec §5: a current email, a signed-in user and a token, then the email as a text file, streamed. */
function* summarizeEmail(): SagaIterator {
  const state: RootState = yield select();
  if (state.summary.status !== 'processing') return;
  const context = state.email.status === 'loaded' ? state.email.context : null;
  if (!context) {
    yield put(summaryActions.summaryFailed({ kind: 'error', key: 'summary.errors.noEmail' }));
    return;
  }
  const user = state.auth.user;
  if (!user) {
    yield put(summaryActions.summaryFailed(failed(NOT_AUTHENTICATED_MESSAGE)));
    return;
  }
  const authToken: string | null = yield call(readIdToken);
  if (!authToken) {
    yield put(summaryActions.summaryFailed({ kind: 'error', key: 'summary.errors.token' }));
    return;
  }
  const conversation = state.email.thread === 'loaded' ? context.fullConversation : '';
  const outcome: StreamOutcome = yield call(streamInto, {
    path: API_PATHS.summarizeStream,
    body: summaryRequest(emailFile(context, conversation), {
      authToken,
      userId: user.uid,
      summaryType: state.summary.summaryType,
      language: selectSummaryLanguage(state),
    }),
    onDeltas: summaryActions.deltasReceived,
    anonymous: true,
  });
  if (!outcome.ok) yield put(summaryActions.summaryFailed(failed(failureReason(outcome.error))));
  else if (!outcome.result.fullText.trim())
    yield put(summaryActions.summaryFailed(failed(FILE_CANNOT_BE_PROCESSED)));
  else yield put(summaryActions.summarized(outcome.result.fullText, resultEngine(outcome.result)));
}

/** Another selected item or a sign-out makes the running summary stale. */
const stopsSummary = (action: Action) => emailActions.loadRequested.match(action) || isSignOut(action);

/**
 * One summary at a time, as the machine allows: a request while one runs is ignored; another item or
 * a sign-out cancels it (its request is aborted), so one email's summary never lands on another.
 */
export function* summarySaga(): SagaIterator {
  let task: Task | undefined;
  while (true) {
    const action: Action = yield take(
      (candidate: Action) => summaryActions.summarizeRequested.match(candidate) || stopsSummary(candidate),
    );
    if (summaryActions.summarizeRequested.match(action)) {
      if (!task?.isRunning()) task = yield fork(summarizeEmail);
    } else if (task?.isRunning()) {
      yield cancel(task);
    }
  }
}
