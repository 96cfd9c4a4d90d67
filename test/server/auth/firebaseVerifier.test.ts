import { createServer } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createFirebaseTokenVerifier } from '../../../server/src/auth/firebaseVerifier.js';
import { InvalidTokenError, type TokenVerifier } from '../../../server/src/auth/tokenVerifier.js';
import { EMULATOR_HOST, PROJECT_ID, signUp } from '../helpers/emulator.js';

/** A port nothing listens on: bind an ephemeral port, then release it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

// Each test creates its own verifier: firebase-admin reads the emulator host from process.env at call time,
// so verifiers with different settings must not be used concurrently (one process runs one config).
describe('createFirebaseTokenVerifier', () => {
  const originalHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  let verifier: TokenVerifier | undefined;
  afterEach(async () => {
    await verifier?.close?.();
    verifier = undefined;
  });
  // These tests rewrite the variable; leave it as found for whatever runs next in this worker.
  afterAll(() => {
    if (originalHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = originalHost;
  });

  it('returns the uid and email of a valid emulator token', async () => {
    verifier = createFirebaseTokenVerifier({
      projectId: PROJECT_ID,
      emulatorHost: EMULATOR_HOST,
      checkRevoked: true,
    });
    const user = await signUp();
    await expect(verifier.verify(user.idToken)).resolves.toEqual({ uid: user.uid, email: user.email });
  });

  it('rejects a malformed token with InvalidTokenError', async () => {
    verifier = createFirebaseTokenVerifier({
      projectId: PROJECT_ID,
      emulatorHost: EMULATOR_HOST,
      checkRevoked: true,
    });
    await expect(verifier.verify('a.b.c')).rejects.toEqual(new InvalidTokenError('Invalid ID token'));
  });

  it('lets the configuration alone decide emulator mode: without it, unsigned emulator tokens are refused', async () => {
    const user = await signUp();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST; // a stray variable the config did not accept
    verifier = createFirebaseTokenVerifier({
      projectId: PROJECT_ID,
      emulatorHost: undefined,
      checkRevoked: false,
    });
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    // Refused on its algorithm ("none") before any network call: a signature is required.
    await expect(verifier.verify(user.idToken)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('sets the emulator host for firebase-admin from the configuration', () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    verifier = createFirebaseTokenVerifier({
      projectId: PROJECT_ID,
      emulatorHost: EMULATOR_HOST,
      checkRevoked: true,
    });
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(EMULATOR_HOST);
  });

  it('reports an unreachable identity service as an ordinary error, not an invalid token', async () => {
    const user = await signUp();
    verifier = createFirebaseTokenVerifier({
      projectId: PROJECT_ID,
      emulatorHost: `127.0.0.1:${await closedPort()}`,
      checkRevoked: true,
    });
    const error: unknown = await verifier.verify(user.idToken).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(InvalidTokenError);
  });
});
