import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HostTheme } from '../../services/ports';

/**
 * Office initialisation (spec §4): loading → ready when the host is Outlook (or, with no Office host at
 * all, at once in dev mode with the sample email) → error when the host is not Outlook or Office.js fails.
 */
export type OfficeStatus = 'loading' | 'ready' | 'error';
export type OfficeHost = 'outlook' | 'dev';
export type OfficeErrorKind = 'notOutlook' | 'initFailed';

export interface OfficeState {
  status: OfficeStatus;
  host: OfficeHost | null;
  displayLanguage: string | null;
  /** Office's theme colours when the host gives them (the add-in follows them). */
  theme: HostTheme | null;
  error: OfficeErrorKind | null;
}

export const initialOfficeState: OfficeState = {
  status: 'loading',
  host: null,
  displayLanguage: null,
  theme: null,
  error: null,
};

const officeSlice = createSlice({
  name: 'office',
  initialState: initialOfficeState,
  reducers: {
    initialized(
      state,
      action: PayloadAction<{ host: OfficeHost; displayLanguage: string | null; theme?: HostTheme | null }>,
    ) {
      if (state.status !== 'loading') return;
      state.status = 'ready';
      state.host = action.payload.host;
      state.displayLanguage = action.payload.displayLanguage;
      state.theme = action.payload.theme ?? null;
    },
    hostRejected(state) {
      if (state.status !== 'loading') return;
      state.status = 'error';
      state.error = 'notOutlook';
    },
    initFailed(state) {
      if (state.status !== 'loading') return;
      state.status = 'error';
      state.error = 'initFailed';
    },
  },
});

export const officeActions = officeSlice.actions;
export const officeReducer = officeSlice.reducer;
