import { describe, expect, it } from 'vitest';
import { mayHaveFirebaseSession } from '../../../src/services/firebaseSession';

const storage = (keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

describe('mayHaveFirebaseSession', () => {
  it('is false only when no Firebase user is persisted', () => {
    expect(mayHaveFirebaseSession(storage([]))).toBe(false);
    expect(mayHaveFirebaseSession(storage(['plume-chat-abc', 'other']))).toBe(false);
    expect(mayHaveFirebaseSession(storage(['x', 'firebase:authUser:demo-api-key:[DEFAULT]']))).toBe(true);
  });

  it('says "maybe" when storage is missing or unreadable', () => {
    expect(mayHaveFirebaseSession(null)).toBe(true);
    const throwing = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(mayHaveFirebaseSession(throwing)).toBe(true);
  });
});
