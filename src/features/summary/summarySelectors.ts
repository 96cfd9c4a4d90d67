import type { RootState } from '../../app/rootReducer';

export const selectSummary = (state: RootState) => state.summary;
