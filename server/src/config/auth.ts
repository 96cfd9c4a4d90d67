import { z } from 'zod';
import { boolean, type ConfigVariable, type CrossCheck, type Values } from './define.js';
import type { NodeEnv } from './server.js';

/** Firebase Authentication: whose ID tokens are accepted and how they are checked. */
export const AUTH_VARIABLES = [
  {
    name: 'FIREBASE_PROJECT_ID',
    default: 'demo-plume',
    description: 'Firebase project whose ID tokens are accepted.',
    schema: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a Firebase project id (lowercase letters, digits and hyphens)'),
  },
  {
    name: 'FIREBASE_AUTH_EMULATOR_HOST',
    default: undefined,
    description:
      'host:port of the Firebase Auth emulator; when set, tokens are checked by the emulator (refused in production).',
    schema: z
      .string()
      .regex(/^[^\s:/]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099')
      .optional(),
  },
  {
    name: 'FIREBASE_CHECK_REVOKED',
    default: 'true',
    description:
      'Also reject revoked tokens and disabled accounts (one Auth lookup per request; needs Admin credentials outside the emulator).',
    schema: boolean,
  },
] as const satisfies readonly ConfigVariable[];

export interface FirebaseConfig {
  projectId: string;
  emulatorHost: string | undefined;
  checkRevoked: boolean;
}

export const checkAuth: CrossCheck<Values<typeof AUTH_VARIABLES> & { NODE_ENV: NodeEnv }> = (env, ctx) => {
  // The emulator accepts unsigned tokens: anyone could forge any uid. Never in production.
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['FIREBASE_AUTH_EMULATOR_HOST'],
      message: 'must not be set when NODE_ENV=production (the emulator does not check token signatures)',
    });
  }
};

export function firebaseConfig(v: Values<typeof AUTH_VARIABLES>): FirebaseConfig {
  return {
    projectId: v.FIREBASE_PROJECT_ID,
    emulatorHost: v.FIREBASE_AUTH_EMULATOR_HOST,
    checkRevoked: v.FIREBASE_CHECK_REVOKED,
  };
}
