import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startTestApp, type TestApp } from '../helpers/app.js';
import { signUp, type TestUser } from '../helpers/emulator.js';

const URL = '/api/user/preferences';

const DEFAULTS = {
  language: 'en',
  dark_mode: false,
  email_notifications: false,
  personnal_style_analysis: false,
  use_meeting_scripts: false,
  use_own_documents: true,
};

describe('/api/user/preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: unknown) =>
    t.app.inject({
      method,
      url: URL,
      headers: authHeaders(user),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('answers 404 before any preferences are saved', async () => {
    const response = await call(await signUp(), 'GET');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Preferences not found' });
  });

  it('creates the spec defaults from an empty POST', async () => {
    const user = await signUp();
    const created = await call(user, 'POST', {});
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(DEFAULTS);
    expect((await call(user, 'GET')).json()).toEqual(DEFAULTS);
  });

  it('creates from a partial POST, the rest taking the defaults, and refuses a second POST', async () => {
    const user = await signUp();
    const created = await call(user, 'POST', { language: 'fr', email_notifications: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ ...DEFAULTS, language: 'fr', email_notifications: true });

    const again = await call(user, 'POST', DEFAULTS);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Preferences already exist' });
    expect((await call(user, 'GET')).json()).toEqual({
      ...DEFAULTS,
      language: 'fr',
      email_notifications: true,
    });
  });

  it('PUT creates when missing and merges partial updates over what is stored', async () => {
    const user = await signUp();
    const first = await call(user, 'PUT', { language: 'de' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULTS, language: 'de' });

    const second = await call(user, 'PUT', { use_own_documents: false, personnal_style_analysis: true });
    expect(second.json()).toEqual({
      ...DEFAULTS,
      language: 'de',
      use_own_documents: false,
      personnal_style_analysis: true,
    });

    const all = {
      language: 'it',
      ...Object.fromEntries(
        Object.keys(DEFAULTS)
          .slice(1)
          .map((k) => [k, true]),
      ),
    };
    expect((await call(user, 'PUT', all)).json()).toEqual(all);
    expect((await call(user, 'GET')).json()).toEqual(all);
  });

  it('joins every validation message with ", " (spec §5)', async () => {
    const user = await signUp();
    const response = await call(user, 'PUT', { language: 'english-united-kingdom', dark_mode: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Invalid language selection, Language code too long, dark_mode must be true or false',
    });
    expect((await call(user, 'GET')).statusCode).toBe(404);
  });

  it.each([
    [{ language: 'pt' }, 'Invalid language selection'],
    [{ language: 7 }, 'language must be a string'],
    [{ use_own_documents: 1 }, 'use_own_documents must be true or false'],
    [{ email_notifications: null }, 'email_notifications must be true or false'],
    [{ personal_style_analysis: true }, 'Unknown field: personal_style_analysis'],
    [['fr'], 'Request body must be a JSON object'],
  ])('refuses %j', async (payload, detail) => {
    const response = await call(await signUp(), 'POST', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it('refuses a JSON body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...authHeaders(await signUp()), 'content-type': 'application/json' },
      payload: '"fr"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Request body must be a JSON object' });
  });

  it('accepts a JSON content type with a charset parameter', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { ...authHeaders(await signUp()), 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ language: 'fr' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULTS, language: 'fr' });
  });

  it('answers 400 with a JSON detail for malformed JSON', async () => {
    const user = await signUp();
    const response = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: { ...authHeaders(user), 'content-type': 'application/json' },
      payload: '{"language": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: "Body is not valid JSON but content-type is set to 'application/json'",
    });
  });

  it('DELETE removes the preferences, is idempotent, and accepts a JSON content type without a body', async () => {
    const user = await signUp();
    await call(user, 'PUT', { language: 'es' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: URL,
      headers: { ...authHeaders(user), 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await call(user, 'GET')).statusCode).toBe(404);
    expect((await call(user, 'DELETE')).json()).toEqual({ success: true });
  });

  it('keeps each user to their own preferences', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await call(alice, 'PUT', { language: 'fr', dark_mode: true });

    expect((await call(bob, 'GET')).statusCode).toBe(404);
    await call(bob, 'PUT', { language: 'es' });
    await call(bob, 'DELETE');
    expect((await call(alice, 'GET')).json()).toEqual({ ...DEFAULTS, language: 'fr', dark_mode: true });
  });
});
