/** What the backend knows about a caller once their ID token has been verified. */
export interface AuthenticatedUser {
  uid: string;
  /** Absent for accounts without an email (e.g. phone sign-in); Firebase stores emails lowercased. */
  email?: string;
}

/**
 * Port for ID-token verification, so tests and future identity providers can swap the implementation.
 * verify() rejects with InvalidTokenError when the token itself is unacceptable (answered 401); any other
 * rejection means the identity service could not be reached or misbehaved (answered 503).
 */
export interface TokenVerifier {
  verify(idToken: string): Promise<AuthenticatedUser>;
  /** Releases resources (HTTP agents, SDK apps); called when the Fastify app closes. */
  close?(): Promise<void>;
}

/** The token is malformed, expired, revoked, for another project, or its account is disabled or gone. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}
