import { InteractionRequiredAuthError } from '@azure/msal-browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThreadError } from '../../../../src/services/ports';
import {
  createNaaTokenProvider,
  officeSupportsNaa,
  type MsalApi,
  type NaaApp,
} from '../../../../src/services/thread/naaTokenProvider';

const ENTRA = {
  clientId: '00000000-1111-2222-3333-444444444444',
  authority: 'https://login.microsoftonline.com/common',
};

/** A fake MSAL: no network, no Office bridge; the real InteractionRequiredAuthError class. */
function setup({ supported = true } = {}) {
  const app = {
    acquireTokenSilent: vi.fn<NaaApp['acquireTokenSilent']>(async () => ({ accessToken: 'silent-token' })),
    acquireTokenPopup: vi.fn<NaaApp['acquireTokenPopup']>(async () => ({ accessToken: 'popup-token' })),
  };
  const create = vi.fn<MsalApi['createNestablePublicClientApplication']>(async () => app);
  const loadMsal = vi.fn(async (): Promise<MsalApi> => ({
    createNestablePublicClientApplication: create,
    InteractionRequiredAuthError,
  }));
  const getToken = createNaaTokenProvider(ENTRA, { loadMsal, isNaaSupported: () => supported });
  return { app, create, loadMsal, getToken };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NAA token provider', () => {
  it('creates the nestable application once, lazily, and returns the silent Mail.Read token', async () => {
    const { app, create, loadMsal, getToken } = setup();
    expect(loadMsal).not.toHaveBeenCalled();
    await expect(getToken()).resolves.toBe('silent-token');
    await expect(getToken()).resolves.toBe('silent-token');
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ auth: ENTRA });
    expect(app.acquireTokenSilent).toHaveBeenCalledWith({ scopes: ['Mail.Read'] });
    expect(app.acquireTokenPopup).not.toHaveBeenCalled();
  });

  it('asks for consent in a popup when the silent call needs interaction', async () => {
    const { app, getToken } = setup();
    app.acquireTokenSilent.mockRejectedValueOnce(
      new InteractionRequiredAuthError('consent_required', 'correlation-id'),
    );
    await expect(getToken()).resolves.toBe('popup-token');
    expect(app.acquireTokenPopup).toHaveBeenCalledWith({ scopes: ['Mail.Read'] });
  });

  it('fails without a popup on any other silent error, and reports a failed popup', async () => {
    const { app, getToken } = setup();
    app.acquireTokenSilent.mockRejectedValueOnce(new Error('network_error'));
    await expect(getToken()).rejects.toEqual(new ThreadError('failed', 'Graph token: network_error'));
    expect(app.acquireTokenPopup).not.toHaveBeenCalled();

    app.acquireTokenSilent.mockRejectedValueOnce(
      new InteractionRequiredAuthError('interaction_required', 'correlation-id'),
    );
    app.acquireTokenPopup.mockRejectedValueOnce(new Error('user_cancelled'));
    await expect(getToken()).rejects.toEqual(
      new ThreadError('failed', 'Graph token (popup): user_cancelled'),
    );
  });

  it('fails, without loading MSAL, when Outlook lacks NestedAppAuth 1.1', async () => {
    const { loadMsal, getToken } = setup({ supported: false });
    await expect(getToken()).rejects.toEqual(
      new ThreadError('failed', 'Nested app authentication (NestedAppAuth 1.1) is not supported here'),
    );
    expect(loadMsal).not.toHaveBeenCalled();
  });

  it('retries the creation on the next call after it failed', async () => {
    const { create, getToken } = setup();
    create.mockRejectedValueOnce(new Error('nested_app_auth_bridge_disabled'));
    await expect(getToken()).rejects.toEqual(
      new ThreadError('failed', 'Graph sign-in unavailable: nested_app_auth_bridge_disabled'),
    );
    await expect(getToken()).resolves.toBe('silent-token');
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('officeSupportsNaa', () => {
  it('is false outside Office', () => {
    vi.stubGlobal('Office', undefined);
    expect(officeSupportsNaa()).toBe(false);
  });

  it('asks Office for the NestedAppAuth 1.1 requirement set', () => {
    const isSetSupported = vi.fn(
      (name: string, version?: string) => name === 'NestedAppAuth' && version === '1.1',
    );
    vi.stubGlobal('Office', { context: { requirements: { isSetSupported } } });
    expect(officeSupportsNaa()).toBe(true);
    isSetSupported.mockReturnValue(false);
    expect(officeSupportsNaa()).toBe(false);
  });
});
