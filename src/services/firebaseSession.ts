/**
 * Whether the Firebase SDK may hold a session in this browser: with `browserLocalPersistence` it keeps the
 * signed-in user under `firebase:authUser:<apiKey>:<app>` in localStorage. No such key means the SDK will
 * answer "signed out", which the first screen can show before the SDK has even loaded. Storage that
 * cannot be read counts as "maybe": then the app waits for the SDK as before.
 */
export function mayHaveFirebaseSession(storage: Pick<Storage, 'length' | 'key'> | null): boolean {
  if (!storage) return true;
  try {
    for (let index = 0; index < storage.length; index++) {
      if (storage.key(index)?.startsWith('firebase:authUser:')) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** The page's localStorage, or null where reading it throws (storage blocked for the task pane's origin). */
export function readableLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
