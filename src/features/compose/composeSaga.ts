import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import type { Ports } from '../../services/ports';
import type { UserMessage } from '../../shared/userMessage';
import type { SplitBody } from '../email/bodySplit';
import { splitBodyLazily } from '../email/splitBodyLazily';
import { selectEmailContext } from '../email/emailSelectors';
import type { EmailContext } from '../email/emailTypes';
import { resultEngine, streamInto, type StreamOutcome } from '../../effects/streamInto';
import type { Language } from '../../../contract/language';
import { emailTexts, replyLanguageFor } from '../language/languageSaga';
import { composeFailure, composeRequest, emptyBodyMessage, INSERT_FAILED, INSERTED } from './composeRequest';
import type { ComposeOperation } from '../../../contract/ai';
import { API_PATHS } from '../../../contract/paths';
import { selectCompose } from './composeSelectors';
import { composeActions, type ComposeState } from './composeSlice';

type SourceOutcome = { ok: true; source: SplitBody } | { ok: false; message: UserMessage };

/**
 * The text an operation works on: the body as it is now (the 5 s refresh may lag behind the user's
 * typing), split into main text and quoted history. Correct and reformulate need main text; generate
 * does without, and falls back to the last known context when the body cannot be read.
 */
function* readSource(operation: ComposeOperation): SagaIterator<SourceOutcome> {
  const { mailHost, logger }: Ports = yield getContext('ports');
  let source: SplitBody;
  try {
    const raw: string = yield call([mailHost, mailHost.readBody]);
    source = yield call(splitBodyLazily, raw);
  } catch (error) {
    logger.warn('Compose could not read the body', error instanceof Error ? error.message : error);
    if (operation !== 'generate') return { ok: false, message: composeFailure(operation, error) };
    const context: EmailContext | null = yield select(selectEmailContext);
    source = { main: context?.body ?? '', history: context?.history ?? '' };
  }
  if (operation !== 'generate' && !source.main.trim()) {
    return { ok: false, message: emptyBodyMessage(operation) };
  }
  return { ok: true, source };
}

/**
 * What generate works from: the draft and, under it, the message it answers (the prompt reads both as
 * context; without the thread a reply could neither greet its sender nor answer its questions). Correct
 * and reformulate get the draft alone: their answer replaces it, and the history goes back under it.
 */
const withThread = (main: string, history: string): string =>
  [main.trimEnd(), history].filter((part) => part.trim() !== '').join('\n\n');

function* process(): SagaIterator {
  const { status, operation }: ComposeState = yield select(selectCompose);
  if (status !== 'processing' || !operation) return;
  const read: SourceOutcome = yield call(readSource, operation);
  if (!read.ok) {
    yield put(composeActions.operationFailed(read.message));
    return;
  }
  yield put(composeActions.bodyRead({ history: read.source.history }));
  const state: RootState = yield select();
  // The draft's language, else the thread's it answers (issue #14); correct and reformulate keep the
  // text's own language server-side whatever this says.
  const { main, history } = read.source;
  const language: Language = yield call(replyLanguageFor, {
    ...emailTexts(state.email.context, main),
    ...(history ? { thread: history } : {}),
  });
  const outcome: StreamOutcome = yield call(streamInto, {
    path: API_PATHS.composeStream,
    body: composeRequest(
      state,
      operation,
      operation === 'generate' ? withThread(main, history) : main,
      language,
    ),
    onDeltas: composeActions.deltasReceived,
  });
  if (!outcome.ok) {
    yield put(composeActions.operationFailed(composeFailure(operation, outcome.error)));
    return;
  }
  yield put(composeActions.operationSucceeded(outcome.result.fullText, resultEngine(outcome.result)));
}

/** Nouveau cancels a running request; so does a newer request (takeLatest). Either aborts the stream. */
function* processUntilNewClicked(): SagaIterator {
  yield race({ processed: call(process), newClicked: take(composeActions.newClicked.type) });
}

/**
 * Insérer dans Outlook: a generated email goes in at the cursor; a corrected or reformulated text
 * replaces the body it came from, with the quoted history that was split off put back under it.
 */
function* insert(): SagaIterator {
  const { action, operation, text, quotedHistory }: ComposeState = yield select(selectCompose);
  if (action !== 'inserting') return;
  const { mailHost }: Ports = yield getContext('ports');
  try {
    if (operation === 'generate') {
      yield call([mailHost, mailHost.insertAtCursor], text);
    } else {
      const body = quotedHistory ? `${text.trimEnd()}\n\n${quotedHistory}` : text;
      yield call([mailHost, mailHost.replaceBody], body);
    }
    yield put(composeActions.insertSucceeded(INSERTED));
  } catch {
    yield put(composeActions.insertFailed(INSERT_FAILED));
  }
}

export function* composeSaga(): SagaIterator {
  yield all([
    takeLatest(composeActions.operationRequested.type, processUntilNewClicked),
    // One insert at a time: a second click must not put the text into Outlook twice.
    takeLeading(composeActions.insertRequested.type, insert),
  ]);
}
