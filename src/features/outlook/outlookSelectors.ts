import type { RootState } from '../../app/rootReducer';

export const selectOutlook = (state: RootState) => state.outlook;
export const selectOutlookStatus = (state: RootState) => state.outlook.status;

/** Spec §2: the sync panel shows only when a user with an email is signed in. */
export const selectShowOutlookPanel = (state: RootState) =>
  state.auth.status === 'signedIn' && Boolean(state.auth.user?.email);
