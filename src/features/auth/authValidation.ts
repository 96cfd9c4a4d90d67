import {
  LOGIN_REQUIRED,
  REGISTRATION_REQUIRED,
  type Credentials,
  type FormField,
  type RegistrationFields,
} from './authTypes';

export type FormMode = 'login' | 'register';

export function missingFields(
  mode: FormMode,
  credentials: Credentials,
  registration: RegistrationFields,
): FormField[] {
  const values: Record<FormField, string> = { ...credentials, ...registration };
  const required = mode === 'login' ? LOGIN_REQUIRED : REGISTRATION_REQUIRED;
  return required.filter((field) => !values[field].trim());
}

// Deliberately loose: the identity service is the judge; this only catches obvious typos early.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}

/** Profile phone: country-code prefix plus the number, spaces and dots removed. */
export function fullPhone(registration: Pick<RegistrationFields, 'countryCode' | 'phone'>): string {
  return `${registration.countryCode}${registration.phone.replace(/[\s.]/g, '')}`;
}

/** Firebase codes the spec lists (§8) plus the emulator's weak-password; anything else → default. */
export const KNOWN_IDENTITY_ERRORS = [
  'email-already-in-use',
  'wrong-password',
  'invalid-credential',
  'invalid-email',
  'user-not-found',
  'user-disabled',
  'too-many-requests',
  'network-request-failed',
  'password-does-not-meet-requirements',
  'weak-password',
  'requires-recent-login',
  'invalid-api-key',
  'popup-blocked',
  'popup-closed-by-user',
  'unauthorized-domain',
] as const;

/**
 * Wrong password and unknown account read the same, as Firebase's email-enumeration protection
 * (invalid-credential) does: the message must not tell an attacker which accounts exist.
 */
const SAME_MESSAGE_AS: Partial<Record<string, string>> = {
  'wrong-password': 'invalid-credential',
  'user-not-found': 'invalid-credential',
};

export function identityErrorKey(code: string): string {
  if (!(KNOWN_IDENTITY_ERRORS as readonly string[]).includes(code)) return 'auth.errors.default';
  return `auth.errors.${SAME_MESSAGE_AS[code] ?? code}`;
}
