import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config/index.js';
import type { LogDestination } from './logger.js';

/** Time allowed for in-flight requests and connections to finish after SIGINT/SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Human-readable logs for a developer (LOG_FORMAT); JSON lines everywhere else (collectors parse them). */
async function logDestination(config: AppConfig): Promise<LogDestination | undefined> {
  const pretty =
    config.logFormat === 'pretty' ||
    (config.logFormat === 'auto' && config.nodeEnv === 'development' && process.stdout.isTTY);
  if (!pretty) return undefined;
  try {
    // pino-pretty is a dev dependency: absent from production installs, hence the dynamic import.
    const { default: pretty } = await import('pino-pretty');
    return pretty({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One clear message per bad variable, no stack trace: this is an operator error, not a bug.
    console.error(error.message);
    process.exitCode = 1;
    return;
  }

  const app = await buildApp({ config, logger: await logDestination(config) });

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    // Unref'd: it only fires if something still holds the event loop open after the grace period.
    setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting connections, waits for in-flight requests, then runs the onClose hooks
    // (database connections, Firebase app).
    app.close().then(
      () => {
        app.log.info('stopped');
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await app.close();
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`Plume backend failed to start: ${describe(error)}`);
  process.exitCode = 1;
});
