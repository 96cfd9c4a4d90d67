import type { SagaIterator } from 'redux-saga';
import { all, call, getContext } from 'redux-saga/effects';
import type { Ports } from '../services/ports';
import { attachmentsSaga } from '../features/attachments/attachmentsSaga';
import { authSaga } from '../features/auth/authSaga';
import { chatSaga } from '../features/chat/chatSaga';
import { composeSaga } from '../features/compose/composeSaga';
import { summarySaga } from '../features/summary/summarySaga';
import { templateSaga } from '../features/template/templateSaga';
import { emailSaga } from '../features/email/emailSaga';
import { languageSaga } from '../features/language/languageSaga';
import { officeSaga } from '../features/office/officeSaga';
import { outlookSaga } from '../features/outlook/outlookSaga';
import { preferencesSaga } from '../features/preferences/preferencesSaga';
import { contextCollapseSaga } from '../features/shell/contextCollapseSaga';
import { healthSaga } from '../features/shell/healthSaga';

/** Named explicitly: function names do not survive minification. */
const SAGAS: [string, () => SagaIterator][] = [
  ['office', officeSaga],
  ['language', languageSaga],
  ['auth', authSaga],
  ['health', healthSaga],
  ['email', emailSaga],
  ['contextCollapse', contextCollapseSaga],
  ['template', templateSaga],
  ['chat', chatSaga],
  ['compose', composeSaga],
  ['summary', summarySaga],
  ['attachments', attachmentsSaga],
  ['outlook', outlookSaga],
  ['preferences', preferencesSaga],
];

/**
 * One concern's failure must not take the others down (an uncaught error in a child of `all` cancels
 * its siblings): each saga runs isolated, and an unexpected error is logged rather than spread.
 */
function isolated([name, saga]: [string, () => SagaIterator]) {
  return call(function* guard(): SagaIterator {
    try {
      yield call(saga);
    } catch (error) {
      const { logger }: Ports = yield getContext('ports');
      logger.warn(
        `${name} saga stopped on an unexpected error`,
        error instanceof Error ? error.message : error,
      );
    }
  });
}

export function* rootSaga(): SagaIterator {
  yield all(SAGAS.map(isolated));
}
