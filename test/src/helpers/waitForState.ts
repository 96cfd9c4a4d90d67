import type { RootState } from '../../../src/app/rootReducer';

/** Resolves when `predicate` holds for the store's state (checked on every dispatch), or fails after `ms`. */
export function waitForState(
  store: { getState(): RootState; subscribe(listener: () => void): () => void },
  predicate: (state: RootState) => boolean,
  ms = 3000,
): Promise<RootState> {
  return new Promise((resolve, reject) => {
    if (predicate(store.getState())) return resolve(store.getState());
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`state never matched; last: ${JSON.stringify(store.getState())}`));
    }, ms);
    const unsubscribe = store.subscribe(() => {
      if (predicate(store.getState())) {
        clearTimeout(timer);
        unsubscribe();
        resolve(store.getState());
      }
    });
  });
}
