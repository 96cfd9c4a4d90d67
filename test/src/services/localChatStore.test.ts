import { describe, expect, it, vi } from 'vitest';
import { CHAT_KEY_PREFIX, createLocalChatStore } from '../../../src/services/localChatStore';

const logger = () => ({ warn: vi.fn() });
const message = { id: 'm1', role: 'user' as const, content: 'plus court', timestamp: 1_700_000_000_000 };

describe('localStorage chat history', () => {
  it('saves and loads under the chat prefix plus the conversation id', () => {
    const store = createLocalChatStore(window.localStorage, logger());
    store.save('c1', [message]);
    expect(window.localStorage.getItem(`${CHAT_KEY_PREFIX}c1`)).toBe(JSON.stringify([message]));
    expect(store.load('c1')).toEqual([message]);
    expect(store.load('unknown')).toEqual([]);
  });

  it('reads a corrupt entry as an empty history, dropping malformed messages', () => {
    const log = logger();
    const store = createLocalChatStore(window.localStorage, log);
    window.localStorage.setItem(`${CHAT_KEY_PREFIX}bad`, '{not json');
    expect(store.load('bad')).toEqual([]);
    expect(log.warn).toHaveBeenCalled();
    window.localStorage.setItem(`${CHAT_KEY_PREFIX}mixed`, JSON.stringify([message, { id: 3 }, 'x']));
    expect(store.load('mixed')).toEqual([message]);
  });

  it('survives a full or missing storage', () => {
    const log = logger();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => createLocalChatStore(full, log).save('c', [message])).not.toThrow();
    expect(log.warn).toHaveBeenCalledWith('Chat history not saved', 'full');
    expect(createLocalChatStore(undefined, log).load('c')).toEqual([]);
  });
});
