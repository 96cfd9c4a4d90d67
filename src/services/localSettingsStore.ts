import type { Logger, SettingsStore } from './ports';

/** Keys are prefixed so that they never meet the chat's (`chat_…`) or Firebase's in localStorage. */
export const SETTINGS_KEY_PREFIX = 'plume_';

// DOMException (quota, security) is not an Error in every engine.
const messageOf = (error: unknown) => (error as { message?: string } | null)?.message ?? String(error);

/** localStorage-backed settings; an unavailable or full storage only loses them, with a warning. */
export function createLocalSettingsStore(storage: Storage | undefined, logger: Logger): SettingsStore {
  return {
    load(key) {
      try {
        return storage?.getItem(SETTINGS_KEY_PREFIX + key) ?? null;
      } catch (error) {
        logger.warn('Setting unreadable', messageOf(error));
        return null;
      }
    },
    save(key, value) {
      try {
        storage?.setItem(SETTINGS_KEY_PREFIX + key, value);
      } catch (error) {
        logger.warn('Setting not saved', messageOf(error));
      }
    },
  };
}
