import type { FastifyInstance } from 'fastify';
import type { HealthInfo } from '../../../contract/health.js';
import { API_PATHS } from '../../../contract/paths.js';

export interface HealthRoutesOptions {
  /** Name of the AI engine in use; the add-in's preview banner shows whether the backend answers. */
  engine: string;
  version: string;
}

/** Liveness for the add-in banner and load balancers; no authentication, no database round trip. */
export async function healthRoutes(
  app: FastifyInstance,
  { engine, version }: HealthRoutesOptions,
): Promise<void> {
  // Polled every few seconds by the banner: request logs only for failures.
  app.get(API_PATHS.health, { logLevel: 'warn' }, async (): Promise<HealthInfo> => ({
    status: 'ok',
    engine,
    version,
  }));
}
