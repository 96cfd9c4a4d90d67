import { randomUUID } from 'node:crypto';

/** The Auth emulator the server tests talk to (firebase.json: 127.0.0.1:9099). */
export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-plume';

const BASE = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/** A fresh address per call so tests never share accounts (the emulator keeps them until restarted). */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID()}@plume.test`;
}

async function emulatorCall(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(
      `Firebase Auth emulator unreachable at ${EMULATOR_HOST}; start it with ` +
        '`CI=1 npx firebase emulators:start --only auth --project demo-plume`',
      { cause: error },
    );
  }
  const json: unknown = await response.json();
  if (!response.ok)
    throw new Error(`Auth emulator ${path} failed: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Creates a real emulator account and returns its ID token. */
export async function signUp(email = uniqueEmail()): Promise<TestUser> {
  const json = (await emulatorCall('/accounts:signUp?key=fake-api-key', {
    email,
    password: 'secret-password',
    returnSecureToken: true,
  })) as { idToken: string; localId: string; email: string };
  return { uid: json.localId, email: json.email, idToken: json.idToken };
}

/** Admin update of an account ("Bearer owner" is the emulator's admin credential). */
export async function updateAccount(uid: string, fields: Record<string, unknown>): Promise<void> {
  await emulatorCall(
    `/projects/${PROJECT_ID}/accounts:update`,
    { localId: uid, ...fields },
    { authorization: 'Bearer owner' },
  );
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An unsigned token shaped like the emulator's, with chosen claims. The emulator path of firebase-admin does
 * not check signatures, which is exactly why production refuses emulator mode; tests use it to produce
 * expired or wrong-audience tokens that a real identity service would never hand out.
 */
export function unsignedToken(user: TestUser, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now,
    user_id: user.uid,
    sub: user.uid,
    iat: now,
    exp: now + 3600,
    email: user.email,
    email_verified: false,
    firebase: { identities: { email: [user.email] }, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}
