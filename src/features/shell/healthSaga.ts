import type { SagaIterator } from 'redux-saga';
import { call, delay, getContext, put } from 'redux-saga/effects';
import type { Ports } from '../../services/ports';
import type { WebConfig } from '../../services/config';
import { shellActions } from './shellSlice';

/** Preview mode only: polls GET /api/health so the banner follows the backend going away and coming back. */
export function* healthSaga(): SagaIterator {
  const config: WebConfig = yield getContext('config');
  if (!config.previewMode) return;
  const { api }: Ports = yield getContext('ports');
  while (true) {
    try {
      yield call([api, api.health]);
      yield put(shellActions.backendReached());
    } catch {
      yield put(shellActions.backendUnreachable());
    }
    yield delay(config.healthPollMs);
  }
}
