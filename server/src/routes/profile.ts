import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../contract/paths.js';
import { createProfileBody, updateProfileBody } from '../../../contract/schemas/user.js';
import { requireUser } from '../auth/plugin.js';
import type { ProfileRepository } from '../db/profiles.js';
import { HttpError } from '../errors.js';
import { parseBody } from './validation.js';

export interface ProfileRoutesOptions {
  profiles: ProfileRepository;
}

const NOT_FOUND = 'User profile not found';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** /user/profile: the caller's own profile, always keyed by the verified uid. */
export async function profileRoutes(app: FastifyInstance, { profiles }: ProfileRoutesOptions): Promise<void> {
  // onRequest: refuse unauthenticated calls before their body is even read.
  app.addHook('onRequest', app.authenticate);

  app.get(API_PATHS.profile, async (request) => {
    const profile = await profiles.get(requireUser(request).uid);
    if (profile === undefined) throw new HttpError(404, NOT_FOUND);
    return profile;
  });

  app.post(API_PATHS.profile, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(createProfileBody, request.body);
    // The profile email is the account's email: a body may repeat it (any case) but not name another one.
    if (user.email !== undefined && body.email !== undefined && !sameEmail(body.email, user.email)) {
      throw new HttpError(403, 'Email does not match the authenticated user');
    }
    const email = user.email ?? body.email;
    if (email === undefined) throw new HttpError(400, 'Email is required');

    const created = await profiles.create(user.uid, {
      email,
      name: body.name ?? '',
      phone: body.phone ?? '',
    });
    if (created === undefined) throw new HttpError(409, 'User profile already exists');
    return reply.status(201).send(created);
  });

  app.put(API_PATHS.profile, async (request) => {
    const { uid } = requireUser(request);
    const body = parseBody(updateProfileBody, request.body);
    const current = await profiles.get(uid);
    if (current === undefined) throw new HttpError(404, NOT_FOUND);
    if (body.email !== undefined && !sameEmail(body.email, current.email)) {
      throw new HttpError(400, "L'email ne peut pas être modifié");
    }
    const updated = await profiles.update(uid, { name: body.name, phone: body.phone });
    // Only reachable if the profile vanished between the two statements.
    if (updated === undefined) throw new HttpError(404, NOT_FOUND);
    return updated;
  });
}
