import { buffers, eventChannel, type SagaIterator } from 'redux-saga';
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
  takeLatest,
} from 'redux-saga/effects';
import type { MailItem, Ports, ThreadMessage } from '../../services/ports';
import type { UserMessage } from '../../shared/userMessage';
import { officeActions } from '../office/officeSlice';
import type { SplitBody } from './bodySplit';
import { splitBodyLazily } from './splitBodyLazily';
import { emailLoadFailure, isPolicyRefusal } from './emailErrors';
import { emailActions, type EmailState } from './emailSlice';
import { selectEmail } from './emailSelectors';
import { BODY_UNAVAILABLE, EMAIL_MESSAGES, type EmailContext } from './emailTypes';
import { joinThread } from './threadText';

/** Spec §9 timings. */
export const EMAIL_LOAD_TIMEOUT_MS = 15_000;
export const BODY_REFRESH_MS = 5_000;
export const WARNING_CLEAR_MS = 3_000;

function toContext(item: MailItem, split: SplitBody | null): EmailContext {
  const { main, history } = split ?? { main: BODY_UNAVAILABLE, history: '' };
  return {
    subject: item.subject,
    from: item.from,
    body: main,
    history,
    conversationId: item.conversationId,
    internetMessageId: item.internetMessageId,
    fullConversation: '',
    basic: item.body === null,
  };
}

const corporateWarning: UserMessage = { kind: 'warning', key: EMAIL_MESSAGES.corporatePolicy };

/** Reads the thread after the context shows; the fetch is aborted if a new item replaces this one. */
function* loadThread(ports: Ports, conversationId: string): SagaIterator {
  const controller = new AbortController();
  try {
    const messages: ThreadMessage[] = yield call(
      [ports.threadSource, ports.threadSource.fetchConversation],
      conversationId,
      controller.signal,
    );
    yield put(emailActions.threadLoaded({ text: joinThread(messages) }));
  } catch (error) {
    if (isPolicyRefusal(error)) {
      yield put(emailActions.threadUnavailable());
      yield put(emailActions.warningShown(corporateWarning));
    } else {
      // Spec §8: other thread failures give an empty conversation.
      ports.logger.warn('Conversation unavailable', error instanceof Error ? error.message : error);
      yield put(emailActions.threadLoaded({ text: '' }));
    }
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/** One load: the item raced against the spec's 15 s timer, then the thread. */
function* loadEmail(): SagaIterator {
  const ports: Ports = yield getContext('ports');
  // A newer loadRequested cancels this saga (takeLatest), time-out included.
  const { item, timedOut } = yield race({
    item: call(function* readItem(): SagaIterator {
      try {
        return yield call([ports.mailHost, ports.mailHost.readItem]);
      } catch (caught) {
        return { failed: caught };
      }
    }),
    timedOut: delay(EMAIL_LOAD_TIMEOUT_MS),
  });
  if (timedOut) {
    yield put(emailActions.loadTimedOut());
    return;
  }
  if ('failed' in item) {
    yield put(emailActions.loadFailed(emailLoadFailure(item.failed)));
    return;
  }
  const mail = item as MailItem;
  const split: SplitBody | null = mail.body === null ? null : yield call(splitBodyLazily, mail.body);
  const context = toContext(mail, split);
  yield put(emailActions.loaded({ context, threadExpected: context.conversationId !== null }));
  if (context.basic) yield put(emailActions.warningShown(corporateWarning));
  if (context.conversationId) yield call(loadThread, ports, context.conversationId);
}

/** Office ready → first load; then every item the user selects in a pinned pane. */
function* followItems(): SagaIterator {
  yield take(officeActions.initialized.type);
  yield put(emailActions.loadRequested());
  const { mailHost }: Ports = yield getContext('ports');
  const channel = eventChannel<true>((emit) => mailHost.onItemChanged(() => emit(true)), buffers.sliding(1));
  try {
    while (true) {
      yield take(channel);
      yield put(emailActions.loadRequested());
    }
  } finally {
    channel.close();
  }
}

/**
 * Every 5 s, re-read the body and write it only when it changed (no store write, so no re-render,
 * otherwise). Paused while a compose result view shows; skipped for the basic corporate context.
 */
function* refreshBody(): SagaIterator {
  const ports: Ports = yield getContext('ports');
  let lastRaw: string | null = null;
  let warned = false;
  while (true) {
    yield delay(BODY_REFRESH_MS);
    const email: EmailState = yield select(selectEmail);
    if (email.status !== 'loaded' || !email.context || email.context.basic || email.refreshPaused) {
      lastRaw = null;
      continue;
    }
    try {
      const raw: string = yield call([ports.mailHost, ports.mailHost.readBody]);
      warned = false;
      if (raw === lastRaw) continue;
      lastRaw = raw;
      const { main, history }: SplitBody = yield call(splitBodyLazily, raw);
      if (main !== email.context.body || history !== email.context.history) {
        yield put(emailActions.bodyChanged({ body: main, history }));
      }
    } catch {
      if (!warned)
        yield put(emailActions.warningShown({ kind: 'warning', key: EMAIL_MESSAGES.refreshFailed }));
      warned = true;
    }
  }
}

function* clearWarningLater(): SagaIterator {
  yield delay(WARNING_CLEAR_MS);
  yield put(emailActions.warningCleared());
}

export function* emailSaga(): SagaIterator {
  yield all([
    call(followItems),
    takeLatest(emailActions.loadRequested.type, loadEmail),
    call(refreshBody),
    takeLatest(emailActions.warningShown.type, clearWarningLater),
  ]);
}
