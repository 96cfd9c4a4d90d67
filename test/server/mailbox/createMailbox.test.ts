import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config/index.js';
import { createProviderAdapters } from '../../../server/src/mailbox/createMailbox.js';
import { startTestApp } from '../helpers/app.js';

async function startupLog(env: Record<string, string>) {
  const lines: string[] = [];
  const t = await startTestApp({
    env: { LOG_LEVEL: 'info', ...env },
    logger: { write: (l) => void lines.push(l) },
  });
  const { database } = t.config;
  const keyFile = join(dirname(database.kind === 'sqlite' ? database.path : ''), 'mailbox-token-dev.key');
  const keyFileExists = existsSync(keyFile);
  await t.close();
  return { output: lines.join(''), keyFile, keyFileExists };
}

describe('mailbox connection start-up', () => {
  it('says plainly when tokens are protected by a development key, and where it is', async () => {
    const { output, keyFile, keyFileExists } = await startupLog({});
    expect(output).toContain(
      'MAILBOX_TOKEN_KEY is not set: mailbox tokens are encrypted with a DEVELOPMENT key',
    );
    expect(output).toContain(`"keyFile":"${keyFile}"`);
    expect(keyFileExists).toBe(true);
    expect(output).toContain('"outlook":"preview","gmail":"preview","msg":"mailbox connection providers"');
  });

  it('says nothing of the kind with MAILBOX_TOKEN_KEY set, and never logs the key', async () => {
    const key = randomBytes(32).toString('base64');
    const { output, keyFileExists } = await startupLog({ MAILBOX_TOKEN_KEY: key });
    expect(output).not.toContain('DEVELOPMENT key');
    expect(keyFileExists).toBe(false);
    expect(output).not.toContain(key);
  });

  it('uses a real provider exactly when its app is configured', () => {
    const config = loadConfig({
      OUTLOOK_CLIENT_ID: 'entra-app',
      OUTLOOK_CLIENT_SECRET: 's',
      OUTLOOK_REDIRECT_URI: 'http://localhost:8000/api/outlook/auth/callback',
    });
    const adapters = createProviderAdapters(config.mailbox, () => new Date());
    expect(adapters.outlook.preview).toBe(false);
    expect(adapters.gmail.preview).toBe(true);
  });
});
