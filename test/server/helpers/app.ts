import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/src/app.js';
import { loadConfig, type AppConfig } from '../../../server/src/config/index.js';
import { EMULATOR_HOST, PROJECT_ID, type TestUser } from './emulator.js';

/**
 * A configuration for tests built from an explicit environment (never the ambient one, so a developer's
 * DATABASE_URL cannot leak in): emulator auth, silent logs, a SQLite file in a fresh temporary directory.
 */
export function testConfig(env: Record<string, string> = {}): { config: AppConfig; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'plume-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    SQLITE_PATH: join(dir, 'plume.sqlite'),
    ...env,
  });
  return { config, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

export async function startTestApp(
  options: Omit<Partial<BuildAppOptions>, 'config'> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { env, ...rest } = options;
  const { config, cleanup } = testConfig(env);
  const app = await buildApp({ config, ...rest });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      cleanup();
    },
  };
}

export function authHeaders(user: Pick<TestUser, 'uid' | 'idToken'>): Record<string, string> {
  return { authorization: `Bearer ${user.idToken}`, 'x-user-id': user.uid };
}
