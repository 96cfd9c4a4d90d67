import { describe, expect, it } from 'vitest';
import {
  authActions,
  authReducer,
  initialAuthState,
  type AuthState,
} from '../../../../src/features/auth/authSlice';
import { EMPTY_REGISTRATION } from '../../../../src/features/auth/authTypes';
import { shellActions } from '../../../../src/features/shell/shellSlice';

const user = { uid: 'u1', email: 'a@b.fr', emailVerified: false, displayName: null };
const filledRegistration = {
  ...EMPTY_REGISTRATION,
  name: 'Alice Martin',
  phone: '612345678',
  address: '1 rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
  country: 'France',
};

// The machine's states, as fixtures.
const loading = initialAuthState;
const signedOut: AuthState = { ...initialAuthState, status: 'signedOut' };
const loginReady: AuthState = { ...signedOut, credentials: { email: 'a@b.fr', password: 'secret1' } };
const registerReady: AuthState = { ...loginReady, mode: 'register', registration: filledRegistration };
const loggingIn: AuthState = { ...loginReady, request: 'loggingIn' };
const registering: AuthState = { ...registerReady, request: 'registering' };
const signedIn: AuthState = { ...signedOut, status: 'signedIn', user };
const loggingOut: AuthState = { ...signedIn, request: 'loggingOut' };

const ALL = { loading, signedOut, loginReady, registerReady, loggingIn, registering, signedIn, loggingOut };
type Name = keyof typeof ALL;

/** Asserts an event changes nothing in each of the named states. */
function refusedIn(names: Name[], action: Parameters<typeof authReducer>[1]) {
  for (const name of names)
    expect(authReducer(ALL[name], action), `${action.type} in ${name}`).toBe(ALL[name]);
}

