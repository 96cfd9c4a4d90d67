import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp } from '../../server/src/app.js';
import { createDatabase } from '../../server/src/db/database.js';
import { readVersion } from '../../server/src/version.js';
import { authHeaders, startTestApp, testConfig, type TestApp } from './helpers/app.js';
import { signUp } from './helpers/emulator.js';

describe('app basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('GET /api/health answers without authentication', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', engine: 'preview', version: readVersion() });
    expect(readVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers unknown paths with 404 {detail}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found: GET /api/nothing-here' });
  });

  it('sets the helmet security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 413 {detail} for a body over the limit', async () => {
    const user = await signUp();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...authHeaders(user), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('answers 415 {detail} for a body that is not JSON', async () => {
    const user = await signUp();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { ...authHeaders(user), 'content-type': 'application/xml' },
      payload: '<language>fr</language>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Unsupported Media Type' });
  });

  it('reports another engine name when given one', async () => {
    const other = await startTestApp({ engine: 'openai' });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json()).toMatchObject({ status: 'ok', engine: 'openai' });
    } finally {
      await other.close();
    }
  });
});

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { CORS_ORIGINS: 'https://localhost:3000,https://addin.example.com' } });
  });
  afterAll(async () => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/preferences',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,x-user-id,content-type',
      },
    });

  it('allows a configured origin with the headers and methods the add-in uses', async () => {
    const response = await preflight('https://addin.example.com');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://addin.example.com');
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
    expect(response.headers['access-control-allow-headers']).toBe('Authorization, X-User-Id, Content-Type');

    const get = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://localhost:3000' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('https://localhost:3000');
  });

  it('gives no CORS grant to another origin, so browsers refuse the response', async () => {
    const response = await preflight('https://evil.example.com');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();

    const get = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => t.close());

  it('answers 429 {detail} past the per-minute budget, unknown paths included', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);

    const limited = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too many requests, retry in 1 minute' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/also-unknown' })).statusCode).toBe(429);
  });
});

describe('internal errors', () => {
  it('answer 500 with a generic detail, and log the cause', async () => {
    const { config, cleanup } = testConfig({ LOG_LEVEL: 'info' });
    const dir = mkdtempSync(join(tmpdir(), 'plume-broken-'));
    const db = createDatabase({ kind: 'sqlite', path: join(dir, 'broken.sqlite') });
    const lines: string[] = [];
    const app = await buildApp({ config, db, logger: { write: (line) => void lines.push(line) } });
    try {
      await db.destroy(); // every query now fails inside the driver
      const user = await signUp();
      const response = await app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: authHeaders(user),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'Internal server error' });
      const errors = lines
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => l.level >= 50);
      expect(errors.map((l) => l.msg)).toContain('request failed');
    } finally {
      await app.close();
      cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('over a real socket', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('serves health, CORS and an authenticated round trip', async () => {
    const health = await fetch(`${base}/api/health`, { headers: { origin: 'http://localhost:3000' } });
    expect(health.status).toBe(200);
    expect(health.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await health.json()).toMatchObject({ status: 'ok', engine: 'preview' });

    const user = await signUp();
    const headers = { ...authHeaders(user), 'content-type': 'application/json' };
    const created = await fetch(`${base}/api/user/profile`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: user.email, name: 'Grace Hopper', phone: '+1 555 0100' }),
    });
    expect(created.status).toBe(201);

    const saved = await fetch(`${base}/api/user/preferences`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ language: 'fr' }),
    });
    expect(await saved.json()).toMatchObject({ language: 'fr', use_own_documents: true });

    const profile = await fetch(`${base}/api/user/profile`, { headers });
    expect(await profile.json()).toEqual({ email: user.email, name: 'Grace Hopper', phone: '+1 555 0100' });

    const removed = await fetch(`${base}/api/user/preferences`, { method: 'DELETE', headers });
    expect(await removed.json()).toEqual({ success: true });

    const anonymous = await fetch(`${base}/api/user/preferences`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/json');
    expect(await anonymous.json()).toEqual({ detail: 'Missing bearer token' });
  });
});
