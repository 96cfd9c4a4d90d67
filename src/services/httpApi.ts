import { ApiError, type Api, type HealthInfo, type HttpMethod, type Identity } from './ports';

/** The spec's service helper: the server's detail, else "HTTP {status}: {text}", else a generic message. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  let detail: unknown;
  try {
    detail = ((await response.json()) as { detail?: unknown }).detail;
  } catch {
    detail = undefined;
  }
  if (typeof detail === 'string' && detail) return new ApiError(detail, response.status);
  if (response.status)
    return new ApiError(`HTTP ${response.status}: ${response.statusText}`, response.status);
  return new ApiError('Unknown error occurred', response.status);
}

async function send(fetchImpl: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    // fetch rejects only on network failure (backend down, CORS, offline).
    throw new ApiError(error instanceof Error ? error.message : 'Unknown error occurred', null);
  }
}

export function createHttpApi(baseUrl: string, identity: Identity, fetchImpl: typeof fetch = fetch): Api {
  const url = (path: string) => `${baseUrl}/api${path}`;
  return {
    async health() {
      const response = await send(fetchImpl, url('/health'), { cache: 'no-store' });
      if (!response.ok) throw await errorFromResponse(response);
      return (await response.json()) as HealthInfo;
    },
    async request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
      const user = identity.currentUser();
      const token = user ? await identity.getIdToken() : null;
      if (!user || !token) throw new ApiError('User not authenticated', null);
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'X-User-Id': user.uid };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await send(fetchImpl, url(path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw await errorFromResponse(response);
      if (response.status === 204) return undefined as T;
      return (await response.json()) as T;
    },
  };
}
