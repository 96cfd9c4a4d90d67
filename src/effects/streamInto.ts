import { buffers, eventChannel, END, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, cancelled, flush, getContext, put, take } from 'redux-saga/effects';
import type { Ports, StreamResult } from '../services/ports';

/** What the stream channel carries: deltas, then one final outcome. */
type StreamMessage = { delta: string } | { result: StreamResult } | { error: unknown };

export interface StreamRequest {
  path: string;
  body: unknown;
  /** Dispatched with the deltas received since the last frame, concatenated. */
  onDeltas: (text: string) => { type: string };
  /** The token travels in the body, not in headers (the summary call). */
  anonymous?: boolean;
}

export type StreamOutcome = { ok: true; result: StreamResult } | { ok: false; error: unknown };

/** The engine that wrote a result, from its done event's metadata (`GET /health`'s name); null if unsaid. */
export const resultEngine = (result: StreamResult): string | null =>
  typeof result.metadata.engine === 'string' && result.metadata.engine ? result.metadata.engine : null;

function openChannel(
  ports: Ports,
  request: StreamRequest,
  controller: AbortController,
): EventChannel<StreamMessage> {
  return eventChannel<StreamMessage>((emit) => {
    ports.api
      .stream(request.path, request.body, {
        onDelta: (delta) => emit({ delta }),
        signal: controller.signal,
        ...(request.anonymous ? { anonymous: true } : {}),
      })
      .then(
        (result) => emit({ result }),
        (error: unknown) => emit({ error }),
      )
      .finally(() => emit(END));
    return () => controller.abort();
  }, buffers.expanding(256));
}

/**
 * The one stream consumer (DESIGN.md §4) for template, compose and summaries: waits a frame, drains
 * everything that arrived, and dispatches it as one `onDeltas` action — at most one store update per
 * animation frame however fast tokens come. Cancelling the calling saga (Nouveau, a new request,
 * sign-out) aborts the HTTP request.
 */
export function* streamInto(request: StreamRequest): SagaIterator<StreamOutcome> {
  const ports: Ports = yield getContext('ports');
  const controller = new AbortController();
  const channel: EventChannel<StreamMessage> = yield call(openChannel, ports, request, controller);
  try {
    while (true) {
      // Block until something arrives, then let the frame pass so more can accumulate.
      const first: StreamMessage = yield take(channel);
      yield call([ports.frames, ports.frames.nextFrame]);
      // A closed, drained channel flushes END rather than an array.
      const rest: StreamMessage[] | typeof END = yield flush(channel);
      const messages = [first, ...(Array.isArray(rest) ? rest : [])];
      const text = messages.map((message) => ('delta' in message ? message.delta : '')).join('');
      if (text) yield put(request.onDeltas(text));
      const final = messages.find((message) => !('delta' in message));
      if (final && 'result' in final) return { ok: true, result: final.result };
      if (final && 'error' in final) return { ok: false, error: final.error };
    }
  } finally {
    if (yield cancelled()) controller.abort();
    channel.close();
  }
}
