import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636 S256: the challenge is the unpadded base64url SHA-256 of the verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** A fresh verifier (43 characters from 32 random bytes, the RFC's minimum length) and its challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

/** An unguessable OAuth state value (256 bits). */
export function createState(): string {
  return randomBytes(32).toString('base64url');
}

/** States are looked up by this digest, so the database never holds a state that could be replayed. */
export function stateDigest(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('hex');
}
