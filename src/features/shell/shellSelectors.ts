import type { RootState } from '../../app/rootReducer';

export const selectScreenMode = (state: RootState) => state.shell.mode;
export const selectSettingsOpen = (state: RootState) => state.shell.settings === 'open';
export const selectBackendHealth = (state: RootState) => state.shell.backend;
export const selectBackendEngine = (state: RootState) => state.shell.engine;
export const selectContextExpanded = (state: RootState) => state.shell.contextExpanded;
