import type { RootState } from '../../app/rootReducer';

export const selectCompose = (state: RootState) => state.compose;
export const selectComposeStatus = (state: RootState) => state.compose.status;
