import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const TOKEN_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/** The stored value was encrypted with another key, was altered, or is not ours at all. */
export class TokenDecryptError extends Error {
  override name = 'TokenDecryptError';
}

export interface TokenCipher {
  /**
   * `context` is bound to the ciphertext as GCM additional data (e.g. "mailbox:<uid>:outlook"), so a value
   * copied into another user's row fails to decrypt instead of handing that user someone else's mailbox.
   */
  encrypt(plaintext: string, context: string): string;
  /** Throws TokenDecryptError, never returns garbage. */
  decrypt(stored: string, context: string): string;
}

/** AES-256-GCM, a random 96-bit IV per value; stored as `v1:<base64url(iv | tag | ciphertext)>`. */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== TOKEN_KEY_BYTES) {
    throw new Error(`The token key must be ${TOKEN_KEY_BYTES} bytes, not ${key.length}`);
  }
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
    },

    decrypt(stored, context) {
      const [version, payload] = stored.split(':', 2);
      if (version !== VERSION || payload === undefined) {
        throw new TokenDecryptError('Unknown token encryption format');
      }
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new TokenDecryptError('Truncated encrypted token');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plaintext = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return plaintext.toString('utf8');
      } catch (error) {
        throw new TokenDecryptError('Encrypted token does not match the key (wrong key or altered data)', {
          cause: error,
        });
      }
    },
  };
}
