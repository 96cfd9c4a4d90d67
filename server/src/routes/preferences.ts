import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../contract/paths.js';
import { preferencesBody } from '../../../contract/schemas/user.js';
import { requireUser } from '../auth/plugin.js';
import type { PreferencesRepository } from '../db/preferences.js';
import { HttpError } from '../errors.js';
import { parseBody } from './validation.js';

export interface PreferencesRoutesOptions {
  preferences: PreferencesRepository;
}

/** /user/preferences: the caller's own preferences, always keyed by the verified uid. */
export async function preferencesRoutes(
  app: FastifyInstance,
  { preferences }: PreferencesRoutesOptions,
): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get(API_PATHS.preferences, async (request) => {
    const stored = await preferences.get(requireUser(request).uid);
    // 404 rather than defaults: the add-in tells the user it is showing defaults until they save.
    if (stored === undefined) throw new HttpError(404, 'Preferences not found');
    return stored;
  });

  app.post(API_PATHS.preferences, async (request, reply) => {
    const { uid } = requireUser(request);
    const created = await preferences.create(uid, parseBody(preferencesBody, request.body));
    if (created === undefined) throw new HttpError(409, 'Preferences already exist');
    return reply.status(201).send(created);
  });

  app.put(API_PATHS.preferences, async (request) => {
    const { uid } = requireUser(request);
    return preferences.upsert(uid, parseBody(preferencesBody, request.body));
  });

  app.delete(API_PATHS.preferences, async (request) => {
    // Idempotent: deleting absent preferences succeeds too, the end state is the same.
    await preferences.delete(requireUser(request).uid);
    return { success: true };
  });
}
