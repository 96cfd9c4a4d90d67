// `npm test`: everything that proves the product works, in order, stopping at the first failure:
// formatting, lint (ESLint and the import-cycle check), types, add-in tests, backend tests (real auth
// emulator, SQLite and a throwaway PostgreSQL), then the browser suite (built add-in + real backend +
// emulator in Debian's Chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, CHROMIUM } from './lib/chromium.mjs';
import { waitFor } from './lib/local.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';

const AUTH_PORT = 9199; // not 9099, so tests can run while `npm start` is up
const E2E_DIST = 'test-results/e2e-dist';
const reports = mkdtempSync(join(tmpdir(), 'plume-test-'));
const totals = { passed: 0, failed: 0 };
const cleanups = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✔ ${label} (${seconds} s)`);
        resolve();
      } else reject(new Error(`${label} failed (${signal ?? `exit ${code}`}) after ${seconds} s`));
    });
  });
}

const bin = (name) => join('node_modules/.bin', name);

/** Runs one vitest project and adds its counts to the totals. */
async function vitest(project, env = {}) {
  const output = join(reports, `${project}.json`);
  try {
    await run(
      `vitest: ${project}`,
      bin('vitest'),
      ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
      env,
    );
  } finally {
    try {
      const report = JSON.parse(readFileSync(output, 'utf8'));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
    } catch {
      /* no report: the run failed before testing; the error says why */
    }
  }
}

function startAuthEmulator() {
  console.log(`\n▶ Firebase Auth emulator on 127.0.0.1:${AUTH_PORT}`);
  const child = spawn(
    bin('firebase'),
    ['emulators:start', '--only', 'auth', '--project', 'demo-plume', '--config', 'firebase.test.json'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' }, detached: true },
  );
  const output = [];
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  cleanups.push(() => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  });
  return waitFor(`http://127.0.0.1:${AUTH_PORT}/`, 90_000).catch((error) => {
    throw new Error(`${error.message}\n${output.join('')}`);
  });
}

async function main() {
  await run('prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
  // ESLint, then the import-cycle check (package.json's lint script).
  await run('lint', 'npm', ['run', '-s', 'lint']);
  await run('typecheck', 'npm', ['run', '-s', 'typecheck']);
  await vitest('web');

  await startAuthEmulator();
  const emulatorEnv = { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}` };
  const postgres = startThrowawayPostgres();
  if (postgres) {
    cleanups.push(() => postgres.stop());
    console.log(`PostgreSQL for the storage tests: ${postgres.url}`);
  } else {
    console.log(
      'PostgreSQL is not installed: storage tests run on SQLite only (apt-get install postgresql).',
    );
  }
  await vitest('server', { ...emulatorEnv, ...(postgres ? { TEST_DATABASE_URL: postgres.url } : {}) });

  ensureChromium();
  await run(
    'build add-in for the browser suite',
    bin('vite'),
    ['build', '--outDir', E2E_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    {
      VITE_PREVIEW_MODE: 'true',
      VITE_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${AUTH_PORT}`,
      VITE_HEALTH_POLL_MS: '1000',
    },
  );
  await vitest('e2e', { ...emulatorEnv, PLUME_E2E_DIST: E2E_DIST, CHROMIUM_PATH: CHROMIUM });
}

let failure;
try {
  await main();
} catch (error) {
  failure = error;
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
  rmSync(reports, { recursive: true, force: true });
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
if (failure) {
  console.error(`\n✘ ${failure.message}`);
  process.exit(1);
}
