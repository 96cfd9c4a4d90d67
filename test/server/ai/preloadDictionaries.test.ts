import { afterAll, expect, it, vi } from 'vitest';
import { loadedSpellers } from '../../../server/src/ai/preview/spell.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Its own file: the French dictionary keeps loading in the background after the check, and only this
// file's process pays for it. Other test files (NODE_ENV=test) load a dictionary only when they correct.
let t: TestApp | undefined;
afterAll(async () => t?.close());

it('starts loading the spelling dictionaries when the server starts, before any request', async () => {
  expect(loadedSpellers()).toEqual([]);
  t = await startTestApp({
    env: { NODE_ENV: 'development' },
    tokenVerifier: { verify: async (token: string) => ({ uid: token }) },
  });
  // Loading has begun with no request made: English at once, then French in slices that yield.
  expect(loadedSpellers()).toContain('en');
  await vi.waitFor(() => expect(loadedSpellers()).toEqual(['en', 'fr']), { timeout: 5_000 });
  // The server answers meanwhile, while French goes on loading.
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});
