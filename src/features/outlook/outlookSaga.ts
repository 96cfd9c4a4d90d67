import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import {
  all,
  call,
  cancelled,
  delay,
  getContext,
  put,
  race,
  select,
  take,
  takeEvery,
} from 'redux-saga/effects';
import type { PopupWindow, Ports } from '../../services/ports';
import { isSignOut } from '../auth/resetOnSignOut';
import { shellActions } from '../shell/shellSlice';
import { OUTLOOK_PATHS, parseAuthStatus, parseAuthUrl, parseRevoke } from './outlookApi';
import { disconnectFailure, isNetworkFailure, OUTLOOK_MESSAGES as M, serverMessage } from './outlookMessages';
import { selectOutlookStatus, selectShowOutlookPanel } from './outlookSelectors';
import { outlookActions, type OutlookAuthStatus, type OutlookStatus } from './outlookSlice';

/** Spec §9: the consent popup's size, the 1 s poll until it closes and the 1 s wait before the re-check. */
export const POPUP_SIZE = { width: 500, height: 600 } as const;
export const POPUP_POLL_MS = 1000;
export const STATUS_RECHECK_MS = 1000;

/** GET status; rejects with the api's error, or a plain Error when the answer is not a status. */
function* fetchStatus(): SagaIterator<OutlookAuthStatus> {
  const { api }: Ports = yield getContext('ports');
  const answer: unknown = yield call([api, api.request], 'GET', OUTLOOK_PATHS.status);
  const status = parseAuthStatus(answer);
  if (!status) throw new Error('Unexpected Outlook status answer');
  return status;
}

/** A status check (the panel shows, Actualiser, or the end of a connection attempt). */
function* checkStatus(): SagaIterator {
  try {
    const status: OutlookAuthStatus = yield call(fetchStatus);
    yield put(outlookActions.statusReceived(status));
  } catch (error) {
    yield put(outlookActions.checkFailed(isNetworkFailure(error) ? M.checkNetwork : M.checkFailed));
  }
}

/** Polls every second until the user (or the callback page) closes the window; closes it if cancelled. */
function* waitUntilClosed(popupWindow: PopupWindow): SagaIterator {
  try {
    while (!popupWindow.isClosed()) yield delay(POPUP_POLL_MS);
  } finally {
    if (yield cancelled()) popupWindow.close();
  }
}

/** Connecter Outlook: the auth URL, the 500×600 consent popup, then a status re-check 1 s after it closes. */
function* connect(): SagaIterator {
  const { api, popup }: Ports = yield getContext('ports');
  let authUrl: string | null;
  try {
    authUrl = parseAuthUrl(yield call([api, api.request], 'GET', OUTLOOK_PATHS.login));
  } catch (error) {
    yield put(outlookActions.connectFailed(isNetworkFailure(error) ? M.connectNetwork : M.authUrlFailed));
    return;
  }
  if (!authUrl) {
    yield put(outlookActions.connectFailed(M.authUrlFailed));
    return;
  }
  let popupWindow: PopupWindow | null;
  try {
    popupWindow = yield call([popup, popup.open], authUrl, POPUP_SIZE);
  } catch {
    yield put(outlookActions.connectFailed(M.connectFailed));
    return;
  }
  if (!popupWindow) {
    yield put(outlookActions.connectFailed(M.popupBlocked));
    return;
  }
  yield call(waitUntilClosed, popupWindow);
  // The callback has stored the tokens by the time it closes the window; the second gives it slack.
  yield delay(STATUS_RECHECK_MS);
  yield call(checkStatus);
}

/** Déconnecter: revoke; "success: false" or a refused call keeps the connection and says why. */
function* disconnect(): SagaIterator {
  const { api }: Ports = yield getContext('ports');
  try {
    const answer = parseRevoke(yield call([api, api.request], 'DELETE', OUTLOOK_PATHS.revoke));
    if (answer.success) yield put(outlookActions.disconnectSucceeded());
    else
      yield put(
        outlookActions.disconnectFailed(answer.message ? serverMessage(answer.message) : M.disconnectFailed),
      );
  } catch (error) {
    yield put(outlookActions.disconnectFailed(disconnectFailure(error)));
  }
}

/** Synchroniser re-checks the status: connected → last sync is now; otherwise the user must reconnect. */
function* sync(): SagaIterator {
  try {
    const status: OutlookAuthStatus = yield call(fetchStatus);
    if (status.authenticated && status.valid) {
      const now: number = yield call(Date.now);
      yield put(outlookActions.syncSucceeded({ at: new Date(now).toISOString() }));
    } else {
      yield put(outlookActions.syncFoundDisconnected(M.notConnected));
    }
  } catch (error) {
    yield put(outlookActions.syncFailed(isNetworkFailure(error) ? M.syncNetwork : M.syncFailed));
  }
}

/** Each request runs only if the machine accepted it, i.e. moved to the state it leads to. */
const FLOWS: { type: string; runsIn: OutlookStatus; flow: () => SagaIterator }[] = [
  { type: outlookActions.checkRequested.type, runsIn: 'checking', flow: checkStatus },
  { type: outlookActions.connectRequested.type, runsIn: 'connecting', flow: connect },
  { type: outlookActions.disconnectRequested.type, runsIn: 'disconnecting', flow: disconnect },
  { type: outlookActions.syncRequested.type, runsIn: 'syncing', flow: sync },
];

/**
 * One request at a time, in order (the machine refuses a second while one runs); signing out abandons
 * the one under way (and closes a consent popup still open).
 */
function* requests(): SagaIterator {
  while (true) {
    const action: Action = yield take(FLOWS.map((entry) => entry.type));
    const entry = FLOWS.find((candidate) => candidate.type === action.type);
    const status: OutlookStatus = yield select(selectOutlookStatus);
    if (!entry || status !== entry.runsIn) continue;
    yield race({ done: call(entry.flow), signedOut: take(isSignOut) });
  }
}

/** The panel shows when the settings dialog opens for a user with an email: check the status then. */
function* checkWhenShown(): SagaIterator {
  const shown: boolean = yield select(selectShowOutlookPanel);
  if (shown) yield put(outlookActions.checkRequested());
}

export function* outlookSaga(): SagaIterator {
  yield all([takeEvery(shellActions.settingsOpened.type, checkWhenShown), call(requests)]);
}
