import { buffers, eventChannel, type SagaIterator } from 'redux-saga';
import { call, debounce, delay, getContext, put, select, take, takeLeading, all } from 'redux-saga/effects';
import { IdentityError, type AuthUser, type Ports } from '../../services/ports';
import { API_PATHS } from '../../../contract/paths';
import { DEFAULT_PREFERENCES } from '../../../contract/preferences';
import { authActions } from './authSlice';
import { selectAuth } from './authSelectors';
import { fullPhone, isEmailShaped, missingFields } from './authValidation';
import type { AuthState } from './authSlice';

/** Spec §9: profile creation waits 1 s after sign-up; field validation is debounced by 200 ms. */
export const PROFILE_CREATION_DELAY_MS = 1000;
export const VALIDATION_DEBOUNCE_MS = 200;

const errorCode = (error: unknown) => (error instanceof IdentityError ? error.code : 'unknown');
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Identity state changes (including sign-outs the service decides on) become `auth/stateChanged`. */
function* watchIdentity(): SagaIterator {
  const { identity }: Ports = yield getContext('ports');
  // eventChannel refuses null, so each state travels boxed; the buffer keeps a state reported
  // synchronously during subscribe (before the first take) instead of dropping it.
  const channel = eventChannel<{ user: AuthUser | null }>(
    (emit) => identity.subscribe((user) => emit({ user })),
    buffers.expanding(4),
  );
  try {
    while (true) {
      const { user }: { user: AuthUser | null } = yield take(channel);
      yield put(authActions.stateChanged(user));
    }
  } finally {
    channel.close();
  }
}

function* login(): SagaIterator {
  const auth: AuthState = yield select(selectAuth);
  if (auth.request !== 'loggingIn') return; // the machine refused the request (e.g. empty fields)
  const { identity }: Ports = yield getContext('ports');
  try {
    yield call([identity, identity.signIn], auth.credentials.email.trim(), auth.credentials.password);
    yield put(authActions.loginSucceeded());
  } catch (error) {
    yield put(authActions.loginFailed({ code: errorCode(error) }));
  }
}

function* signOutQuietly(ports: Ports): SagaIterator {
  try {
    yield call([ports.identity, ports.identity.signOut]);
  } catch (error) {
    ports.logger.warn('Sign-out after registration failed', errorMessage(error));
  }
}

/**
 * Sign-up, then after 1 s the profile {email, name, phone = prefix + number} (address fields are not
 * sent), then default preferences (a failure there is only warned). The new account then signs in
 * from the login form, which the machine returns to.
 */
function* register(): SagaIterator {
  const auth: AuthState = yield select(selectAuth);
  if (auth.request !== 'registering') return;
  const ports: Ports = yield getContext('ports');
  const { identity, api, logger } = ports;
  let user: AuthUser;
  try {
    user = yield call([identity, identity.signUp], auth.credentials.email.trim(), auth.credentials.password);
  } catch (error) {
    yield put(authActions.registerFailed({ code: errorCode(error) }));
    return;
  }
  yield delay(PROFILE_CREATION_DELAY_MS);
  try {
    yield call([api, api.request], 'POST', API_PATHS.profile, {
      email: user.email ?? auth.credentials.email.trim(),
      name: auth.registration.name.trim(),
      phone: fullPhone(auth.registration),
    });
  } catch (error) {
    yield call(signOutQuietly, ports);
    yield put(authActions.registerProfileFailed({ detail: errorMessage(error) }));
    return;
  }
  try {
    yield call([api, api.request], 'POST', API_PATHS.preferences, DEFAULT_PREFERENCES);
  } catch (error) {
    logger.warn('Default preferences could not be created', errorMessage(error));
  }
  yield call(signOutQuietly, ports);
  yield put(authActions.registerSucceeded());
}

function* logout(): SagaIterator {
  const auth: AuthState = yield select(selectAuth);
  if (auth.request !== 'loggingOut') return;
  const { identity }: Ports = yield getContext('ports');
  try {
    yield call([identity, identity.signOut]);
    yield put(authActions.logoutSucceeded());
  } catch {
    yield put(authActions.logoutFailed());
  }
}

function* validateFields(): SagaIterator {
  const auth: AuthState = yield select(selectAuth);
  const email = auth.credentials.email;
  yield put(
    authActions.fieldsValidated({
      missing: missingFields(auth.mode, auth.credentials, auth.registration),
      emailInvalid: email.trim() !== '' && !isEmailShaped(email),
    }),
  );
}

export function* authSaga(): SagaIterator {
  yield all([
    call(watchIdentity),
    takeLeading(authActions.loginRequested.type, login),
    takeLeading(authActions.registerRequested.type, register),
    takeLeading(authActions.logoutRequested.type, logout),
    debounce(
      VALIDATION_DEBOUNCE_MS,
      [authActions.fieldChanged.type, authActions.modeToggled.type],
      validateFields,
    ),
  ]);
}
