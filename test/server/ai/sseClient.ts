/** Reads the backend's event streams the way the add-in's stream reader does (spec §4: "data: " lines). */

import type { StreamEvent } from '../../../contract/stream.js';

export type { StreamEvent };

/**
 * Parses a complete body, checking the framing strictly: every event is exactly one `data: <json>` line
 * followed by a blank line, and nothing else is in the body.
 */
export function parseEventStream(body: string): StreamEvent[] {
  if (!body.endsWith('\n\n'))
    throw new Error(`stream does not end with a blank line: ${JSON.stringify(body.slice(-40))}`);
  return body
    .slice(0, -2)
    .split('\n\n')
    .map((block) => {
      if (!block.startsWith('data: ') || block.includes('\n'))
        throw new Error(`bad event block: ${JSON.stringify(block)}`);
      return JSON.parse(block.slice('data: '.length)) as StreamEvent;
    });
}

/** The concatenated deltas, checked against the done event's fullText. */
export function streamedText(events: StreamEvent[]): string {
  return events.flatMap((event) => (event.type === 'chunk' ? [event.delta] : [])).join('');
}

/** Events as they arrive over a real socket (fetch), for timing and disconnect tests. */
export async function* readEvents(response: Response): AsyncGenerator<StreamEvent> {
  if (response.body === null) throw new Error('Response body is null');
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith('data: ')) yield JSON.parse(block.slice('data: '.length)) as StreamEvent;
    }
  }
}
