import { describe, expect, it } from 'vitest';
import { createPkcePair } from '../../../server/src/mailbox/pkce.js';
import {
  createPreviewAdapter,
  PREVIEW_TOKEN_LIFETIME_MS,
} from '../../../server/src/mailbox/previewAdapter.js';

const NOW = Date.parse('2026-05-01T08:00:00.000Z');

describe('preview provider', () => {
  const adapter = createPreviewAdapter('outlook', () => new Date(NOW));

  it('sends the browser to the local consent page with the state and the S256 challenge', async () => {
    const url = await adapter.authorizationUrl({
      state: 's t&x',
      codeChallenge: 'abc',
      apiOrigin: 'https://localhost:3000',
    });
    expect(url).toBe(
      'https://localhost:3000/api/outlook/auth/preview-consent?state=s+t%26x&code_challenge=abc&code_challenge_method=S256',
    );
  });

  it('redeems only the code that matches the verifier, like an authorization server checking PKCE', async () => {
    const pkce = createPkcePair();
    await expect(adapter.exchangeCode(createPkcePair().challenge, pkce.verifier)).rejects.toMatchObject({
      code: 'invalid_grant',
    });
    const tokens = await adapter.exchangeCode(pkce.challenge, pkce.verifier);
    expect(tokens.accessToken).toMatch(/^preview-access-/);
    expect(tokens.refreshMaterial).toMatch(/^preview-refresh-/);
    expect(tokens.accountEmail).toBeNull();
    expect(tokens.expiresAt).toBe(new Date(NOW + PREVIEW_TOKEN_LIFETIME_MS).toISOString());
  });

  it('refreshes only its own refresh tokens', async () => {
    const pkce = createPkcePair();
    const tokens = await adapter.exchangeCode(pkce.challenge, pkce.verifier);
    const fresh = await adapter.refresh(tokens);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshMaterial).toBe(tokens.refreshMaterial);
    await expect(adapter.refresh({ ...tokens, refreshMaterial: '1//google-refresh' })).rejects.toMatchObject({
      code: 'invalid_grant',
    });
  });
});
