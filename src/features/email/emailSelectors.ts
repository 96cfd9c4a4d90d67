import type { RootState } from '../../app/rootReducer';

export const selectEmail = (state: RootState) => state.email;
export const selectEmailContext = (state: RootState) => state.email.context;
