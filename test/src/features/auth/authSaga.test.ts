import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { authActions } from '../../../../src/features/auth/authSlice';
import type { FormField } from '../../../../src/features/auth/authTypes';
import { DEFAULT_PREFERENCES } from '../../../../contract/preferences';
import { ApiError } from '../../../../src/services/ports';
import { createFakeContext } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';

let store: AppStore | undefined;
afterEach(() => {
  store?.rootTask.cancel();
  vi.useRealTimers();
});

function start(setup?: (fake: ReturnType<typeof createFakeContext>) => void) {
  const fake = createFakeContext();
  setup?.(fake);
  store = createAppStore(fake.context);
  return { ...fake, store };
}

function fill(s: AppStore, fields: Partial<Record<FormField, string>>) {
  for (const [field, value] of Object.entries(fields)) {
    s.dispatch(authActions.fieldChanged({ field: field as FormField, value }));
  }
}

const registration = {
  email: 'new@plume.test',
  password: 'secret1',
  name: ' Alice Martin ',
  countryCode: '+33',
  phone: '6 12 34 56 78',
  address: '1 rue de la Paix',
  city: 'Paris',
  region: 'IDF',
  postalCode: '75002',
  country: 'France',
};

describe('auth sagas', () => {
  it('leaves loading with the first identity state, and follows later ones', async () => {
    const { store: s, identity } = start();
    expect(s.getState().auth.status).toBe('signedOut');
    identity.emit({ uid: 'u9', email: 'x@y.fr', emailVerified: true, displayName: null });
    expect(s.getState().auth).toMatchObject({ status: 'signedIn', user: { uid: 'u9' } });
    identity.emit(null); // e.g. disabled account or expired token
    expect(s.getState().auth.status).toBe('signedOut');
  });

  it('stays loading until the identity service answers', () => {
    const { store: s, identity } = start((fake) => {
      fake.identity.reportImmediately = false;
    });
    expect(s.getState().auth.status).toBe('loading');
    identity.emit(null);
    expect(s.getState().auth.status).toBe('signedOut');
  });

  it('logs in with the trimmed email, and reports identity errors by code', async () => {
    const { store: s, identity } = start((fake) => {
      fake.identity.accounts.set('a@b.fr', {
        password: 'pw1234',
        user: { uid: 'ua', email: 'a@b.fr', emailVerified: false, displayName: null },
      });
    });
    fill(s, { email: ' a@b.fr ', password: 'wrong' });
    s.dispatch(authActions.loginRequested());
    await waitForState(s, (st) => st.auth.request === 'idle');
    expect(s.getState().auth.message?.key).toBe('auth.errors.invalid-credential');

    identity.failNext.signIn = 'too-many-requests';
    s.dispatch(authActions.loginRequested());
    await waitForState(s, (st) => st.auth.request === 'idle');
    expect(s.getState().auth.message?.key).toBe('auth.errors.too-many-requests');

    fill(s, { password: 'pw1234' });
    s.dispatch(authActions.loginRequested());
    const state = await waitForState(s, (st) => st.auth.message?.key === 'auth.messages.loggedIn');
    expect(state.auth).toMatchObject({ status: 'signedIn', request: 'idle' });
  });

  it('does not call the identity service when the machine refuses the login', async () => {
    const { store: s, identity } = start();
    const signIn = vi.spyOn(identity, 'signIn');
    s.dispatch(authActions.loginRequested());
    expect(s.getState().auth.message?.key).toBe('auth.validation.login');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('registers: sign-up, 1 s later the profile, then default preferences, then back to login signed out', async () => {
    vi.useFakeTimers();
    const { store: s, api } = start();
    s.dispatch(authActions.modeToggled());
    fill(s, registration);
    s.dispatch(authActions.registerRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState().auth).toMatchObject({ request: 'registering', status: 'signedIn' });
    expect(api.calls).toEqual([]); // the spec's 1 s wait before profile creation
    await vi.advanceTimersByTimeAsync(999);
    expect(api.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/user/profile',
        body: { email: 'new@plume.test', name: 'Alice Martin', phone: '+33612345678' },
      },
      { method: 'POST', path: '/user/preferences', body: DEFAULT_PREFERENCES },
    ]);
    expect(s.getState().auth).toMatchObject({
      status: 'signedOut',
      request: 'idle',
      mode: 'login',
      message: { key: 'auth.messages.accountCreated' },
      credentials: { email: 'new@plume.test', password: '' },
    });
  });

  it('only warns when default preferences fail', async () => {
    const { store: s, api, ports } = start();
    api.respond = (call) => {
      if (call.path === '/user/preferences')
        throw new ApiError('http', 'HTTP 500: Internal Server Error', { status: 500 });
      return {};
    };
    s.dispatch(authActions.modeToggled());
    fill(s, registration);
    s.dispatch(authActions.registerRequested());
    await waitForState(s, (st) => st.auth.request === 'idle', 4000);
    expect(s.getState().auth.message?.key).toBe('auth.messages.accountCreated');
    expect(ports.logger.warn).toHaveBeenCalledWith(
      'Default preferences could not be created',
      'HTTP 500: Internal Server Error',
    );
  });

  it('reports a profile failure with its detail, signed out, back to login', async () => {
    const { store: s, api } = start();
    api.respond = () => {
      throw new ApiError('http', 'User profile already exists', { status: 409 });
    };
    s.dispatch(authActions.modeToggled());
    fill(s, registration);
    s.dispatch(authActions.registerRequested());
    const state = await waitForState(s, (st) => st.auth.request === 'idle', 4000);
    expect(state.auth).toMatchObject({
      status: 'signedOut',
      mode: 'login',
      message: { key: 'auth.messages.profileSetupFailed', params: { detail: 'User profile already exists' } },
    });
    expect(api.calls).toHaveLength(1);
  });

  it('keeps the registration form when sign-up fails', async () => {
    const { store: s, identity, api } = start();
    identity.failNext.signUp = 'email-already-in-use';
    s.dispatch(authActions.modeToggled());
    fill(s, registration);
    s.dispatch(authActions.registerRequested());
    const state = await waitForState(s, (st) => st.auth.request === 'idle');
    expect(state.auth).toMatchObject({
      mode: 'register',
      message: { key: 'auth.errors.email-already-in-use' },
      registration: { city: 'Paris' },
    });
    expect(api.calls).toEqual([]);
  });

  it('logs out, and reports a failed logout', async () => {
    const { store: s, identity } = start();
    identity.emit({ uid: 'u1', email: 'a@b.fr', emailVerified: false, displayName: null });
    identity.failNext.signOut = 'network-request-failed';
    s.dispatch(authActions.logoutRequested());
    await waitForState(s, (st) => st.auth.request === 'idle');
    expect(s.getState().auth).toMatchObject({
      status: 'signedIn',
      message: { key: 'auth.messages.logoutFailed' },
    });
    s.dispatch(authActions.logoutRequested());
    const state = await waitForState(s, (st) => st.auth.message?.key === 'auth.messages.loggedOut');
    expect(state.auth.status).toBe('signedOut');
  });

  it('validates fields 200 ms after the last edit', async () => {
    vi.useFakeTimers();
    const { store: s } = start();
    fill(s, { email: 'not-an-email' });
    await vi.advanceTimersByTimeAsync(150);
    fill(s, { email: 'still-not' });
    await vi.advanceTimersByTimeAsync(150);
    expect(s.getState().auth.validation).toEqual({ missing: [], emailInvalid: false });
    await vi.advanceTimersByTimeAsync(50);
    expect(s.getState().auth.validation).toEqual({ missing: ['password'], emailInvalid: true });
  });
});
