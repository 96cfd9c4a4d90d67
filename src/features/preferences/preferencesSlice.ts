import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetOnSignOut } from '../auth/resetOnSignOut';
import type { UserMessage } from '../../shared/userMessage';
import { DEFAULT_PREFERENCES } from '../../../contract/preferences';
import type { UserPreferences } from './preferencesTypes';
import type {
  EditableProfileField,
  PreferenceToggle,
  ProfileFields,
  SettingsValues,
} from './preferencesTypes';
import { validateSettings } from './preferencesValidation';

/**
 * The preferences machine of spec §4: idle → loading → ready (clean, or dirty after any edit) → saving
 * → loading again (saved: reload) or ready (failed: the form as the user left it). Réinitialiser puts
 * the loaded values back. Each reducer checks that its event is valid in the current state and
 * otherwise leaves the state unchanged.
 */
export type PreferencesStatus = 'idle' | 'loading' | 'ready' | 'saving';

export interface PreferencesState {
  status: PreferencesStatus;
  /** The values last loaded (or the defaults standing in for them): what Réinitialiser restores. */
  loaded: SettingsValues;
  /** The form. */
  draft: SettingsValues;
  dirty: boolean;
  /** Whether the server holds a profile: false → saving creates it; null → unknown (the load failed). */
  profileExists: boolean | null;
  /** Where the loaded preferences come from: the server, or the defaults (none saved, or the load failed). */
  source: 'server' | 'defaults';
  /** What the load found (defaults in use, no profile, failure). */
  notices: UserMessage[];
  /** The last save's outcome. */
  message: UserMessage | null;
  /** Spec §5 problems that stopped a save, as i18n keys (shown joined with commas). */
  validationErrors: string[];
}

const EMPTY_VALUES: SettingsValues = {
  profile: { email: '', name: '', phone: '' },
  preferences: DEFAULT_PREFERENCES,
};

export const initialPreferencesState: PreferencesState = {
  status: 'idle',
  loaded: EMPTY_VALUES,
  draft: EMPTY_VALUES,
  dirty: false,
  profileExists: null,
  source: 'defaults',
  notices: [],
  message: null,
  validationErrors: [],
};

/** What GET profile and GET preferences gave; null for a 404 (none saved yet). */
export interface LoadResult {
  profile: ProfileFields | null;
  preferences: UserPreferences | null;
  /** The signed-in account's email, for a profile that does not exist yet. */
  accountEmail: string;
}

const notice = (kind: UserMessage['kind'], key: string): UserMessage => ({
  kind,
  key: `preferences.messages.${key}`,
});

/** Spec §3: dark_mode is always false in the UI, whatever was stored. */
const shown = (preferences: UserPreferences): UserPreferences => ({ ...preferences, dark_mode: false });

function settle(state: PreferencesState, values: SettingsValues) {
  state.status = 'ready';
  state.loaded = values;
  state.draft = values;
  state.dirty = false;
}

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {
    /** Sign-in or the panel showing. Never over unsaved edits: saving never loses an edit. */
    loadRequested(state) {
      if (state.status !== 'idle' && !(state.status === 'ready' && !state.dirty)) return;
      state.status = 'loading';
      state.notices = [];
      state.message = null;
      state.validationErrors = [];
    },
    loaded(state, action: PayloadAction<LoadResult>) {
      if (state.status !== 'loading') return;
      const { profile, preferences, accountEmail } = action.payload;
      settle(state, {
        profile: profile ?? { email: accountEmail, name: '', phone: '' },
        preferences: shown(preferences ?? DEFAULT_PREFERENCES),
      });
      state.profileExists = profile !== null;
      state.source = preferences ? 'server' : 'defaults';
      state.notices = [
        ...(preferences ? [] : [notice('info', 'defaults')]),
        ...(profile ? [] : [notice('warning', 'profileMissing')]),
      ];
    },
    loadFailed(state, action: PayloadAction<{ accountEmail: string }>) {
      if (state.status !== 'loading') return;
      settle(state, {
        profile: { email: action.payload.accountEmail, name: '', phone: '' },
        preferences: DEFAULT_PREFERENCES,
      });
      state.profileExists = null;
      state.source = 'defaults';
      state.notices = [notice('error', 'loadFailed')];
    },
    profileFieldChanged(state, action: PayloadAction<{ field: EditableProfileField; value: string }>) {
      if (state.status !== 'ready') return;
      state.draft.profile[action.payload.field] = action.payload.value;
      state.dirty = true;
    },
    languageChanged(state, action: PayloadAction<string>) {
      if (state.status !== 'ready') return;
      state.draft.preferences.language = action.payload;
      state.dirty = true;
    },
    toggleChanged(state, action: PayloadAction<{ toggle: PreferenceToggle; value: boolean }>) {
      if (state.status !== 'ready') return;
      state.draft.preferences[action.payload.toggle] = action.payload.value;
      state.dirty = true;
    },
    /** Réinitialiser: the loaded values again, nothing to save. */
    resetRequested(state) {
      if (state.status !== 'ready') return;
      state.draft = state.loaded;
      state.dirty = false;
      state.message = null;
      state.validationErrors = [];
    },
    /** Enregistrer: spec §5 validation first; an invalid form stays as it is, with the reasons. */
    saveRequested(state) {
      if (state.status !== 'ready') return;
      state.message = null;
      state.validationErrors = validateSettings(state.draft, state.loaded);
      if (state.validationErrors.length === 0) state.status = 'saving';
    },
    /** Saved: clean again, and the values are reloaded from the server (the saga does it). */
    saveSucceeded(state) {
      if (state.status !== 'saving') return;
      state.status = 'loading';
      state.dirty = false;
      state.message = notice('success', 'saved');
    },
    /** Some or all of it was refused: the form stays exactly as the user left it, still dirty. */
    saveFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'saving') return;
      state.status = 'ready';
      state.message = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Signing out forgets the previous user's profile and preferences.
    resetOnSignOut(builder, initialPreferencesState);
  },
});

export const preferencesActions = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;
