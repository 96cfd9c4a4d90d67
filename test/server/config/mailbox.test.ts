import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/src/config/index.js';

const KEY = Buffer.alloc(32, 9).toString('base64');

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected loadConfig to throw');
}

describe('mailbox configuration', () => {
  it('defaults to preview providers, a ten-minute state and a development key in .data', () => {
    expect(loadConfig({}).mailbox).toEqual({
      tokenKey: undefined,
      devKeyPath: resolve('.data/mailbox-token-dev.key'),
      stateTtlMs: 600_000,
      outlook: undefined,
      gmail: undefined,
    });
    expect(loadConfig({ SQLITE_PATH: ':memory:' }).mailbox.devKeyPath).toBeUndefined();
  });

  it('reads both provider apps, the key (standard or url-safe base64) and the state lifetime', () => {
    const mailbox = loadConfig({
      NODE_ENV: 'production',
      MAILBOX_TOKEN_KEY: Buffer.alloc(32, 0xfb).toString('base64url'),
      MAILBOX_STATE_TTL_SECONDS: '120',
      OUTLOOK_CLIENT_ID: 'entra-app',
      OUTLOOK_CLIENT_SECRET: 'entra-secret',
      OUTLOOK_TENANT: 'contoso.onmicrosoft.com',
      OUTLOOK_REDIRECT_URI: 'https://api.plume.example/api/outlook/auth/callback',
      GMAIL_CLIENT_ID: 'google-app.apps.googleusercontent.com',
      GMAIL_CLIENT_SECRET: 'google-secret',
      GMAIL_REDIRECT_URI: 'https://api.plume.example/api/gmail/auth/callback',
    }).mailbox;
    expect(mailbox).toMatchObject({
      tokenKey: Buffer.alloc(32, 0xfb),
      stateTtlMs: 120_000,
      outlook: {
        clientId: 'entra-app',
        clientSecret: 'entra-secret',
        tenant: 'contoso.onmicrosoft.com',
        redirectUri: 'https://api.plume.example/api/outlook/auth/callback',
      },
      gmail: {
        clientId: 'google-app.apps.googleusercontent.com',
        clientSecret: 'google-secret',
        redirectUri: 'https://api.plume.example/api/gmail/auth/callback',
      },
    });
    expect(loadConfig({ MAILBOX_TOKEN_KEY: KEY }).mailbox.tokenKey).toEqual(Buffer.alloc(32, 9));
  });

  it.each([
    [{ MAILBOX_TOKEN_KEY: 'c2hvcnQ=' }, '- MAILBOX_TOKEN_KEY: must be 32 random bytes in base64'],
    [
      { MAILBOX_TOKEN_KEY: Buffer.alloc(48).toString('base64') },
      '- MAILBOX_TOKEN_KEY: must be 32 random bytes',
    ],
    [{ MAILBOX_STATE_TTL_SECONDS: '5' }, '- MAILBOX_STATE_TTL_SECONDS: must be an integer 10-3600'],
    [{ OUTLOOK_TENANT: 'my tenant' }, '- OUTLOOK_TENANT: must be common, organizations, consumers'],
    [
      {
        OUTLOOK_CLIENT_ID: 'x',
        OUTLOOK_CLIENT_SECRET: 's',
        OUTLOOK_REDIRECT_URI: 'api/outlook/auth/callback',
      },
      '- OUTLOOK_REDIRECT_URI: must be an http:// or https:// URL',
    ],
  ])('refuses %j', (env, expected) => {
    expect(configError(env)).toContain(expected);
  });

  it('refuses production without a token key', () => {
    expect(configError({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration:\n- MAILBOX_TOKEN_KEY: is required when NODE_ENV=production ' +
        '(32 random bytes in base64, e.g. openssl rand -base64 32)',
    );
  });

  it('wants each provider app complete, and names every missing part', () => {
    expect(configError({ OUTLOOK_CLIENT_ID: 'app', GMAIL_CLIENT_SECRET: 'orphan' })).toBe(
      [
        'Invalid configuration:',
        '- OUTLOOK_CLIENT_SECRET: is required when OUTLOOK_CLIENT_ID is set',
        '- OUTLOOK_REDIRECT_URI: is required when OUTLOOK_CLIENT_ID is set',
        '- GMAIL_CLIENT_SECRET: is set but GMAIL_CLIENT_ID is not',
      ].join('\n'),
    );
  });

  it('wants https redirect URIs in production', () => {
    expect(
      configError({
        NODE_ENV: 'production',
        MAILBOX_TOKEN_KEY: KEY,
        GMAIL_CLIENT_ID: 'g',
        GMAIL_CLIENT_SECRET: 's',
        GMAIL_REDIRECT_URI: 'http://api.plume.example/api/gmail/auth/callback',
      }),
    ).toBe('Invalid configuration:\n- GMAIL_REDIRECT_URI: must be an https:// URL in production');
    // Microsoft and Google accept http://localhost redirects for development.
    expect(
      loadConfig({
        GMAIL_CLIENT_ID: 'g',
        GMAIL_CLIENT_SECRET: 's',
        GMAIL_REDIRECT_URI: 'http://localhost:3000/api/gmail/auth/callback',
      }).mailbox.gmail?.redirectUri,
    ).toBe('http://localhost:3000/api/gmail/auth/callback');
  });
});
