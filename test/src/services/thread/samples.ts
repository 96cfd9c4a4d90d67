// Real Microsoft Graph message samples (../shared/realdata, see its _index.json), read where they lie.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import type { FetchLike } from '../../../../src/services/thread/odata';

// Under jsdom import.meta.url is not a file URL; __dirname is this folder. The repo root is four up.
const repoRoot = resolve(__dirname, '../../../..');
const samplesDir = resolve(repoRoot, '../shared/realdata/B-graph-messages/microsoft-graph-docs');

export type GraphItem = Record<string, unknown>;

/** A sample file: a single message, or the messages of its `value`. */
export function graphSample(file: string): GraphItem[] {
  const body = JSON.parse(readFileSync(resolve(samplesDir, file), 'utf8')) as GraphItem & {
    value?: GraphItem[];
  };
  return body.value ?? [body];
}

/** The same messages as Outlook REST v2.0 names them: PascalCase keys, `@odata.*` left alone. */
export function toRestShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toRestShape);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.startsWith('@') ? key : key[0]!.toUpperCase() + key.slice(1),
      toRestShape(inner),
    ]),
  );
}

export const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers by URL and, like the real one, rejects with the abort reason when aborted. */
export function fakeFetch(answer: (url: string) => Response | Promise<Response>) {
  return vi.fn<FetchLike>(async (url, init) => {
    const signal = init?.signal;
    signal?.throwIfAborted();
    if (!signal) return answer(url);
    return Promise.race([
      answer(url),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ]);
  });
}

export function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}
