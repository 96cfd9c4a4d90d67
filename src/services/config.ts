// Build-time configuration of the add-in (Vite env). Every value has an embedded default that
// works with `npm start`; production builds set VITE_FIREBASE_* and VITE_API_BASE_URL.
export interface WebConfig {
  /** Where the backend lives; '' means same origin (the Vite dev/preview server proxies /api). */
  apiBaseUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; appId: string | undefined };
  /** Firebase Auth emulator URL; set in dev and tests, never in a production build. */
  authEmulatorUrl: string | null;
  /**
   * Entra ID app (SPA redirect URI `brk-multihub://<add-in host>`) used through nested app
   * authentication to read the conversation from Microsoft Graph; null → Outlook REST fallback only.
   */
  entra: { clientId: string; authority: string } | null;
  /** Shows the preview banner and polls /api/health. */
  previewMode: boolean;
  healthPollMs: number;
}

const env = import.meta.env;

export const webConfig: WebConfig = {
  apiBaseUrl: (env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  firebase: {
    apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-plume.firebaseapp.com',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-plume',
    appId: env.VITE_FIREBASE_APP_ID,
  },
  authEmulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? (env.DEV ? 'http://127.0.0.1:9099' : null),
  entra: env.VITE_ENTRA_CLIENT_ID
    ? {
        clientId: env.VITE_ENTRA_CLIENT_ID,
        authority: env.VITE_ENTRA_AUTHORITY ?? 'https://login.microsoftonline.com/common',
      }
    : null,
  previewMode: env.VITE_PREVIEW_MODE ? env.VITE_PREVIEW_MODE === 'true' : env.DEV,
  healthPollMs: Number(env.VITE_HEALTH_POLL_MS ?? 5000),
};