describe('auth machine', () => {
  it('starts loading, with no user and an idle request', () => {
    expect(authReducer(undefined, { type: 'init' })).toEqual(initialAuthState);
    expect(initialAuthState.status).toBe('loading');
  });

  it('stateChanged follows the identity service from any state', () => {
    for (const state of Object.values(ALL)) {
      expect(authReducer(state, authActions.stateChanged(user))).toMatchObject({ status: 'signedIn', user });
      expect(authReducer(state, authActions.stateChanged(null))).toMatchObject({
        status: 'signedOut',
        user: null,
      });
    }
  });

  it('fieldChanged edits a field and marks it touched, only while the form is editable', () => {
    const next = authReducer(signedOut, authActions.fieldChanged({ field: 'city', value: 'Lyon' }));
    expect(next.registration.city).toBe('Lyon');
    expect(next.touched).toEqual(['city']);
    const email = authReducer(next, authActions.fieldChanged({ field: 'email', value: 'x@y.fr' }));
    expect(email.credentials.email).toBe('x@y.fr');
    expect(email.touched).toEqual(['city', 'email']);
    expect(
      authReducer(loading, authActions.fieldChanged({ field: 'email', value: 'x' })).credentials.email,
    ).toBe('x');
    refusedIn(
      ['loggingIn', 'registering', 'signedIn', 'loggingOut'],
      authActions.fieldChanged({ field: 'email', value: 'x' }),
    );
  });

  it('fieldsValidated stores the debounced result unless signed in', () => {
    const validation = { missing: ['email' as const], emailInvalid: false };
    expect(authReducer(signedOut, authActions.fieldsValidated(validation)).validation).toEqual(validation);
    refusedIn(['signedIn', 'loggingOut'], authActions.fieldsValidated(validation));
  });

  it('modeToggled switches mode and clears messages and registration fields', () => {
    const withMessage: AuthState = {
      ...registerReady,
      message: { kind: 'error', key: 'x' },
      touched: ['city'],
      validation: { missing: ['city'], emailInvalid: false },
    };
    const next = authReducer(withMessage, authActions.modeToggled());
    expect(next).toMatchObject({
      mode: 'login',
      message: null,
      registration: EMPTY_REGISTRATION,
      touched: [],
    });
    expect(next.validation.missing).toEqual([]);
    expect(next.credentials).toEqual(registerReady.credentials);
    expect(authReducer(signedOut, authActions.modeToggled()).mode).toBe('register');
    refusedIn(['loggingIn', 'registering', 'signedIn', 'loggingOut'], authActions.modeToggled());
  });

  it('loginRequested: empty fields give the spec message, filled ones start the request', () => {
    expect(authReducer(signedOut, authActions.loginRequested())).toMatchObject({
      request: 'idle',
      message: { kind: 'error', key: 'auth.validation.login' },
    });
    const whitespace: AuthState = { ...signedOut, credentials: { email: '  ', password: 'x' } };
    expect(authReducer(whitespace, authActions.loginRequested()).request).toBe('idle');
    expect(authReducer(loginReady, authActions.loginRequested())).toMatchObject({
      request: 'loggingIn',
      message: null,
    });
    refusedIn(
      ['registerReady', 'loggingIn', 'registering', 'signedIn', 'loggingOut'],
      authActions.loginRequested(),
    );
  });

  it('loginSucceeded / loginFailed end a login only', () => {
    expect(authReducer(loggingIn, authActions.loginSucceeded())).toMatchObject({
      request: 'idle',
      credentials: { email: 'a@b.fr', password: '' },
      message: { kind: 'success', key: 'auth.messages.loggedIn' },
    });
    expect(authReducer(loggingIn, authActions.loginFailed({ code: 'invalid-credential' }))).toMatchObject({
      request: 'idle',
      message: { kind: 'error', key: 'auth.errors.invalid-credential' },
    });
    expect(authReducer(loggingIn, authActions.loginFailed({ code: 'weird/thing' })).message?.key).toBe(
      'auth.errors.default',
    );
    refusedIn(
      ['loading', 'signedOut', 'registering', 'signedIn', 'loggingOut'],
      authActions.loginSucceeded(),
    );
    refusedIn(
      ['loading', 'signedOut', 'registering', 'signedIn', 'loggingOut'],
      authActions.loginFailed({ code: 'x' }),
    );
  });

  it('registerRequested: every required field but region; then the request starts', () => {
    const missingCity: AuthState = { ...registerReady, registration: { ...filledRegistration, city: '' } };
    expect(authReducer(missingCity, authActions.registerRequested())).toMatchObject({
      request: 'idle',
      message: { kind: 'error', key: 'auth.validation.register' },
    });
    // Region and address line 2 are empty in registerReady: not checked.
    expect(authReducer(registerReady, authActions.registerRequested()).request).toBe('registering');
    refusedIn(
      ['loginReady', 'loggingIn', 'registering', 'signedIn', 'loggingOut'],
      authActions.registerRequested(),
    );
  });

  it('registerSucceeded resets the form (keeping the email) and returns to login mode', () => {
    const next = authReducer(registering, authActions.registerSucceeded());
    expect(next).toMatchObject({
      request: 'idle',
      mode: 'login',
      registration: EMPTY_REGISTRATION,
      credentials: { email: 'a@b.fr', password: '' },
      message: { kind: 'success', key: 'auth.messages.accountCreated' },
    });
    refusedIn(
      ['loading', 'signedOut', 'loggingIn', 'signedIn', 'loggingOut'],
      authActions.registerSucceeded(),
    );
  });

  it('registerFailed keeps the form; registerProfileFailed reports the detail and returns to login', () => {
    expect(
      authReducer(registering, authActions.registerFailed({ code: 'email-already-in-use' })),
    ).toMatchObject({
      request: 'idle',
      mode: 'register',
      registration: filledRegistration,
      message: { kind: 'error', key: 'auth.errors.email-already-in-use' },
    });
    expect(
      authReducer(registering, authActions.registerProfileFailed({ detail: 'HTTP 500: boom' })),
    ).toMatchObject({
      request: 'idle',
      mode: 'login',
      registration: EMPTY_REGISTRATION,
      message: {
        kind: 'error',
        key: 'auth.messages.profileSetupFailed',
        params: { detail: 'HTTP 500: boom' },
      },
    });
    refusedIn(['signedOut', 'loggingIn', 'signedIn'], authActions.registerFailed({ code: 'x' }));
    refusedIn(['signedOut', 'loggingIn', 'signedIn'], authActions.registerProfileFailed({ detail: 'x' }));
  });

  it('logout: requested when signed in, then succeeded or failed', () => {
    expect(authReducer(signedIn, authActions.logoutRequested()).request).toBe('loggingOut');
    expect(authReducer(loggingOut, authActions.logoutSucceeded())).toMatchObject({
      request: 'idle',
      message: { kind: 'success', key: 'auth.messages.loggedOut' },
    });
    expect(authReducer(loggingOut, authActions.logoutFailed())).toMatchObject({
      request: 'idle',
      message: { kind: 'error', key: 'auth.messages.logoutFailed' },
    });
    refusedIn(
      ['loading', 'signedOut', 'loggingIn', 'registering', 'loggingOut'],
      authActions.logoutRequested(),
    );
    refusedIn(['signedOut', 'signedIn', 'loggingIn'], authActions.logoutSucceeded());
    refusedIn(['signedOut', 'signedIn', 'loggingIn'], authActions.logoutFailed());
  });

  it('messageDismissed, or opening the settings dialog, clears the message', () => {
    const withMessage: AuthState = { ...signedIn, message: { kind: 'success', key: 'x' } };
    expect(authReducer(withMessage, authActions.messageDismissed()).message).toBeNull();
    expect(authReducer(withMessage, shellActions.settingsOpened()).message).toBeNull();
  });
});
