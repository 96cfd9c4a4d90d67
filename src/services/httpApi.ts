import type { HealthInfo } from '../../contract/health';
import { API_PATHS } from '../../contract/paths';
import { ApiError, NOT_AUTHENTICATED_MESSAGE, type Api, type HttpMethod, type Identity } from './ports';

/** The spec's service helper: the server's detail, else "HTTP {status}: {text}", else a generic message. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  let detail: unknown;
  try {
    detail = ((await response.json()) as { detail?: unknown }).detail;
  } catch {
    detail = undefined;
  }
  const { status } = response;
  if (typeof detail === 'string' && detail) return new ApiError('http', detail, { status, detail });
  if (status) return new ApiError('http', `HTTP ${status}: ${response.statusText}`, { status });
  return new ApiError('http', 'Unknown error occurred', { status });
}

async function send(fetchImpl: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    // An abort is the caller's decision, not a failure: pass it through untouched.
    if (init.signal?.aborted) throw error;
    // fetch rejects only on network failure (backend down, CORS, offline).
    throw new ApiError('network', error instanceof Error ? error.message : 'Unknown error occurred');
  }
}

export function createHttpApi(baseUrl: string, identity: Identity, fetchImpl: typeof fetch = fetch): Api {
  const url = (path: string) => `${baseUrl}/api${path}`;

  /** Bearer ID token + X-User-Id, or "User not authenticated" before any network call. */
  async function authHeaders(json: boolean): Promise<Record<string, string>> {
    const user = identity.currentUser();
    const token = user ? await identity.getIdToken() : null;
    if (!user || !token) throw new ApiError('unauthenticated', NOT_AUTHENTICATED_MESSAGE);
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'X-User-Id': user.uid };
    if (json) headers['Content-Type'] = 'application/json';
    return headers;
  }

  return {
    async health() {
      const response = await send(fetchImpl, url(API_PATHS.health), { cache: 'no-store' });
      if (!response.ok) throw await errorFromResponse(response);
      return (await response.json()) as HealthInfo;
    },
    async request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
      const response = await send(fetchImpl, url(path), {
        method,
        headers: await authHeaders(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw await errorFromResponse(response);
      if (response.status === 204) return undefined as T;
      return (await response.json()) as T;
    },
    async stream(path, body, { onDelta, signal, anonymous }) {
      const identify = anonymous ? { 'Content-Type': 'application/json' } : await authHeaders(true);
      const headers = { ...identify, Accept: 'text/event-stream' };
      const response = await send(fetchImpl, url(path), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      });
      // The SSE reader loads with the first stream, not with the sign-in screen.
      const { readEventStream } = await import('./sseStream');
      return readEventStream(response, onDelta);
    },
  };
}
