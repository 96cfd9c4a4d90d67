import { initializeApp, FirebaseError } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import type { WebConfig } from './config';
import { IdentityError, type AuthUser, type Identity } from './ports';

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
  };
}

/** Firebase errors carry `auth/<code>`; the app only knows the bare code. */
function toIdentityError(error: unknown): IdentityError {
  if (error instanceof FirebaseError)
    return new IdentityError(error.code.replace(/^auth\//, ''), error.message);
  return new IdentityError('unknown', error instanceof Error ? error.message : String(error));
}

async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toIdentityError(error);
  }
}

/**
 * Firebase Authentication with email and password. `initializeAuth` with local persistence only,
 * rather than `getAuth`, keeps popup/redirect resolvers out of the bundle.
 */
export function createFirebaseIdentity(config: WebConfig): Identity {
  const app = initializeApp(config.firebase);
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });

  return {
    subscribe: (listener) => onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null)),
    signIn: (email, password) =>
      guarded(async () => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user)),
    signUp: (email, password) =>
      guarded(async () => toAuthUser((await createUserWithEmailAndPassword(auth, email, password)).user)),
    signOut: () => guarded(() => signOut(auth)),
    currentUser: () => (auth.currentUser ? toAuthUser(auth.currentUser) : null),
    getIdToken: async () => (auth.currentUser ? guarded(() => auth.currentUser!.getIdToken()) : null),
  };
}
