import type { RootState } from '../../app/rootReducer';

export const selectTemplate = (state: RootState) => state.template;
