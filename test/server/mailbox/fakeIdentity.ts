import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INetworkModule, NetworkResponse } from '@azure/msal-node';

/** One request as the fake identity platform saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

export interface Answer {
  status: number;
  json?: unknown;
}

export interface FakeServer {
  origin: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A real HTTP server on 127.0.0.1 answering with `handle`, recording every request. */
export async function startFakeServer(handle: (request: SeenRequest) => Answer): Promise<FakeServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const entry = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(body),
      };
      seen.push(entry);
      const answer = handle(entry);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.json === undefined ? '' : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT with the given claims (the code under test reads claims, never signatures). */
export function unsignedJwt(claims: Record<string, unknown>): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

/**
 * An authorization server's memory of issued codes: the test plays the user's consent by issuing a code
 * for the challenge found in the authorization URL; the token endpoint then redeems it only with the
 * matching verifier, once, as RFC 7636 requires.
 */
export function codeBook() {
  const codes = new Map<string, string>();
  let next = 0;
  return {
    issue(challenge: string): string {
      const code = `auth-code-${++next}-${challenge.slice(0, 6)}`;
      codes.set(code, challenge);
      return code;
    },
    redeem(code: string | null, verifier: string | null): boolean {
      const challenge = code === null ? undefined : codes.get(code);
      if (challenge === undefined || verifier === null || s256(verifier) !== challenge) return false;
      codes.delete(code as string);
      return true;
    },
  };
}

/**
 * msal-node's network client, sending what msal would send to login.microsoftonline.com to the fake
 * server instead (msal-node only accepts https authorities, so the authority itself cannot point here).
 */
export function redirectingNetworkClient(origin: string): INetworkModule {
  const send = async <T>(
    method: string,
    url: string,
    options?: { headers?: Record<string, string>; body?: string },
  ) => {
    const target = new URL(url);
    const response = await fetch(`${origin}${target.pathname}${target.search}`, {
      method,
      headers: options?.headers ?? {},
      ...(method === 'POST' ? { body: options?.body ?? '' } : {}),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => (headers[key] = value));
    return {
      headers,
      body: (await response.json()) as T,
      status: response.status,
    } satisfies NetworkResponse<T>;
  };
  return {
    sendGetRequestAsync: (url, options) => send('GET', url, options),
    sendPostRequestAsync: (url, options) => send('POST', url, options),
  };
}
