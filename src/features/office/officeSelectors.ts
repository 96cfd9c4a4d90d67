import type { RootState } from '../../app/rootReducer';

export const selectOffice = (state: RootState) => state.office;
export const selectHostTheme = (state: RootState) => state.office.theme;
