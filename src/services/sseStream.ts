import { createParser } from 'eventsource-parser';
import { parseStreamEvent } from '../../contract/stream';

/**
 * Our stream protocol (DESIGN.md §5, `contract/stream.ts`): `data: <json>` events of type chunk {delta},
 * done {metadata} or error {message}. eventsource-parser does the SSE framing (CR/LF/CRLF, split lines, comments, BOM);
 * a streaming TextDecoder keeps UTF-8 characters split across network chunks intact.
 */
export interface StreamDone {
  fullText: string;
  metadata: Record<string, unknown>;
}

import { StreamError } from './ports';

// Declared with the ports, so code that only classifies errors does not pull in the SSE reader.
export { StreamError } from './ports';

/** Feeds raw text to an SSE parser and calls `onData` with each event's data, in order. */
export function createSseDecoder(onData: (data: string, event: string | undefined) => void) {
  const parser = createParser({ onEvent: (message) => onData(message.data, message.event) });
  const decoder = new TextDecoder();
  return {
    push(bytes: Uint8Array) {
      parser.feed(decoder.decode(bytes, { stream: true }));
    },
    end() {
      parser.feed(decoder.decode());
    },
  };
}

/**
 * Reads a streaming answer: chunk deltas go to `onDelta` and accumulate; done resolves with the full
 * text (the server's when it sends one); an error event, a failed HTTP status, a missing body or a
 * stream that ends without done rejects with the spec's messages.
 */
export async function readEventStream(
  response: Response,
  onDelta: (delta: string) => void,
): Promise<StreamDone> {
  if (!response.ok) {
    let text = response.statusText;
    try {
      const detail = ((await response.json()) as { detail?: unknown }).detail;
      if (typeof detail === 'string' && detail) text = detail;
    } catch {
      /* not JSON: keep the status text */
    }
    throw new StreamError('http', `HTTP ${response.status}: ${text}`, {
      status: response.status,
      detail: text,
    });
  }
  if (!response.body) throw new StreamError('nullBody', 'Response body is null');

  let accumulated = '';
  // A holder, not a plain variable: it is set inside the parser callback.
  const result: { outcome: StreamDone | StreamError | null } = { outcome: null };
  const decoder = createSseDecoder((data) => {
    if (result.outcome) return;
    // Anything that is not one of the contract's events (not JSON, unknown type) is ignored.
    const event = parseStreamEvent(data);
    if (event?.type === 'chunk') {
      accumulated += event.delta;
      onDelta(event.delta);
    } else if (event?.type === 'done') {
      const { metadata } = event;
      const fullText = typeof metadata.fullText === 'string' ? metadata.fullText : accumulated;
      result.outcome = { fullText, metadata };
    } else if (event?.type === 'error') {
      result.outcome = new StreamError('event', event.message ?? 'Stream error', {
        detail: event.message,
      });
    }
  });

  const reader = response.body.getReader();
  try {
    while (!result.outcome) {
      const { done, value } = await reader.read();
      if (done) {
        decoder.end();
        break;
      }
      decoder.push(value);
    }
  } finally {
    // Done or failed: stop reading (and let the server see the end) without waiting for the socket.
    reader.cancel().catch(() => undefined);
  }
  const { outcome } = result;
  if (outcome instanceof StreamError) throw outcome;
  if (!outcome) throw new StreamError('incomplete', 'Stream error');
  return outcome;
}
