import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../server/src/errors.js';
import { bearerToken } from '../../../server/src/auth/plugin.js';
import type { TokenVerifier } from '../../../server/src/auth/tokenVerifier.js';
import { authHeaders, startTestApp, type TestApp } from '../helpers/app.js';
import { signUp, unsignedToken, updateAccount, type TestUser } from '../helpers/emulator.js';

// GET /api/user/profile stands for every authenticated route: a verified caller without a profile gets 404.
const PROTECTED = '/api/user/profile';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc', 'abc'],
    ['Basic dXNlcjpwYXNz', undefined],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    [undefined, undefined],
  ])('%j gives %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe('authentication with the Firebase Auth emulator', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    user = await signUp();
  });
  afterAll(async () => t.close());

  const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: PROTECTED, headers });

  it('accepts a valid token whose uid matches X-User-Id', async () => {
    const response = await get(authHeaders(user));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'User profile not found' });
  });

  it('answers 401 without an Authorization header', async () => {
    const response = await get({ 'x-user-id': user.uid });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Missing bearer token' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 for another scheme', async () => {
    const response = await get({ authorization: `Basic ${user.idToken}`, 'x-user-id': user.uid });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Missing bearer token' });
  });

  it('answers 401 for a garbage token', async () => {
    const response = await get({ authorization: 'Bearer not-a-jwt', 'x-user-id': user.uid });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid ID token' });
  });

  it('answers 401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const token = unsignedToken(user, { iat: past, auth_time: past, exp: past + 3600 });
    const response = await get({ authorization: `Bearer ${token}`, 'x-user-id': user.uid });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'ID token has expired; sign in again' });
  });

  it('answers 401 for a token issued to another Firebase project', async () => {
    const token = unsignedToken(user, {
      aud: 'another-project',
      iss: 'https://securetoken.google.com/another-project',
    });
    const response = await get({ authorization: `Bearer ${token}`, 'x-user-id': user.uid });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid ID token' });
  });

  it('answers 401 once the account is disabled', async () => {
    const disabled = await signUp();
    expect((await get(authHeaders(disabled))).statusCode).toBe(404);
    await updateAccount(disabled.uid, { disableUser: true });
    const response = await get(authHeaders(disabled));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'User account is disabled' });
  });

  it('answers 401 once the tokens are revoked', async () => {
    const revoked = await signUp();
    // Tokens whose auth_time is before validSince are revoked (what revokeRefreshTokens does).
    await updateAccount(revoked.uid, { validSince: String(Math.floor(Date.now() / 1000) + 60) });
    const response = await get(authHeaders(revoked));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'ID token has been revoked; sign in again' });
  });

  it('answers 403 when X-User-Id names another user', async () => {
    const other = await signUp();
    const response = await get({ authorization: `Bearer ${user.idToken}`, 'x-user-id': other.uid });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'User id does not match the authenticated user' });
  });

  it('answers 403 when X-User-Id is missing', async () => {
    const response = await get({ authorization: `Bearer ${user.idToken}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Missing X-User-Id header' });
  });

  it('checks the token before the user id, so an unauthenticated caller learns nothing', async () => {
    const response = await get({ authorization: 'Bearer garbage', 'x-user-id': 'someone-else' });
    expect(response.statusCode).toBe(401);
  });

  it('authenticates before reading the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PROTECTED,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
  });

  it('exposes verifyBearer for tokens carried outside the header', async () => {
    await expect(t.app.verifyBearer(user.idToken)).resolves.toEqual({ uid: user.uid, email: user.email });
    await expect(t.app.verifyBearer(undefined)).rejects.toEqual(new HttpError(401, 'Missing bearer token'));
    await expect(t.app.verifyBearer('')).rejects.toEqual(new HttpError(401, 'Missing bearer token'));
    await expect(t.app.verifyBearer('garbage')).rejects.toEqual(new HttpError(401, 'Invalid ID token'));
  });
});

describe('authentication when the identity service fails', () => {
  let t: TestApp;
  const failing: TokenVerifier = {
    verify: async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:443');
    },
  };

  beforeAll(async () => {
    t = await startTestApp({ tokenVerifier: failing });
  });
  afterAll(async () => t.close());

  it('answers 503 with a generic detail instead of signing the user out', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: PROTECTED,
      headers: { authorization: 'Bearer some.token.value', 'x-user-id': 'u1' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Authentication service unavailable' });
  });
});
