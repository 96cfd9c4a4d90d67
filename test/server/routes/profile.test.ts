import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startTestApp, type TestApp } from '../helpers/app.js';
import { signUp, type TestUser } from '../helpers/emulator.js';

const URL = '/api/user/profile';

describe('/api/user/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', payload?: unknown) =>
    t.app.inject({
      method,
      url: URL,
      headers: authHeaders(user),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('answers 404 before the profile exists', async () => {
    const user = await signUp();
    const response = await call(user, 'GET');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'User profile not found' });
  });

  it('creates the profile once (201), then refuses a second creation (409)', async () => {
    const user = await signUp();
    const created = await call(user, 'POST', {
      email: user.email,
      name: 'Ada Lovelace',
      phone: '+33 612345678',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ email: user.email, name: 'Ada Lovelace', phone: '+33 612345678' });

    const again = await call(user, 'POST', { email: user.email, name: 'Someone Else', phone: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'User profile already exists' });

    const read = await call(user, 'GET');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ email: user.email, name: 'Ada Lovelace', phone: '+33 612345678' });
  });

  it('stores the account email whatever the case the client typed, and trims names', async () => {
    const user = await signUp();
    const created = await call(user, 'POST', {
      email: user.email.toUpperCase(),
      name: '  Ada  ',
      phone: ' +1 555 ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ email: user.email, name: 'Ada', phone: '+1 555' });
  });

  it('takes the email from the token when the body has none, and defaults name and phone to empty', async () => {
    const user = await signUp();
    const created = await call(user, 'POST', {});
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ email: user.email, name: '', phone: '' });
  });

  it('refuses to create a profile for another email than the account email (403)', async () => {
    const user = await signUp();
    const response = await call(user, 'POST', { email: 'someone-else@plume.test', name: 'X', phone: '' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Email does not match the authenticated user' });
    expect((await call(user, 'GET')).statusCode).toBe(404);
  });

  it('validates the body and joins every message', async () => {
    const user = await signUp();
    const response = await call(user, 'POST', {
      email: 'not-an-email',
      name: 'x'.repeat(201),
      phone: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail:
        'Invalid email address, Name is too long (200 characters max), ' +
        'Phone number may only contain digits, spaces and + ( ) - .',
    });
  });

  it('refuses unknown fields and non-object bodies', async () => {
    const user = await signUp();
    const unknown = await call(user, 'POST', { email: user.email, name: 'A', phone: '', address: '1 rue X' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Unknown field: address' });

    const array = await call(user, 'POST', ['a']);
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ detail: 'Request body must be a JSON object' });
  });

  it('updates name and phone (PUT), keeping what is not sent', async () => {
    const user = await signUp();
    await call(user, 'POST', { email: user.email, name: 'Ada', phone: '+44 1' });

    const renamed = await call(user, 'PUT', { name: 'Ada King' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ email: user.email, name: 'Ada King', phone: '+44 1' });

    const both = await call(user, 'PUT', { name: 'Ada K.', phone: '+44 2' });
    expect(both.json()).toEqual({ email: user.email, name: 'Ada K.', phone: '+44 2' });
    expect((await call(user, 'GET')).json()).toEqual({ email: user.email, name: 'Ada K.', phone: '+44 2' });
  });

  it('accepts the unchanged email in a PUT but refuses a change', async () => {
    const user = await signUp();
    await call(user, 'POST', { email: user.email, name: 'Ada', phone: '' });

    expect((await call(user, 'PUT', { email: user.email, name: 'Ada B' })).statusCode).toBe(200);

    const changed = await call(user, 'PUT', { email: 'new-address@plume.test', name: 'Ada C' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ detail: "L'email ne peut pas être modifié" });
    expect((await call(user, 'GET')).json()).toEqual({ email: user.email, name: 'Ada B', phone: '' });
  });

  it('answers 404 to a PUT without a profile', async () => {
    const user = await signUp();
    const response = await call(user, 'PUT', { name: 'Nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'User profile not found' });
  });

  it('validates PUT bodies', async () => {
    const user = await signUp();
    await call(user, 'POST', { email: user.email, name: 'Ada', phone: '' });
    const response = await call(user, 'PUT', { name: 42, phone: '1'.repeat(41) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'name must be a string, Phone number is too long (40 characters max)',
    });
  });

  it('keeps each user to their own profile', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await call(alice, 'POST', { email: alice.email, name: 'Alice', phone: '+33 1' });

    expect((await call(bob, 'GET')).statusCode).toBe(404);
    // Bob naming Alice's uid in X-User-Id with his own token is refused outright.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: `Bearer ${bob.idToken}`, 'x-user-id': alice.uid },
    });
    expect(spoofed.statusCode).toBe(403);
    expect((await call(bob, 'PUT', { name: 'Mallory' })).statusCode).toBe(404);
    expect((await call(alice, 'GET')).json()).toEqual({ email: alice.email, name: 'Alice', phone: '+33 1' });
  });
});
