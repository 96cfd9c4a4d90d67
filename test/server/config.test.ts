import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../../server/src/config.js';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 8000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      logFormat: 'auto',
      database: { kind: 'sqlite', path: resolve('.data/plume.sqlite') },
      firebase: { projectId: 'demo-plume', emulatorHost: undefined, checkRevoked: true },
      corsOrigins: ['http://localhost:3000', 'https://localhost:3000', 'http://127.0.0.1:3000'],
      rateLimitMax: 300,
      trustProxy: false,
    });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '  ', DATABASE_URL: '' }).port).toBe(8000);
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('sqlite');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9001',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      DATABASE_URL: 'postgres://plume:secret@db.internal:5432/plume',
      FIREBASE_PROJECT_ID: 'plume-prod',
      FIREBASE_CHECK_REVOKED: 'false',
      CORS_ORIGINS: ' https://addin.example.com , https://other.example.com:8443 ',
      RATE_LIMIT_MAX: '50',
      TRUST_PROXY: 'true',
    });
    expect(config).toEqual({
      port: 9001,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'warn',
      logFormat: 'json',
      database: { kind: 'postgres', url: 'postgres://plume:secret@db.internal:5432/plume' },
      firebase: { projectId: 'plume-prod', emulatorHost: undefined, checkRevoked: false },
      corsOrigins: ['https://addin.example.com', 'https://other.example.com:8443'],
      rateLimitMax: 50,
      trustProxy: true,
    });
  });

  it('resolves SQLITE_PATH against the working directory and enables the emulator when asked', () => {
    const config = loadConfig({
      SQLITE_PATH: 'var/db.sqlite',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(config.database).toEqual({ kind: 'sqlite', path: resolve('var/db.sqlite') });
    expect(config.firebase.emulatorHost).toBe('127.0.0.1:9099');
  });

  it.each([
    [{ PORT: 'abc' }, '- PORT: must be an integer 1-65535'],
    [{ PORT: '0' }, '- PORT: must be an integer 1-65535'],
    [{ PORT: '70000' }, '- PORT: must be an integer 1-65535'],
    [{ NODE_ENV: 'prod' }, '- NODE_ENV: must be one of development, test, production'],
    [{ LOG_LEVEL: 'verbose' }, '- LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ LOG_FORMAT: 'xml' }, '- LOG_FORMAT: must be one of auto, pretty, json'],
    [{ DATABASE_URL: 'mysql://db/plume' }, '- DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ FIREBASE_PROJECT_ID: 'Demo Plume' }, '- FIREBASE_PROJECT_ID: must be a Firebase project id'],
    [
      { FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' },
      '- FIREBASE_AUTH_EMULATOR_HOST: must be host:port',
    ],
    [{ FIREBASE_CHECK_REVOKED: 'maybe' }, '- FIREBASE_CHECK_REVOKED: must be true or false'],
    [
      { CORS_ORIGINS: 'https://ok.example.com,ftp://x,https://a.example.com/path' },
      '(not ftp://x, https://a.example.com/path)',
    ],
    [{ RATE_LIMIT_MAX: '-1' }, '- RATE_LIMIT_MAX: must be an integer 1-1000000'],
    [{ TRUST_PROXY: 'yes' }, '- TRUST_PROXY: must be true or false'],
  ])('refuses %j', (env, expected) => {
    const message = configError(env);
    expect(message.startsWith('Invalid configuration:\n')).toBe(true);
    expect(message).toContain(expected);
  });

  it('lists every bad variable, one line each', () => {
    expect(configError({ PORT: 'x', NODE_ENV: 'staging', RATE_LIMIT_MAX: '0' })).toBe(
      [
        'Invalid configuration:',
        '- PORT: must be an integer 1-65535',
        '- NODE_ENV: must be one of development, test, production',
        '- RATE_LIMIT_MAX: must be an integer 1-1000000',
      ].join('\n'),
    );
  });

  it('refuses the auth emulator in production, because it does not check token signatures', () => {
    expect(configError({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toBe(
      'Invalid configuration:\n- FIREBASE_AUTH_EMULATOR_HOST: must not be set when NODE_ENV=production ' +
        '(the emulator does not check token signatures)',
    );
    expect(loadConfig({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).nodeEnv).toBe(
      'test',
    );
  });

  it('documents each variable once, with a description, and its defaults are valid', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const variable of CONFIG_VARIABLES) expect(variable.description.length).toBeGreaterThan(10);
    // Passing every default explicitly must give the same result as passing nothing.
    const explicit = Object.fromEntries(
      CONFIG_VARIABLES.flatMap((v) => (v.default === undefined ? [] : [[v.name, v.default]])),
    );
    expect(loadConfig(explicit)).toEqual(loadConfig({}));
  });
});
