import type { SagaIterator } from 'redux-saga';
import { call, delay, getContext, put, takeLatest } from 'redux-saga/effects';
import type { HealthInfo } from '../../../contract/health';
import type { Ports } from '../../services/ports';
import type { WebConfig } from '../../services/config';
import { shellActions } from './shellSlice';

/** One GET /api/health: the engine it names goes to the store; throws when the backend does not answer. */
function* askHealth(): SagaIterator {
  const { api }: Ports = yield getContext('ports');
  const health: HealthInfo = yield call([api, api.health]);
  if (typeof health.engine === 'string') yield put(shellActions.engineReported(health.engine));
}

/** Outside preview mode: Paramètres asks which engine the backend runs each time it opens. */
function* engineForSettings(): SagaIterator {
  try {
    yield call(askHealth);
  } catch {
    // Paramètres keeps the engine last known (or says it is unknown).
  }
}

/**
 * Preview mode: polls GET /api/health so the banner follows the backend going away and coming back (and
 * Paramètres knows the engine). Otherwise there is no banner: only opening Paramètres asks.
 */
export function* healthSaga(): SagaIterator {
  const config: WebConfig = yield getContext('config');
  if (!config.previewMode) {
    yield takeLatest(shellActions.settingsOpened.type, engineForSettings);
    return;
  }
  while (true) {
    try {
      yield call(askHealth);
      yield put(shellActions.backendReached());
    } catch {
      yield put(shellActions.backendUnreachable());
    }
    yield delay(config.healthPollMs);
  }
}
