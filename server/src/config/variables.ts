import { AI_VARIABLES } from './ai.js';
import { AUTH_VARIABLES } from './auth.js';
import { MAILBOX_VARIABLES } from './mailbox.js';
import { HTTP_VARIABLES, SERVER_VARIABLES } from './server.js';
import { STORAGE_VARIABLES } from './storage.js';
import { SUMMARY_VARIABLES } from './summary.js';

/**
 * Every environment variable the backend reads, with the default that applies when it is unset or empty:
 * the configuration table (README, "Backend"). Each concern's file declares its own; this is the one list
 * of them all, and the single source of truth: loadConfig() takes its defaults and validation from here,
 * so documentation written from it cannot drift from the behaviour. Its order is the README table's and
 * that of the error lines of an invalid configuration.
 */
export const CONFIG_VARIABLES = [
  ...SERVER_VARIABLES,
  ...STORAGE_VARIABLES,
  ...AUTH_VARIABLES,
  ...HTTP_VARIABLES,
  ...AI_VARIABLES,
  ...SUMMARY_VARIABLES,
  ...MAILBOX_VARIABLES,
] as const;

export type VariableName = (typeof CONFIG_VARIABLES)[number]['name'];
