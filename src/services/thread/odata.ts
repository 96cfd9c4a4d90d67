// What the Graph and Outlook REST v2.0 sources share: the OData string literal, paging over
// @odata.nextLink, error messages and the client-side oldest-first order.
import { ThreadError, type ThreadMessage } from '../ports';

/** A conversation of 20 pages × 100 messages is far beyond any real thread; the bound only stops a loop. */
export const MAX_PAGES = 20;
export const PAGE_SIZE = 100;

/** An OData string literal: a single quote inside is doubled (OData ABNF, SQUOTE-in-string). */
export function odataString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Reads `global fetch` at call time (tests stub it) and never calls it as a method of another object. */
export const globalFetch: FetchLike = (input, init) => fetch(input, init);

interface PageRequest {
  /** Prefix of every error message: "Graph", "Outlook REST". */
  label: string;
  firstUrl: string;
  headers: Record<string, string>;
  fetch: FetchLike;
  signal?: AbortSignal;
  maxPages?: number;
}

/** The error text an OData service puts in `{ error: { code, message } }`, else the status text. */
async function httpError(label: string, response: Response): Promise<ThreadError> {
  let detail = '';
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    const { message, code } = body.error ?? {};
    if (typeof message === 'string' && message) detail = message;
    else if (typeof code === 'string') detail = code;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status text is all there is.
  }
  detail ||= response.statusText;
  return new ThreadError('failed', `${label} HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
}

/** An abort is the caller's decision, not a failure: let the abort reason through untouched. */
function rethrowIfAborted(signal: AbortSignal | undefined, error: unknown): void {
  if (signal?.aborted) throw error;
}

async function getPage(request: PageRequest, url: string): Promise<{ value: unknown[]; next: unknown }> {
  const { label, signal } = request;
  let response: Response;
  try {
    response = await request.fetch(url, { method: 'GET', headers: request.headers, signal });
  } catch (error) {
    rethrowIfAborted(signal, error);
    throw new ThreadError('failed', `${label} network error: ${(error as Error)?.message ?? String(error)}`);
  }
  if (!response.ok) throw await httpError(label, response);
  let body: { value?: unknown; '@odata.nextLink'?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch (error) {
    rethrowIfAborted(signal, error);
    throw new ThreadError('failed', `${label}: the answer is not JSON`);
  }
  if (!Array.isArray(body?.value)) throw new ThreadError('failed', `${label}: the answer has no value array`);
  return { value: body.value, next: body['@odata.nextLink'] };
}

/** An absolute nextLink is followed verbatim (re-serialising it could re-encode its query). */
function nextUrl(next: string, base: string): string {
  return /^https?:\/\//i.test(next) ? next : new URL(next, base).href;
}

/**
 * Every item of every page, following @odata.nextLink at most `maxPages` times. A nextLink is only
 * followed on the first URL's origin: the bearer token must never leave for another host.
 */
export async function fetchAllPages(request: PageRequest): Promise<unknown[]> {
  const origin = new URL(request.firstUrl).origin;
  const items: unknown[] = [];
  let url: string | null = request.firstUrl;
  for (let page = 0; url !== null && page < (request.maxPages ?? MAX_PAGES); page += 1) {
    const { value, next } = await getPage(request, url);
    items.push(...value);
    url = typeof next === 'string' && next ? nextUrl(next, request.firstUrl) : null;
    if (url !== null && new URL(url).origin !== origin)
      throw new ThreadError('failed', `${request.label}: @odata.nextLink leaves ${origin}`);
  }
  return items;
}

function timeOf(message: ThreadMessage): number {
  const time = message.receivedDateTime === null ? NaN : Date.parse(message.receivedDateTime);
  return Number.isNaN(time) ? Infinity : time;
}

/** Oldest first; equal dates keep the server's order, and undated messages go last (sort is stable). */
export function sortOldestFirst(messages: ThreadMessage[]): ThreadMessage[] {
  return [...messages].sort((a, b) => {
    const [ta, tb] = [timeOf(a), timeOf(b)];
    return ta === tb ? 0 : ta < tb ? -1 : 1;
  });
}

/** A string field, or null when absent or not a string. */
export function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
