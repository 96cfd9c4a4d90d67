import type { RootState } from '../../app/rootReducer';
import { missingFields } from './authValidation';

export const selectAuth = (state: RootState) => state.auth;
export const selectAuthStatus = (state: RootState) => state.auth.status;
export const selectAuthUser = (state: RootState) => state.auth.user;
export const selectAuthMessage = (state: RootState) => state.auth.message;
export const selectIsAuthPending = (state: RootState) => state.auth.request !== 'idle';

/** The main screens show only for a signed-in user whose registration flow has finished. */
export const selectCanUseApp = (state: RootState) =>
  state.auth.status === 'signedIn' && state.auth.request !== 'registering';

/** Spec §5: "Créer le Compte" is disabled while a required field is empty or a request is pending. */
export const selectRegisterDisabled = (state: RootState) =>
  state.auth.request !== 'idle' ||
  missingFields('register', state.auth.credentials, state.auth.registration).length > 0;
