import { describe, expect, it, vi } from 'vitest';
import { createLocalSettingsStore, SETTINGS_KEY_PREFIX } from '../../../src/services/localSettingsStore';

describe('local settings store', () => {
  it('keeps a value under its prefixed key', () => {
    const store = createLocalSettingsStore(window.localStorage, { warn: vi.fn() });
    store.save('replyLanguage', 'de');
    expect(window.localStorage.getItem(`${SETTINGS_KEY_PREFIX}replyLanguage`)).toBe('de');
    expect(store.load('replyLanguage')).toBe('de');
    expect(store.load('summaryLanguage')).toBeNull();
  });

  it('only loses the settings, with a warning, when the storage fails or is missing', () => {
    const failing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const logger = { warn: vi.fn() };
    const store = createLocalSettingsStore(failing, logger);
    expect(store.load('replyLanguage')).toBeNull();
    store.save('replyLanguage', 'de');
    expect(logger.warn).toHaveBeenCalledWith('Setting unreadable', 'denied');
    expect(logger.warn).toHaveBeenCalledWith('Setting not saved', 'full');
    const none = createLocalSettingsStore(undefined, logger);
    expect(none.load('replyLanguage')).toBeNull();
    none.save('replyLanguage', 'de');
  });
});
