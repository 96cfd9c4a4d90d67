import type { StreamOperation } from './ai.js';

/** What the done event says about the whole answer. */
export interface StreamDoneMetadata {
  operation: StreamOperation;
  /** The whole answer, which the chunks' deltas add up to. */
  fullText: string;
  /** The AI engine that wrote it, as `GET /health` names it. */
  engine: string;
}

/**
 * Spec §3 stream event, one per `data:` line of a `text/event-stream` answer: chunks in order, then
 * exactly one done or error.
 */
export type StreamEvent =
  | { type: 'chunk'; delta: string }
  | { type: 'done'; metadata: StreamDoneMetadata }
  | { type: 'error'; message: string };

/**
 * An event as a reader may receive it: a done without metadata, or an error without a message, still
 * ends the stream (the reader supplies the full text or the message).
 */
export type ReceivedStreamEvent =
  | { type: 'chunk'; delta: string }
  | { type: 'done'; metadata: Partial<StreamDoneMetadata> & Record<string, unknown> }
  | { type: 'error'; message: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One event's data; null for anything else (not JSON, an unknown type, a chunk without text), ignored. */
export function parseStreamEvent(data: string): ReceivedStreamEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(event)) return null;
  switch (event.type) {
    case 'chunk':
      return typeof event.delta === 'string' ? { type: 'chunk', delta: event.delta } : null;
    case 'done':
      return { type: 'done', metadata: isRecord(event.metadata) ? event.metadata : {} };
    case 'error':
      return {
        type: 'error',
        message: typeof event.message === 'string' && event.message ? event.message : null,
      };
    default:
      return null;
  }
}
