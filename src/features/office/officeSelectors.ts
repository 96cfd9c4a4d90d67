import type { RootState } from '../../app/store';

export const selectOffice = (state: RootState) => state.office;
export const selectOfficeStatus = (state: RootState) => state.office.status;
export const selectHostTheme = (state: RootState) => state.office.theme;
export const selectIsDevHost = (state: RootState) => state.office.host === 'dev';
