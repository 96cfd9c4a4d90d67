import { normalizeName } from '../../../contract/profile';
import type { RootState } from '../../app/rootReducer';

export const selectPreferences = (state: RootState) => state.preferences;

/** Spec §2: the preferences panel shows only when signed in. */
export const selectShowPreferencesPanel = (state: RootState) => state.auth.status === 'signedIn';

/**
 * The user's full name as their loaded profile gives it, which AI requests sign with (issue #14);
 * undefined when unknown (no profile, a failed load, a blank name). An edit not saved yet does not count.
 */
export const selectProfileName = (state: RootState): string | undefined =>
  normalizeName(state.preferences.loaded.profile.name);
