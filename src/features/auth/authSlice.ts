import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '../../services/ports';
import { settingsOpened } from '../shell/shellEvents';
import { EMPTY_REGISTRATION, type Credentials, type FormField, type RegistrationFields } from './authTypes';
import type { UserMessage } from '../../shared/userMessage';
import { identityErrorKey, missingFields, type FormMode } from './authValidation';

/**
 * The authentication machine of spec §4: loading until the identity service reports its first state,
 * then signedIn / signedOut; one request at a time (login, registration, logout). Every reducer checks
 * that its event is valid in the current state and otherwise leaves the state unchanged.
 */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';
export type AuthRequest = 'idle' | 'loggingIn' | 'registering' | 'loggingOut';

export interface FieldValidation {
  missing: FormField[];
  emailInvalid: boolean;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  request: AuthRequest;
  mode: FormMode;
  credentials: Credentials;
  registration: RegistrationFields;
  /** Fields the user has edited since the form was last reset (validation hints only show for those). */
  touched: FormField[];
  /** Result of the debounced (200 ms) field validation. */
  validation: FieldValidation;
  message: UserMessage | null;
}

export const initialAuthState: AuthState = {
  status: 'loading',
  user: null,
  request: 'idle',
  mode: 'login',
  credentials: { email: '', password: '' },
  registration: EMPTY_REGISTRATION,
  touched: [],
  validation: { missing: [], emailInvalid: false },
  message: null,
};

const editable = (state: AuthState) => state.status !== 'signedIn' && state.request === 'idle';

function resetForm(state: AuthState, keepEmail: boolean) {
  state.credentials = { email: keepEmail ? state.credentials.email : '', password: '' };
  state.registration = EMPTY_REGISTRATION;
  state.touched = [];
  state.validation = { missing: [], emailInvalid: false };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The identity service's word is final in every state (sign-in, sign-out, disabled account, expiry). */
    stateChanged(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
    },
    fieldChanged(state, action: PayloadAction<{ field: FormField; value: string }>) {
      if (!editable(state)) return;
      const { field, value } = action.payload;
      if (field === 'email' || field === 'password') state.credentials[field] = value;
      else state.registration[field] = value;
      if (!state.touched.includes(field)) state.touched.push(field);
    },
    fieldsValidated(state, action: PayloadAction<FieldValidation>) {
      if (state.status === 'signedIn') return;
      state.validation = action.payload;
    },
    modeToggled(state) {
      if (!editable(state)) return;
      state.mode = state.mode === 'login' ? 'register' : 'login';
      state.message = null;
      state.registration = EMPTY_REGISTRATION;
      state.touched = [];
      state.validation = { missing: [], emailInvalid: false };
    },
    loginRequested(state) {
      if (!editable(state) || state.mode !== 'login') return;
      if (missingFields('login', state.credentials, state.registration).length) {
        state.message = { kind: 'error', key: 'auth.validation.login' };
        return;
      }
      state.request = 'loggingIn';
      state.message = null;
    },
    loginSucceeded(state) {
      if (state.request !== 'loggingIn') return;
      state.request = 'idle';
      state.credentials.password = '';
      state.touched = [];
      state.message = { kind: 'success', key: 'auth.messages.loggedIn' };
    },
    loginFailed(state, action: PayloadAction<{ code: string }>) {
      if (state.request !== 'loggingIn') return;
      state.request = 'idle';
      state.message = { kind: 'error', key: identityErrorKey(action.payload.code) };
    },
    registerRequested(state) {
      if (!editable(state) || state.mode !== 'register') return;
      if (missingFields('register', state.credentials, state.registration).length) {
        state.message = { kind: 'error', key: 'auth.validation.register' };
        return;
      }
      state.request = 'registering';
      state.message = null;
    },
    /** Account, profile and (possibly) preferences exist; the user signs in with the new account. */
    registerSucceeded(state) {
      if (state.request !== 'registering') return;
      state.request = 'idle';
      state.mode = 'login';
      resetForm(state, true);
      state.message = { kind: 'success', key: 'auth.messages.accountCreated' };
    },
    /** Sign-up itself failed: nothing was created, the form keeps what the user typed. */
    registerFailed(state, action: PayloadAction<{ code: string }>) {
      if (state.request !== 'registering') return;
      state.request = 'idle';
      state.message = { kind: 'error', key: identityErrorKey(action.payload.code) };
    },
    /** The account exists but its profile does not: back to login, the preferences panel completes it later. */
    registerProfileFailed(state, action: PayloadAction<{ detail: string }>) {
      if (state.request !== 'registering') return;
      state.request = 'idle';
      state.mode = 'login';
      resetForm(state, true);
      state.message = { kind: 'error', key: 'auth.messages.profileSetupFailed', params: action.payload };
    },
    logoutRequested(state) {
      if (state.status !== 'signedIn' || state.request !== 'idle') return;
      state.request = 'loggingOut';
      state.message = null;
    },
    logoutSucceeded(state) {
      if (state.request !== 'loggingOut') return;
      state.request = 'idle';
      resetForm(state, false);
      state.mode = 'login';
      state.message = { kind: 'success', key: 'auth.messages.loggedOut' };
    },
    logoutFailed(state) {
      if (state.request !== 'loggingOut') return;
      state.request = 'idle';
      state.message = { kind: 'error', key: 'auth.messages.logoutFailed' };
    },
    messageDismissed(state) {
      state.message = null;
    },
  },
  extraReducers: (builder) => {
    // Opening the settings dialog starts a new context: the last message was about the screen behind it.
    builder.addCase(settingsOpened, (state) => {
      state.message = null;
    });
  },
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;
