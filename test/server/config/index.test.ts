import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/src/config/index.js';

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
      ai: {
        provider: 'preview',
        model: undefined,
        apiKey: undefined,
        baseUrl: undefined,
        azureResource: undefined,
        requestTimeoutMs: 60_000,
        stallTimeoutMs: 20_000,
        maxOutputTokens: 2048,
        previewDelayMs: 0,
        local: {
          modelPath: resolve('.data/models/Qwen2.5-1.5B-Instruct-Q4_K_M.gguf'),
          contexts: 1,
          contextSize: 4096,
          queueTimeoutMs: 60_000,
        },
      },
      summary: {
        maxFileBytes: 20 * 1024 * 1024,
        maxTextChars: 100_000,
        extractTimeoutMs: 20_000,
        extractMemoryMb: 512,
      },
      mailbox: {
        tokenKey: undefined,
        devKeyPath: resolve('.data/mailbox-token-dev.key'),
        stateTtlMs: 600_000,
        outlook: undefined,
        gmail: undefined,
      },
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
      AI_PROVIDER: 'azure',
      AI_MODEL: 'gpt-4o-mini-deployment',
      AI_API_KEY: 'azure-key',
      AZURE_OPENAI_RESOURCE: 'plume-openai',
      AI_REQUEST_TIMEOUT_MS: '90000',
      AI_STALL_TIMEOUT_MS: '15000',
      AI_MAX_OUTPUT_TOKENS: '800',
      AI_PREVIEW_DELAY_MS: '20',
      LOCAL_MODEL: 'mistral-7b.Q4_K_M.gguf',
      LOCAL_MODELS_DIR: '/srv/models',
      LOCAL_CONTEXTS: '2',
      LOCAL_CONTEXT_SIZE: '8192',
      LOCAL_QUEUE_TIMEOUT_MS: '30000',
      SUMMARY_MAX_FILE_MB: '5',
      SUMMARY_MAX_TEXT_CHARS: '50000',
      SUMMARY_EXTRACT_TIMEOUT_MS: '3000',
      SUMMARY_EXTRACT_MEMORY_MB: '256',
      MAILBOX_TOKEN_KEY: Buffer.alloc(32, 1).toString('base64'),
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
      ai: {
        provider: 'azure',
        model: 'gpt-4o-mini-deployment',
        apiKey: 'azure-key',
        baseUrl: undefined,
        azureResource: 'plume-openai',
        requestTimeoutMs: 90_000,
        stallTimeoutMs: 15_000,
        maxOutputTokens: 800,
        previewDelayMs: 20,
        local: {
          modelPath: '/srv/models/mistral-7b.Q4_K_M.gguf',
          contexts: 2,
          contextSize: 8192,
          queueTimeoutMs: 30_000,
        },
      },
      summary: {
        maxFileBytes: 5 * 1024 * 1024,
        maxTextChars: 50_000,
        extractTimeoutMs: 3000,
        extractMemoryMb: 256,
      },
      mailbox: {
        tokenKey: Buffer.alloc(32, 1),
        devKeyPath: resolve('.data/mailbox-token-dev.key'),
        stateTtlMs: 600_000,
        outlook: undefined,
        gmail: undefined,
      },
    });
  });

  it('runs the local engine without AI_MODEL, from LOCAL_MODEL in LOCAL_MODELS_DIR or at its own path', () => {
    expect(loadConfig({ AI_PROVIDER: 'local', LOCAL_MODELS_DIR: 'models' }).ai).toMatchObject({
      provider: 'local',
      model: undefined,
      local: { modelPath: resolve('models/Qwen2.5-1.5B-Instruct-Q4_K_M.gguf') },
    });
    expect(loadConfig({ AI_PROVIDER: 'local', LOCAL_MODEL: '/opt/m.GGUF' }).ai.local.modelPath).toBe(
      '/opt/m.GGUF',
    );
    expect(() => loadConfig({ LOCAL_MODEL: 'model.bin' })).toThrow('LOCAL_MODEL: must name a .gguf file');
    expect(() => loadConfig({ LOCAL_CONTEXTS: '0' })).toThrow(/LOCAL_CONTEXTS/);
  });

  it('accepts each AI provider with what it needs', () => {
    const base = { AI_MODEL: 'm', AI_API_KEY: 'k' };
    for (const provider of ['openai', 'anthropic', 'mistral'] as const) {
      expect(loadConfig({ ...base, AI_PROVIDER: provider }).ai).toMatchObject({
        provider,
        model: 'm',
        apiKey: 'k',
      });
    }
    // A local server needs no key; Azure may take a base URL instead of a resource name.
    expect(
      loadConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3.1',
        AI_BASE_URL: 'http://localhost:11434/v1',
      }).ai,
    ).toMatchObject({
      provider: 'openai-compatible',
      apiKey: undefined,
      baseUrl: 'http://localhost:11434/v1',
    });
    expect(
      loadConfig({ ...base, AI_PROVIDER: 'azure', AI_BASE_URL: 'https://proxy.example.com/openai' }).ai
        .baseUrl,
    ).toBe('https://proxy.example.com/openai');
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
    [
      { AI_PROVIDER: 'gpt' },
      '- AI_PROVIDER: must be one of preview, openai, azure, anthropic, mistral, openai-compatible',
    ],
    [{ AI_PROVIDER: 'openai', AI_API_KEY: 'k' }, '- AI_MODEL: is required when AI_PROVIDER=openai'],
    [{ AI_PROVIDER: 'anthropic', AI_MODEL: 'm' }, '- AI_API_KEY: is required when AI_PROVIDER=anthropic'],
    [
      { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' },
      '- AI_BASE_URL: is required when AI_PROVIDER=openai-compatible',
    ],
    [
      { AI_PROVIDER: 'azure', AI_MODEL: 'm', AI_API_KEY: 'k' },
      '- AZURE_OPENAI_RESOURCE: is required when AI_PROVIDER=azure (or set AI_BASE_URL)',
    ],
    [{ AI_BASE_URL: 'localhost:11434' }, '- AI_BASE_URL: must be an http:// or https:// URL'],
    [{ AZURE_OPENAI_RESOURCE: 'my resource' }, '- AZURE_OPENAI_RESOURCE: must be an Azure resource name'],
    [{ AI_REQUEST_TIMEOUT_MS: '10' }, '- AI_REQUEST_TIMEOUT_MS: must be an integer 100-3600000'],
    [{ AI_STALL_TIMEOUT_MS: 'soon' }, '- AI_STALL_TIMEOUT_MS: must be an integer 100-3600000'],
    [
      { AI_STALL_TIMEOUT_MS: '70000' },
      '- AI_STALL_TIMEOUT_MS: must not exceed AI_REQUEST_TIMEOUT_MS (60000)',
    ],
    [{ AI_MAX_OUTPUT_TOKENS: '0' }, '- AI_MAX_OUTPUT_TOKENS: must be an integer 1-1000000'],
    [{ AI_PREVIEW_DELAY_MS: '5000' }, '- AI_PREVIEW_DELAY_MS: must be an integer 0-1000'],
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

  it('names every missing AI variable at once', () => {
    expect(configError({ AI_PROVIDER: 'openai' })).toBe(
      [
        'Invalid configuration:',
        '- AI_MODEL: is required when AI_PROVIDER=openai',
        '- AI_API_KEY: is required when AI_PROVIDER=openai',
      ].join('\n'),
    );
  });

  it('refuses the auth emulator in production, because it does not check token signatures', () => {
    const key = Buffer.alloc(32).toString('base64');
    expect(
      configError({
        NODE_ENV: 'production',
        MAILBOX_TOKEN_KEY: key,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toBe(
      'Invalid configuration:\n- FIREBASE_AUTH_EMULATOR_HOST: must not be set when NODE_ENV=production ' +
        '(the emulator does not check token signatures)',
    );
    expect(loadConfig({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).nodeEnv).toBe(
      'test',
    );
  });
});
