import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AppConfig } from '../config/index.js';
import { InvalidTokenError, type TokenVerifier } from './tokenVerifier.js';

/** firebase-admin codes that mean "this token is not acceptable", with the detail the client sees. */
const REJECTED_TOKEN_DETAILS: Record<string, string> = {
  'auth/id-token-expired': 'ID token has expired; sign in again',
  'auth/id-token-revoked': 'ID token has been revoked; sign in again',
  'auth/user-disabled': 'User account is disabled',
  'auth/user-not-found': 'User account no longer exists',
  'auth/argument-error': 'Invalid ID token',
  'auth/invalid-id-token': 'Invalid ID token',
};

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/**
 * Verifies Firebase ID tokens with firebase-admin. Each call gets its own named SDK app so several Fastify
 * apps (tests) can coexist in one process and each closes its own.
 */
export function createFirebaseTokenVerifier(firebase: AppConfig['firebase']): TokenVerifier {
  // firebase-admin decides emulator mode from process.env at every call. Make the validated config the
  // only way to turn it on: a stray variable that loadConfig did not accept must not silently disable
  // signature checks. (One process serves one configuration, so mutating process.env is safe.)
  if (firebase.emulatorHost !== undefined) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
  } else {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  }

  // No credential: signature checks need only the project id and Google's public keys. Revocation checks
  // (checkRevoked) call the Auth API, which uses Application Default Credentials outside the emulator.
  const app = initializeApp({ projectId: firebase.projectId }, `plume-${randomUUID()}`);
  const auth = getAuth(app);

  return {
    async verify(idToken) {
      try {
        // The emulator always checks disabled/revoked accounts; checkRevoked extends that to production.
        const decoded = await auth.verifyIdToken(idToken, firebase.checkRevoked);
        return decoded.email === undefined
          ? { uid: decoded.uid }
          : { uid: decoded.uid, email: decoded.email };
      } catch (error) {
        const detail = REJECTED_TOKEN_DETAILS[errorCode(error) ?? ''];
        if (detail !== undefined) throw new InvalidTokenError(detail);
        throw error;
      }
    },
    async close() {
      await deleteApp(app);
    },
  };
}
