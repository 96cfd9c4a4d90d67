import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createEngine } from './ai/createEngine.js';
import type { AiEngine } from './ai/engine.js';
import { createFirebaseTokenVerifier } from './auth/firebaseVerifier.js';
import authPlugin from './auth/plugin.js';
import type { TokenVerifier } from './auth/tokenVerifier.js';
import type { AppConfig } from './config/index.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createPreferencesRepository } from './db/preferences.js';
import { createProfileRepository } from './db/profiles.js';
import type { Database } from './db/schema.js';
import { registerErrorHandling } from './errorHandler.js';
import { HttpError } from './errors.js';
import { loggerOptions, type LogDestination } from './logger.js';
import { createMailbox, type MailboxOverrides } from './mailbox/createMailbox.js';
import { aiRoutes } from './routes/ai.js';
import { healthRoutes } from './routes/health.js';
import { mailboxAuthRoutes } from './routes/mailboxAuth.js';
import { preferencesRoutes } from './routes/preferences.js';
import { profileRoutes } from './routes/profile.js';
import { summarizeRoutes } from './routes/summarize.js';
import { readVersion } from './version.js';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; the caller keeps ownership. Default: one opened from config and closed with the app. */
  db?: Kysely<Database>;
  /** Default: firebase-admin configured from config.firebase, released with the app. */
  tokenVerifier?: TokenVerifier;
  /** false silences logging; a destination receives the JSON lines. Default: stdout. */
  logger?: false | LogDestination;
  /** Default: the engine AI_PROVIDER selects (config.ai). */
  aiEngine?: AiEngine;
  /** Overrides the engine name reported by /api/health. Default: the AI engine's name. */
  engine?: string;
  /** Mailbox connection seams (clock, provider adapters). Default: from config.mailbox. */
  mailbox?: MailboxOverrides;
}

/** Largest accepted request body. Endpoints that take attachments will raise it per route. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the API (migrations applied, plugins and routes registered) without listening, so tests can
 * inject requests or listen on a port of their choice. app.close() releases what this function opened.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });

  // Resources this function opens are released by app.close(), or right away if building fails.
  const owned: (() => Promise<void>)[] = [];
  const db =
    options.db ??
    createDatabase(config.database, { onPoolError: (err) => app.log.error({ err }, 'database pool error') });
  if (options.db === undefined) owned.push(() => db.destroy());
  const verifier = options.tokenVerifier ?? createFirebaseTokenVerifier(config.firebase);
  if (options.tokenVerifier === undefined && verifier.close !== undefined) {
    owned.push(verifier.close.bind(verifier));
  }
  const release = async () => {
    await Promise.allSettled(owned.map((close) => close()));
  };
  app.addHook('onClose', release);

  try {
    await configure(app, options, db, verifier);
  } catch (error) {
    await release();
    throw error;
  }
  return app;
}

async function configure(
  app: FastifyInstance,
  options: BuildAppOptions,
  db: Kysely<Database>,
  verifier: TokenVerifier,
): Promise<void> {
  const { config } = options;
  const applied = await migrateToLatest(db);
  app.log.info(
    { database: config.database.kind, migrations: applied },
    applied.length > 0 ? 'database migrated' : 'database schema up to date',
  );

  // Clients send `Content-Type: application/json` on every call, including a body-less DELETE; Fastify
  // would refuse that empty body. Keep its safe parser (prototype-poisoning checks) for everything else.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' guarantees a string; the union type comes from the Buffer variant of this API.
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  await app.register(helmet);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'X-User-Id', 'Content-Type'],
    maxAge: 600,
  });
  // In-memory counters, per client IP. With several replicas each counts alone; a shared store (Redis)
  // will come with the scale-out work.
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests, retry in ${context.after}`),
  });
  registerErrorHandling(app);
  await app.register(authPlugin, { verifier });

  const version = readVersion();
  await app.register(
    async (api) => {
      // Outside tests, the preview engine loads its dictionaries while the server starts (in slices that
      // yield): the first correction is then as fast as the next ones. Test files load only what they use.
      const aiEngine =
        options.aiEngine ?? createEngine(config.ai, { preloadDictionaries: config.nodeEnv !== 'test' });
      app.log.info({ aiEngine: aiEngine.name }, 'AI engine selected');
      // An engine the app made is the app's to release; one passed in belongs to the caller.
      if (options.aiEngine === undefined && aiEngine.dispose !== undefined) {
        const engine = aiEngine;
        api.addHook('onClose', async () => engine.dispose?.());
      }
      await api.register(healthRoutes, { engine: options.engine ?? aiEngine.name, version });
      await api.register(profileRoutes, { profiles: createProfileRepository(db) });
      await api.register(preferencesRoutes, { preferences: createPreferencesRepository(db) });
      await api.register(aiRoutes, { engine: aiEngine });
      await api.register(summarizeRoutes, { engine: aiEngine, summary: config.summary });
      await api.register(mailboxAuthRoutes, {
        service: createMailbox(config, db, app.log, options.mailbox),
      });
    },
    { prefix: '/api' },
  );
}
