import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, TokenDecryptError } from '../../../server/src/mailbox/tokenCipher.js';

describe('token cipher (AES-256-GCM)', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('round-trips any text under the same context', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.string({ maxLength: 40 }),
        (text, context) => {
          expect(cipher.decrypt(cipher.encrypt(text, context), context)).toBe(text);
        },
      ),
    );
  });

  it('never repeats a ciphertext and never contains the plaintext', () => {
    const secret = 'EwBwA8l6BAAUbDba3x2OMJElkF7gJ4z/VbCPEz0AAQ';
    const first = cipher.encrypt(secret, 'ctx');
    const second = cipher.encrypt(secret, 'ctx');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(first).not.toContain(secret);
    expect(Buffer.from(first.slice(3), 'base64url').toString('latin1')).not.toContain(secret);
  });

  it('fails cleanly with a wrong key, another context, altered bytes or a foreign format', () => {
    const sealed = cipher.encrypt('refresh-token', 'mailbox:outlook:alice');
    const other = createTokenCipher(randomBytes(32));
    expect(() => other.decrypt(sealed, 'mailbox:outlook:alice')).toThrow(TokenDecryptError);
    expect(() => cipher.decrypt(sealed, 'mailbox:outlook:mallory')).toThrow(TokenDecryptError);
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => cipher.decrypt(`v1:${bytes.toString('base64url')}`, 'mailbox:outlook:alice')).toThrow(
      TokenDecryptError,
    );
    expect(() => cipher.decrypt('v1:abc', 'x')).toThrow(TokenDecryptError);
    expect(() => cipher.decrypt('refresh-token-in-clear', 'x')).toThrow(TokenDecryptError);
    expect(() => cipher.decrypt('v2:AAAA', 'x')).toThrow('Unknown token encryption format');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createTokenCipher(randomBytes(16))).toThrow('The token key must be 32 bytes, not 16');
  });
});
