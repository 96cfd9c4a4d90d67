import type { RootState } from '../../app/store';

export const selectScreenMode = (state: RootState) => state.ui.mode;
export const selectSettingsOpen = (state: RootState) => state.ui.settings === 'open';
export const selectBackendHealth = (state: RootState) => state.ui.backend;
export const selectContextExpanded = (state: RootState) => state.ui.contextExpanded;
