import type { Logger, SettingsStore } from './ports';
import { storageErrorMessage } from './storageError';

/** Keys are prefixed so that they never meet the chat's (`chat_…`) or Firebase's in localStorage. */
export const SETTINGS_KEY_PREFIX = 'plume_';

/** localStorage-backed settings; an unavailable or full storage only loses them, with a warning. */
export function createLocalSettingsStore(storage: Storage | undefined, logger: Logger): SettingsStore {
  return {
    load(key) {
      try {
        return storage?.getItem(SETTINGS_KEY_PREFIX + key) ?? null;
      } catch (error) {
        logger.warn('Setting unreadable', storageErrorMessage(error));
        return null;
      }
    },
    save(key, value) {
      try {
        storage?.setItem(SETTINGS_KEY_PREFIX + key, value);
      } catch (error) {
        logger.warn('Setting not saved', storageErrorMessage(error));
      }
    },
  };
}
