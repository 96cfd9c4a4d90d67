import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible model server (`POST /v1/chat/completions` with `stream: true`), on a real
 * socket, so tests and the latency bench exercise the real provider path of the AI SDK: HTTP, SSE parsing,
 * abort propagation. It also speaks Anthropic's `POST /v1/messages` stream for the text and stall scripts.
 * What it answers is scripted per test.
 */
export type UpstreamScript =
  /** Streams these content deltas as chat.completion.chunk events, then a stop chunk and [DONE]. */
  | { kind: 'text'; deltas: string[]; firstDelayMs?: number; delayMs?: number }
  /** Writes a recorded SSE body verbatim (the recordings of realdata/C-sse). */
  | { kind: 'raw'; body: string }
  /** Answers an HTTP error with a JSON body, like OpenAI does for a bad key or an overload. */
  | { kind: 'http-error'; status: number; body: unknown }
  /** Streams these deltas, then keeps the connection open without sending anything more. */
  | { kind: 'stall'; deltas: string[] };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** 'aborted' when the client closed the connection before the answer was complete. */
  outcome: Promise<'finished' | 'aborted'>;
}

export interface FakeUpstream {
  /** Base URL to give the provider, ending in /v1 like api.openai.com/v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** What the next requests get; a function can answer per request. */
  script: UpstreamScript | ((request: RecordedRequest) => UpstreamScript);
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One OpenAI chat.completion.chunk event. */
export function chunkEvent(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const chunk = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

/** The same script in Anthropic's Messages stream format (named events, text_delta blocks). */
function anthropicEvents(): { start: string[]; delta: (text: string) => string; end: string[] } {
  const event = (type: string, data: Record<string, unknown>) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  return {
    start: [
      event('message_start', {
        message: {
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          model: 'fake-model',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 1 },
        },
      }),
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    ],
    delta: (text) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
    end: [
      event('content_block_stop', { index: 0 }),
      event('message_delta', {
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: 5 },
      }),
      event('message_stop', {}),
    ],
  };
}

async function answer(script: UpstreamScript, response: ServerResponse, anthropic: boolean): Promise<void> {
  if (script.kind === 'http-error') {
    response.writeHead(script.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(script.body));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  // Headers go out at once, as real providers do before the first token.
  response.flushHeaders();
  if (script.kind === 'raw') {
    response.end(script.body);
    return;
  }
  const write = (text: string) => {
    if (!response.destroyed) response.write(text);
  };
  const firstDelay = script.kind === 'text' ? (script.firstDelayMs ?? 0) : 0;
  const delay = script.kind === 'text' ? (script.delayMs ?? 0) : 0;
  const format = anthropic
    ? anthropicEvents()
    : {
        start: [chunkEvent({ role: 'assistant', content: '' })],
        delta: (text: string) => chunkEvent({ content: text }),
        end: [chunkEvent({}, 'stop'), 'data: [DONE]\n\n'],
      };
  format.start.forEach(write);
  for (const [index, delta] of script.deltas.entries()) {
    const pause = index === 0 ? firstDelay : delay;
    if (pause > 0) await sleep(pause);
    write(format.delta(delta));
  }
  if (script.kind === 'stall') return; // the client's abort (or close()) ends this response
  format.end.forEach(write);
  response.end();
}

export async function startFakeUpstream(
  script: FakeUpstream['script'] = { kind: 'text', deltas: ['Hello'] },
): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const upstream: FakeUpstream = { baseUrl: '', requests, script, close: async () => undefined };

  const server = createServer((request, response) => {
    // ServerResponse 'close' fires for a completed answer and for a dropped connection alike;
    // writableFinished tells them apart.
    const outcome = new Promise<'finished' | 'aborted'>((resolve) => {
      response.on('close', () => resolve(response.writableFinished ? 'finished' : 'aborted'));
    });
    void (async () => {
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: await readJson(request),
        outcome,
      };
      requests.push(recorded);
      const anthropic = recorded.path.startsWith('/v1/messages');
      if (request.method !== 'POST' || !(anthropic || recorded.path.startsWith('/v1/chat/completions'))) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `no route ${recorded.path}` } }));
        return;
      }
      const current = typeof upstream.script === 'function' ? upstream.script(recorded) : upstream.script;
      await answer(current, response, anthropic);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  upstream.baseUrl = `http://127.0.0.1:${port}/v1`;
  upstream.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  };
  return upstream;
}
