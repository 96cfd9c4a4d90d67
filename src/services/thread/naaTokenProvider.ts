// A Graph token through nested app authentication: Outlook signs the user in for us, no redirect page.
import type { Configuration } from '@azure/msal-browser';
import { ThreadError } from '../ports';
import type { AccessTokenProvider } from './graphThreadSource';

export const GRAPH_SCOPES = ['Mail.Read'];

/** The part of an MSAL application this provider uses; IPublicClientApplication fits it. */
export interface NaaApp {
  acquireTokenSilent(request: { scopes: string[] }): Promise<{ accessToken: string }>;
  acquireTokenPopup(request: { scopes: string[] }): Promise<{ accessToken: string }>;
}

/** The part of @azure/msal-browser this provider uses. */
export interface MsalApi {
  createNestablePublicClientApplication(configuration: Configuration): Promise<NaaApp>;
  InteractionRequiredAuthError: abstract new (...args: never[]) => Error;
}

export interface NaaDeps {
  /** Loaded on first use only: MSAL stays out of the start-up bundle (load in 500 ms, DESIGN.md §7). */
  loadMsal?: () => Promise<MsalApi>;
  isNaaSupported?: () => boolean;
}

export function officeSupportsNaa(): boolean {
  return (
    typeof Office !== 'undefined' &&
    Office.context?.requirements?.isSetSupported('NestedAppAuth', '1.1') === true
  );
}

const loadMsalBrowser = (): Promise<MsalApi> => import('@azure/msal-browser');

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createNaaTokenProvider(
  entra: { clientId: string; authority: string },
  deps: NaaDeps = {},
): AccessTokenProvider {
  const loadMsal = deps.loadMsal ?? loadMsalBrowser;
  const isNaaSupported = deps.isNaaSupported ?? officeSupportsNaa;
  let ready: Promise<{ msal: MsalApi; app: NaaApp }> | null = null;

  // One application for the add-in's life; a failed creation is forgotten so that the next call retries.
  const setUp = () => {
    ready ??= (async () => {
      const msal = await loadMsal();
      const app = await msal.createNestablePublicClientApplication({ auth: { ...entra } });
      return { msal, app };
    })().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };

  return async () => {
    // Without NAA MSAL would fall back to a standard browser flow, which cannot work inside Outlook.
    if (!isNaaSupported())
      throw new ThreadError('failed', 'Nested app authentication (NestedAppAuth 1.1) is not supported here');
    let msal: MsalApi;
    let app: NaaApp;
    try {
      ({ msal, app } = await setUp());
    } catch (error) {
      throw new ThreadError('failed', `Graph sign-in unavailable: ${messageOf(error)}`);
    }
    try {
      return (await app.acquireTokenSilent({ scopes: GRAPH_SCOPES })).accessToken;
    } catch (error) {
      if (!(error instanceof msal.InteractionRequiredAuthError))
        throw new ThreadError('failed', `Graph token: ${messageOf(error)}`);
    }
    try {
      return (await app.acquireTokenPopup({ scopes: GRAPH_SCOPES })).accessToken;
    } catch (error) {
      throw new ThreadError('failed', `Graph token (popup): ${messageOf(error)}`);
    }
  };
}
