import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.js';
import { InvalidTokenError, type AuthenticatedUser, type TokenVerifier } from './tokenVerifier.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: verifies the bearer token and X-User-Id, then sets request.user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Verifies an ID token carried elsewhere than the header (e.g. authToken in a JSON body). */
    verifyBearer: (idToken: string | undefined) => Promise<AuthenticatedUser>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; null on routes that do not authenticate. */
    user: AuthenticatedUser | null;
  }
}

export interface AuthPluginOptions {
  verifier: TokenVerifier;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, or undefined when absent or another scheme. */
export function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}

/**
 * Verifies an ID token and maps every outcome to an HTTP answer: 401 for a missing or unacceptable token,
 * 503 when the identity service itself fails (so clients do not sign users out over an outage).
 */
export async function verifyBearer(
  verifier: TokenVerifier,
  idToken: string | undefined,
  log: FastifyInstance['log'],
): Promise<AuthenticatedUser> {
  if (idToken === undefined || idToken === '') throw new HttpError(401, 'Missing bearer token');
  try {
    return await verifier.verify(idToken);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new HttpError(401, error.message);
    // Log the failure, never the token (the logger also redacts token fields as a second line of defence).
    log.error({ err: error }, 'identity service failed while verifying a token');
    throw new HttpError(503, 'Authentication service unavailable');
  }
}

/** Requires request.user; for handlers registered behind app.authenticate. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user === null) throw new HttpError(401, 'Missing bearer token');
  return request.user;
}

async function authPlugin(app: FastifyInstance, { verifier }: AuthPluginOptions): Promise<void> {
  app.decorateRequest('user', null);
  app.decorate('verifyBearer', (idToken: string | undefined) => verifyBearer(verifier, idToken, app.log));
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await verifyBearer(verifier, bearerToken(request.headers.authorization), request.log);
    // X-User-Id is only a claim by the client: it must name the verified uid, never replace it. A missing
    // header is refused the same way (403) because the caller is authenticated but names no user it may act as.
    const claimed = request.headers['x-user-id'];
    if (claimed === undefined) throw new HttpError(403, 'Missing X-User-Id header');
    if (claimed !== user.uid) throw new HttpError(403, 'User id does not match the authenticated user');
    request.user = user;
  });
}

/** Wrapped with fastify-plugin so the decorators are visible to every route plugin of the app. */
export default fp(authPlugin, { name: 'plume-auth', fastify: '5.x' });
