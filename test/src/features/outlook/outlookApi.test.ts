import { describe, expect, it } from 'vitest';
import { parseAuthStatus, parseAuthUrl, parseRevoke } from '../../../../src/features/outlook/outlookApi';

describe('Outlook auth answers', () => {
  it('reads {authenticated, valid, lastSync}, with the time as ISO whether string or epoch ms', () => {
    expect(parseAuthStatus({ authenticated: true, valid: true, lastSync: '2026-01-05T10:00:00Z' })).toEqual({
      authenticated: true,
      valid: true,
      lastSync: '2026-01-05T10:00:00.000Z',
    });
    expect(parseAuthStatus({ authenticated: true, valid: false, lastSync: Date.UTC(2026, 0, 5) })).toEqual({
      authenticated: true,
      valid: false,
      lastSync: '2026-01-05T00:00:00.000Z',
    });
  });

  it('reads a missing or unparsable last sync as none rather than an invalid date', () => {
    for (const lastSync of [null, undefined, 'yesterday', '', 1e300, {}])
      expect(parseAuthStatus({ authenticated: false, valid: false, lastSync })?.lastSync).toBeNull();
  });

  it('refuses an answer that is not a status', () => {
    for (const answer of [null, 'ok', {}, { authenticated: 'yes', valid: true }, { authenticated: true }])
      expect(parseAuthStatus(answer)).toBeNull();
  });

  it('reads auth_url only when it is a non-empty string', () => {
    expect(parseAuthUrl({ auth_url: 'https://login.example/authorize?x=1' })).toBe(
      'https://login.example/authorize?x=1',
    );
    for (const answer of [null, {}, { auth_url: '' }, { auth_url: 42 }, { url: 'https://x' }])
      expect(parseAuthUrl(answer)).toBeNull();
  });

  it('reads {success, message}: success only when exactly true', () => {
    expect(parseRevoke({ success: true, message: 'Revoked' })).toEqual({ success: true, message: 'Revoked' });
    expect(parseRevoke({ success: false, message: '' })).toEqual({ success: false });
    expect(parseRevoke({ success: 'true' })).toEqual({ success: false });
    expect(parseRevoke(undefined)).toEqual({ success: false });
  });
});
