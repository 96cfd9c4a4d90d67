import { describe, expect, it } from 'vitest';
import { createPkcePair, createState, pkceChallenge, stateDigest } from '../../../server/src/mailbox/pkce.js';

describe('PKCE and state', () => {
  it('computes S256 as in RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes fresh 43-character verifiers in the unreserved alphabet, with their challenge', () => {
    const pairs = Array.from({ length: 50 }, createPkcePair);
    expect(new Set(pairs.map((p) => p.verifier)).size).toBe(50);
    for (const { verifier, challenge } of pairs) {
      expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(challenge).toBe(pkceChallenge(verifier));
    }
  });

  it('makes unguessable states and looks them up by a digest that differs from them', () => {
    const states = Array.from({ length: 50 }, createState);
    expect(new Set(states).size).toBe(50);
    const [state = ''] = states;
    expect(stateDigest(state)).toMatch(/^[0-9a-f]{64}$/);
    expect(stateDigest(state)).not.toContain(state);
  });
});
