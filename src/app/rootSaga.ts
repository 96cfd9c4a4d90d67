import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { officeSaga } from '../features/office/officeSaga';
import { healthSaga } from '../features/ui/healthSaga';

export function* rootSaga(): SagaIterator {
  yield all([call(officeSaga), call(authSaga), call(healthSaga)]);
}
