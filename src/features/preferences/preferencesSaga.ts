import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, getContext, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { ApiError, type Api, type AuthUser, type Ports } from '../../services/ports';
import { authActions } from '../auth/authSlice';
import { isSignOut } from '../auth/resetOnSignOut';
import type { UserMessage } from '../../shared/userMessage';
import { selectAuthUser, selectCanUseApp } from '../auth/authSelectors';
import { shellActions } from '../shell/shellSlice';
import type { UserPreferences } from './preferencesTypes';
import { API_PATHS } from '../../../contract/paths';
import { parsePreferences, parseProfile } from './preferencesApi';
import { selectPreferences } from './preferencesSelectors';
import { preferencesActions, type PreferencesState } from './preferencesSlice';
import type { ProfileFields } from './preferencesTypes';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** GET that reads a 404 as "none saved yet" (null); any other failure, or an unreadable answer, throws. */
function* getOrNone<T>(api: Api, path: string, parse: (answer: unknown) => T | null): SagaIterator<T | null> {
  let answer: unknown;
  try {
    answer = yield call([api, api.request], 'GET', path);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const parsed = parse(answer);
  if (parsed === null) throw new Error(`Unexpected answer from ${path}`);
  return parsed;
}

/** Profile and preferences together; a missing one is reported, a failure falls back to the defaults. */
function* load(): SagaIterator {
  const { api }: Ports = yield getContext('ports');
  const user: AuthUser | null = yield select(selectAuthUser);
  const accountEmail = user?.email ?? '';
  try {
    const [profile, preferences]: [ProfileFields | null, UserPreferences | null] = yield all([
      call(getOrNone, api, API_PATHS.profile, parseProfile),
      call(getOrNone, api, API_PATHS.preferences, parsePreferences),
    ]);
    yield put(preferencesActions.loaded({ profile, preferences, accountEmail }));
  } catch {
    yield put(preferencesActions.loadFailed({ accountEmail }));
  }
}

/**
 * PUT {name, phone} when the profile exists, POST {email, name, phone} when it does not (spec §4: the
 * preferences flow completes a registration whose profile step failed). When the load could not tell,
 * or the server disagrees (404 on update, 409 on create), the other call follows.
 */
function* saveProfile(api: Api, profile: ProfileFields, exists: boolean | null): SagaIterator {
  const update = () =>
    call([api, api.request], 'PUT', API_PATHS.profile, {
      name: profile.name.trim(),
      phone: profile.phone.trim(),
    });
  const create = () =>
    call([api, api.request], 'POST', API_PATHS.profile, {
      email: profile.email,
      name: profile.name.trim(),
      phone: profile.phone.trim(),
    });
  const [first, second, secondWhen] = exists === false ? [create, update, 409] : [update, create, 404];
  try {
    yield first();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === secondWhen)) throw error;
    yield second();
  }
}

const SOME_FAILED = (errors: string[]): UserMessage => ({
  kind: 'error',
  key: 'preferences.messages.someFailed',
  params: { errors: errors.join(', ') },
});
const ALL_FAILED: UserMessage = { kind: 'error', key: 'preferences.messages.saveFailed' };

/** Enregistrer (validated by the machine): both parts, then reload; a failure keeps the form as it is. */
function* save(): SagaIterator {
  const { api }: Ports = yield getContext('ports');
  const { draft, profileExists }: PreferencesState = yield select(selectPreferences);
  const errors: string[] = [];
  try {
    yield call(saveProfile, api, draft.profile, profileExists);
  } catch (error) {
    errors.push(messageOf(error));
  }
  try {
    yield call([api, api.request], 'PUT', API_PATHS.preferences, { ...draft.preferences, dark_mode: false });
  } catch (error) {
    errors.push(messageOf(error));
  }
  if (errors.length === 0) {
    yield put(preferencesActions.saveSucceeded());
    yield call(load);
  } else {
    yield put(preferencesActions.saveFailed(errors.length === 2 ? ALL_FAILED : SOME_FAILED(errors)));
  }
}

/** One load or save at a time (the machine refuses overlaps); signing out abandons the one under way. */
function* requests(): SagaIterator {
  while (true) {
    const action: Action = yield take([
      preferencesActions.loadRequested.type,
      preferencesActions.saveRequested.type,
    ]);
    const { status }: PreferencesState = yield select(selectPreferences);
    const flow = action.type === preferencesActions.loadRequested.type ? load : save;
    if (status !== (flow === load ? 'loading' : 'saving')) continue;
    yield race({ done: call(flow), signedOut: take(isSignOut) });
  }
}

/**
 * Loaded at sign-in, so the saved language drives AI requests from the first one, and again when the
 * settings dialog opens (the machine keeps unsaved edits rather than reloading over them).
 */
function* loadForSignedInUser(): SagaIterator {
  const canUseApp: boolean = yield select(selectCanUseApp);
  if (canUseApp) yield put(preferencesActions.loadRequested());
}

export function* preferencesSaga(): SagaIterator {
  yield all([
    takeEvery(
      (action: Action) =>
        (authActions.stateChanged.match(action) && action.payload !== null) ||
        shellActions.settingsOpened.match(action),
      loadForSignedInUser,
    ),
    call(requests),
  ]);
}
