import type { SagaIterator } from 'redux-saga';
import { delay, put, takeLatest } from 'redux-saga/effects';
import { emailActions } from '../email/emailSlice';
import { shellActions } from './shellSlice';

/** Spec §9: the email context content collapses automatically 5 s after it shows. */
export const CONTEXT_AUTO_COLLAPSE_MS = 5_000;

function* collapseLater(): SagaIterator {
  yield delay(CONTEXT_AUTO_COLLAPSE_MS);
  yield put(shellActions.contextAutoCollapsed());
}

export function* contextCollapseSaga(): SagaIterator {
  // A new email restarts the timer (takeLatest cancels the previous one).
  yield takeLatest(
    [emailActions.loaded.type, emailActions.loadRequested.type],
    function* restart(action: { type: string }): SagaIterator {
      if (action.type === emailActions.loaded.type) yield* collapseLater();
    },
  );
}
