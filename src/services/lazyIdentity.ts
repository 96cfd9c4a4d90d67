import { IdentityError, type AuthUser, type Identity, type Unsubscribe } from './ports';

/**
 * An Identity whose implementation loads on first use, so the Firebase SDK (about a quarter of the
 * first screen's JavaScript) is fetched while the login form is already on screen. Loading starts at
 * once when a session may have been kept (the auth saga subscribes at start-up to restore it); for a
 * visitor it waits for `visitorLoadAfter` (the first paint), so it does not compete with the first screen.
 */
export function createLazyIdentity(
  load: () => Promise<Identity>,
  /**
   * True when no session can have been kept (nothing persisted): subscribers then hear "signed out" at
   * once and a visitor gets the login form without waiting for the SDK. The SDK's own answer follows.
   */
  surelySignedOut: () => boolean = () => false,
  visitorLoadAfter: () => Promise<void> = () => Promise.resolve(),
): Identity {
  let loaded: Identity | null = null;
  const visitor = surelySignedOut();
  const ready = (visitor ? visitorLoadAfter().then(load) : load()).then(
    (identity) => {
      loaded = identity;
      return identity;
    },
    // A chunk that cannot be fetched is a network failure: the auth messages already say so.
    (error: unknown) => {
      throw new IdentityError(
        'network-request-failed',
        error instanceof Error ? error.message : String(error),
      );
    },
  );
  const later = <T>(use: (identity: Identity) => Promise<T>) => ready.then(use);

  return {
    subscribe(listener: (user: AuthUser | null) => void): Unsubscribe {
      let unsubscribe: Unsubscribe | null = null;
      let cancelled = false;
      if (loaded === null && visitor) listener(null);
      ready.then(
        (identity) => {
          if (!cancelled) unsubscribe = identity.subscribe(listener);
        },
        // Without the SDK nobody can be signed in: show the login form, whose submit reports the error.
        () => {
          if (!cancelled) listener(null);
        },
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    signIn: (email, password) => later((identity) => identity.signIn(email, password)),
    signUp: (email, password) => later((identity) => identity.signUp(email, password)),
    signOut: () => later((identity) => identity.signOut()),
    // Nobody can be signed in before the SDK has loaded and restored the session.
    currentUser: () => loaded?.currentUser() ?? null,
    getIdToken: () => later((identity) => identity.getIdToken()),
  };
}
