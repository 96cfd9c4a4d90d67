import type { RootState } from '../../app/store';

export const selectEmail = (state: RootState) => state.email;
export const selectEmailStatus = (state: RootState) => state.email.status;
export const selectEmailContext = (state: RootState) => state.email.context;
export const selectEmailWarning = (state: RootState) => state.email.warning;
export const selectEmailError = (state: RootState) => state.email.error;
