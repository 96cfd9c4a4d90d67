import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * The browser suite runs the built add-in (vite preview, which proxies /api) against the real backend
 * and the real Firebase Auth emulator that scripts/test.mjs started. Each suite starts its own backend
 * so it can stop and restart it.
 */
export const root = resolve(import.meta.dirname, '../..');
export const E2E = {
  dist: process.env.PLUME_E2E_DIST ?? join(root, 'test-results/e2e-dist'),
  authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199',
  apiPort: Number(process.env.PLUME_E2E_API_PORT ?? 8199),
  webPort: Number(process.env.PLUME_E2E_WEB_PORT ?? 4199),
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};
export const webUrl = `http://127.0.0.1:${E2E.webPort}`;
const apiUrl = `http://127.0.0.1:${E2E.apiPort}`;

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} not ready after ${timeoutMs} ms`);
}

function bin(name: string) {
  return join(root, 'node_modules/.bin', name);
}

/** Keeps a child's output for the failure message instead of interleaving it with the test output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return { child, output };
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export class Backend {
  readonly sqlitePath = join(mkdtempSync(join(tmpdir(), 'plume-e2e-')), 'plume.sqlite');
  private process: ReturnType<typeof run> | undefined;

  async start() {
    this.process = run(bin('tsx'), ['server/src/index.ts'], {
      PORT: String(E2E.apiPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SQLITE_PATH: this.sqlitePath,
      FIREBASE_AUTH_EMULATOR_HOST: E2E.authEmulatorHost,
      FIREBASE_PROJECT_ID: 'demo-plume',
      CORS_ORIGINS: webUrl,
      // The preview engine types like a model, so streaming is visible in the browser.
      AI_PREVIEW_DELAY_MS: '10',
    });
    await waitUntil(async () => (await fetch(`${apiUrl}/api/health`)).ok, 'backend').catch((error) => {
      throw new Error(`${error.message}\n${this.process?.output.join('')}`);
    });
  }
  async stop() {
    await stop(this.process?.child);
  }
}

export class WebServer {
  private process: ReturnType<typeof run> | undefined;
  async start() {
    this.process = run(bin('vite'), ['preview', '--outDir', E2E.dist], {
      PLUME_WEB_PORT: String(E2E.webPort),
      PLUME_BACKEND_URL: apiUrl,
    });
    await waitUntil(async () => (await fetch(webUrl)).ok, 'vite preview').catch((error) => {
      throw new Error(`${error.message}\n${this.process?.output.join('')}`);
    });
  }
  async stop() {
    await stop(this.process?.child);
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: E2E.chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const officeJsDist = join(root, 'node_modules/@microsoft/office-js/dist');

/** Serves Microsoft's CDN paths (/lib/1/hosted/…) from the @microsoft/office-js package. */
async function officeJsFile(url: URL): Promise<string | null> {
  const relative = url.pathname.replace(/^\/lib\/1\/hosted\//, '');
  if (relative.includes('..')) return null;
  return readFile(join(officeJsDist, relative), 'utf8').catch(() => null);
}

/**
 * A browser context in one locale. Office.js comes from @microsoft/office-js instead of Microsoft's CDN
 * (`officeScript` replaces it, e.g. with a host stub); every other outside host — Fluent's font CDN
 * among them — is blocked, as it is for a locked-down tenant.
 */
export async function newContext(
  browser: Browser,
  locale: string,
  officeScript?: string,
  /** Answers for other outside hosts (e.g. the stubbed Outlook REST API); null → blocked. */
  outside: (url: URL) => { status: number; json: unknown } | null = () => null,
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale, viewport: { width: 420, height: 900 } });
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname !== 'appsforoffice.microsoft.com') {
        const answer = outside(url);
        return answer
          ? route.fulfill({
              status: answer.status,
              contentType: 'application/json',
              body: JSON.stringify(answer.json),
            })
          : route.abort();
      }
      const body =
        officeScript && url.pathname.endsWith('/office.js') ? officeScript : await officeJsFile(url);
      return body === null
        ? route.fulfill({ status: 404 })
        : route.fulfill({ contentType: 'text/javascript', body });
    },
  );
  return context;
}

/** Creates an account on the Auth emulator directly, for suites about what comes after sign-in. */
export async function createAccount(email: string, password: string): Promise<void> {
  const response = await fetch(
    `http://${E2E.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`emulator sign-up failed: ${response.status} ${await response.text()}`);
}

/** Saves the account's profile on the backend, as the Paramètres dialog would (the name replies sign with). */
export async function saveProfile(account: { email: string; password: string }, name: string): Promise<void> {
  const signIn = await fetch(
    `http://${E2E.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  );
  if (!signIn.ok) throw new Error(`emulator sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { idToken, localId } = (await signIn.json()) as { idToken: string; localId: string };
  const saved = await fetch(`${apiUrl}/api/user/profile`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}`, 'X-User-Id': localId },
    body: JSON.stringify({ email: account.email, name, phone: '' }),
  });
  if (!saved.ok) throw new Error(`profile not saved: ${saved.status} ${await saved.text()}`);
}

/** A fresh address per run; lower case, as Firebase stores it. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@plume.test`.toLowerCase();
}

/** Waits until the exact text is visible (the first match). */
export const visible = (page: Page, text: string, timeout = 20_000) =>
  page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout });

/** Signs in through the French login form. */
export async function signInFr(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se Connecter' }).click();
}

/**
 * The stack most suites need, started once per suite: a backend, the built add-in and a browser, plus
 * an account made on the emulator. Call at the top of a `describe`.
 */
export function useSignedInStack(prefix: string) {
  const backend = new Backend();
  const web = new WebServer();
  const account = { email: uniqueEmail(prefix), password: 'Plume-secret-42' };
  let browser: Browser | undefined;
  beforeAll(async () => {
    await Promise.all([backend.start(), web.start(), createAccount(account.email, account.password)]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([backend.stop(), web.stop()]);
  });
  return {
    backend,
    account,
    browser: () => {
      if (!browser) throw new Error('the suite has not started its browser');
      return browser;
    },
  };
}
