import { describe, expect, it, vi } from 'vitest';
import { createHttpApi } from '../../../src/services/httpApi';
import { ApiError } from '../../../src/services/ports';
import { FakeIdentity } from '../helpers/fakePorts';

function setup(response: () => Response | Promise<Response>) {
  const identity = new FakeIdentity();
  const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => response());
  const api = createHttpApi('http://api.test', identity, fetchImpl as unknown as typeof fetch);
  return { identity, fetchImpl, api };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

describe('HTTP API port', () => {
  it('sends the bearer ID token and the uid header, JSON in and out', async () => {
    const { identity, fetchImpl, api } = setup(() => json({ name: 'A' }));
    identity.emit({ uid: 'u42', email: 'a@b.fr', emailVerified: false, displayName: null });
    await expect(api.request('PUT', '/user/profile', { name: 'A' })).resolves.toEqual({ name: 'A' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/user/profile');
    expect(init).toMatchObject({
      method: 'PUT',
      body: '{"name":"A"}',
      headers: { Authorization: 'Bearer token-u42', 'X-User-Id': 'u42', 'Content-Type': 'application/json' },
    });
  });

  it('fails with "User not authenticated" and calls nothing without a user', async () => {
    const { fetchImpl, api } = setup(() => json({}));
    await expect(api.request('GET', '/user/profile')).rejects.toEqual(
      new ApiError('unauthenticated', 'User not authenticated'),
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('gives the server detail, else "HTTP {status}: {text}"', async () => {
    let next: Response = json({ detail: 'Invalid language selection' }, 400, 'Bad Request');
    const { identity, api } = setup(() => next);
    identity.emit({ uid: 'u', email: null, emailVerified: false, displayName: null });
    await expect(api.request('PUT', '/user/preferences', {})).rejects.toMatchObject({
      kind: 'http',
      message: 'Invalid language selection',
      status: 400,
      detail: 'Invalid language selection',
    });
    next = new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(api.request('GET', '/user/profile')).rejects.toMatchObject({
      kind: 'http',
      message: 'HTTP 502: Bad Gateway',
      status: 502,
      detail: null,
    });
  });

  it('turns a network failure into an ApiError without status', async () => {
    const { identity, api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    identity.emit({ uid: 'u', email: null, emailVerified: false, displayName: null });
    await expect(api.request('GET', '/user/profile')).rejects.toMatchObject({
      kind: 'network',
      message: 'Failed to fetch',
      status: null,
    });
    await expect(api.health()).rejects.toEqual(new ApiError('network', 'Failed to fetch'));
  });

  it('reads health without credentials', async () => {
    const { fetchImpl, api } = setup(() => json({ status: 'ok', engine: 'preview', version: '0.1.0' }));
    await expect(api.health()).resolves.toEqual({ status: 'ok', engine: 'preview', version: '0.1.0' });
    expect(fetchImpl.mock.calls[0]![1]).not.toHaveProperty('headers');
  });

  it('streams with the auth headers, or none for the summary call that carries its token in the body', async () => {
    const sse = () =>
      new Response('data: {"type":"chunk","delta":"Hi"}\n\ndata: {"type":"done","metadata":{}}\n\n', {
        headers: { 'Content-Type': 'text/event-stream' },
      });
    const { identity, fetchImpl, api } = setup(sse);
    const onDelta = vi.fn();
    await expect(
      api.stream('/outlook/summarize-stream', { authToken: 't' }, { onDelta, anonymous: true }),
    ).resolves.toMatchObject({ fullText: 'Hi' });
    expect(fetchImpl.mock.calls[0]![1]!.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    });
    identity.emit({ uid: 'u7', email: null, emailVerified: false, displayName: null });
    await api.stream('/outlook/prompt-stream', {}, { onDelta });
    expect(fetchImpl.mock.calls[1]![1]!.headers).toMatchObject({
      Authorization: 'Bearer token-u7',
      'X-User-Id': 'u7',
    });
    expect(onDelta).toHaveBeenCalledTimes(2);
  });
});
