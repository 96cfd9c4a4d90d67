import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startTestApp, type TestApp } from './helpers/app.js';
import { signUp, type TestUser } from './helpers/emulator.js';

// Tokens and email content must never reach the logs (DESIGN.md §6, privacy).
describe('logging', () => {
  let t: TestApp;
  let user: TestUser;
  const lines: string[] = [];
  const SECRET_NAME = 'Confidential-Name-7f3a';
  const SECRET_BODY = 'Bonjour, voici le contrat confidentiel 91c2';

  beforeAll(async () => {
    t = await startTestApp({
      env: { LOG_LEVEL: 'trace' },
      logger: { write: (line) => void lines.push(line) },
    });
    user = await signUp();
  });
  afterAll(async () => t.close());

  it('logs requests without the token, cookies or the body', async () => {
    const headers = { ...authHeaders(user), cookie: 'session=cookie-secret-55' };
    await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers,
      payload: { email: user.email, name: SECRET_NAME, phone: '' },
    });
    // Refused bodies: malformed JSON and a validation error carrying the secret.
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"name": "${SECRET_BODY}`,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { name: SECRET_BODY.repeat(10) },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: 'Bearer forged-token-value-0d9e', 'x-user-id': user.uid },
    });

    const output = lines.join('');
    expect(output).toContain('request completed');
    expect(output).toContain('"statusCode":401');
    for (const secret of [
      user.idToken,
      'forged-token-value-0d9e',
      'cookie-secret-55',
      SECRET_NAME,
      SECRET_BODY,
    ]) {
      expect(output).not.toContain(secret);
    }
  });

  it('redacts credential and content fields even when code logs them by mistake', () => {
    const before = lines.length;
    t.app.log.info(
      {
        req: { headers: { authorization: `Bearer ${user.idToken}`, cookie: 'sid=abc-cookie' } },
        authToken: 'auth-token-secret',
        token: 'plain-token-secret',
        body: SECRET_BODY,
        request: {
          body: 'nested-body-secret',
          file_content: 'base64-attachment-secret',
          authToken: 'nested-token',
        },
      },
      'careless log line',
    );
    const line = lines.slice(before).join('');
    expect(line).toContain('careless log line');
    expect(line).toContain('[redacted]');
    for (const secret of [
      user.idToken,
      'abc-cookie',
      'auth-token-secret',
      'plain-token-secret',
      SECRET_BODY,
      'nested-body-secret',
      'base64-attachment-secret',
      'nested-token',
    ]) {
      expect(line).not.toContain(secret);
    }
  });
});
