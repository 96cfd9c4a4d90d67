import { normalizeName } from '../../../contract/profile';
import type { RootState } from '../../app/rootReducer';
import { DEFAULT_LANGUAGE } from '../../../contract/language';

export const selectPreferences = (state: RootState) => state.preferences;

/** Spec §2: the preferences panel shows only when signed in. */
export const selectShowPreferencesPanel = (state: RootState) => state.auth.status === 'signedIn';

/**
 * The language AI requests are written in: the saved preference, else spec §9's default (French). An
 * edit not saved yet does not count.
 */
export const selectRequestLanguage = (state: RootState) =>
  state.preferences.source === 'server' ? state.preferences.loaded.preferences.language : DEFAULT_LANGUAGE;

/**
 * The user's full name as their loaded profile gives it, which AI requests sign with (issue #14);
 * undefined when unknown (no profile, a failed load, a blank name). An edit not saved yet does not count.
 */
export const selectProfileName = (state: RootState): string | undefined =>
  normalizeName(state.preferences.loaded.profile.name);
