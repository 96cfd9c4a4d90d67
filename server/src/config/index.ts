import { z } from 'zod';
import { aiConfig, checkAi, type AiConfig } from './ai.js';
import { checkAuth, firebaseConfig, type FirebaseConfig } from './auth.js';
import { shapeOf } from './define.js';
import { checkMailbox, mailboxConfig, type MailboxConfig } from './mailbox.js';
import { httpConfig, serverConfig, type HttpConfig, type ServerConfig } from './server.js';
import { databaseConfig, type DatabaseConfig } from './storage.js';
import { summaryConfig, type SummaryConfig } from './summary.js';
import { CONFIG_VARIABLES, type VariableName } from './variables.js';

/** The whole configuration, one section per concern (the server's own settings at the top level). */
export interface AppConfig extends ServerConfig, HttpConfig {
  database: DatabaseConfig;
  firebase: FirebaseConfig;
  ai: AiConfig;
  summary: SummaryConfig;
  mailbox: MailboxConfig;
}

/** Thrown by loadConfig; its message lists every bad variable, one per line, ready to print. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const schema = z.object(shapeOf(CONFIG_VARIABLES)).superRefine((env, ctx) => {
  // The checks across variables, in the order their error lines are printed.
  checkAi(env, ctx);
  checkAuth(env, ctx);
  checkMailbox(env, ctx);
});

/**
 * Reads and validates the environment once. Unset or blank variables take the defaults of CONFIG_VARIABLES.
 * Throws ConfigError listing every invalid variable, so an operator fixes them all in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Partial<Record<VariableName, string>> = {};
  for (const variable of CONFIG_VARIABLES) {
    const value = env[variable.name]?.trim();
    const chosen = value === undefined || value === '' ? variable.default : value;
    if (chosen !== undefined) raw[variable.name] = chosen;
  }

  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `- ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }

  const v = parsed.data;
  return {
    ...serverConfig(v),
    database: databaseConfig(v),
    firebase: firebaseConfig(v),
    ...httpConfig(v),
    ai: aiConfig(v),
    summary: summaryConfig(v),
    mailbox: mailboxConfig(v),
  };
}
