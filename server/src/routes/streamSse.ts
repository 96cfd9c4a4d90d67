import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { StreamOperation } from '../../../contract/ai.js';
import type { StreamEvent } from '../../../contract/stream.js';
import { AiError, type TextStream } from '../ai/engine.js';
import { HttpError } from '../errors.js';

/** One server-sent event: a single `data:` line (JSON escapes every newline) and a blank line. */
export function sseEvent(event: StreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * An AbortController aborted when the client goes away before the answer is complete, so the engine
 * stops the upstream model call instead of paying for tokens nobody reads.
 */
export function abortOnClientGone(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller;
}

const UNEXPECTED = 'The AI engine failed unexpectedly';

/** Logs an AI failure by kind and status only: never the prompt, the email or the provider's text. */
export function logAiFailure(log: FastifyBaseLogger, operation: string, error: unknown): void {
  if (error instanceof AiError) {
    log.warn({ operation, kind: error.kind, upstreamStatus: error.upstreamStatus }, 'AI request failed');
  } else {
    log.error({ operation, err: error }, 'AI engine bug');
  }
}

export interface EventStreamOptions {
  operation: StreamOperation;
  engineName: string;
  open: (signal: AbortSignal) => TextStream;
  log: FastifyBaseLogger;
}

/**
 * Answers with `text/event-stream`: a chunk event per delta, then done (with the full text) or error. The
 * status is committed before the model answers, so every AI failure, even before the first delta, arrives
 * as an error event with a message for the user; the stream always ends.
 */
export function sendEventStream(reply: FastifyReply, options: EventStreamOptions): FastifyReply {
  const client = abortOnClientGone(reply);
  async function* events(): AsyncGenerator<string> {
    let fullText = '';
    try {
      for await (const delta of options.open(client.signal)) {
        fullText += delta;
        yield sseEvent({ type: 'chunk', delta });
      }
      yield sseEvent({
        type: 'done',
        metadata: { operation: options.operation, fullText, engine: options.engineName },
      });
    } catch (error) {
      // The client left: nobody reads an error event, and leaving is not a failure.
      if (client.signal.aborted) return;
      // A refusal found once the stream had started (a file that cannot be read): its message is for the user.
      if (error instanceof HttpError) {
        options.log.info({ operation: options.operation, detail: error.message }, 'stream refused');
        yield sseEvent({ type: 'error', message: error.message });
        return;
      }
      logAiFailure(options.log, options.operation, error);
      yield sseEvent({ type: 'error', message: error instanceof AiError ? error.message : UNEXPECTED });
    }
  }
  void reply
    .header('content-type', 'text/event-stream')
    .header('cache-control', 'no-cache')
    // Reverse proxies (nginx) would otherwise buffer the stream and defeat it.
    .header('x-accel-buffering', 'no');
  return reply.send(Readable.from(events(), { objectMode: false }));
}
