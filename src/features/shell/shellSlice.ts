import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetOnSignOut } from '../auth/resetOnSignOut';
import { emailActions } from '../email/emailSlice';
import { settingsOpened } from './shellEvents';

/**
 * The shell around the screens, as small app-wide machines: the screen chosen by `?mode=` (fixed for
 * the page's life), the settings dialog (closed ⇄ open, only for a signed-in user), the preview
 * backend's health (unknown → connected ⇄ disconnected), the AI engine the backend last named
 * (unknown → known) and the email context's expanded / collapsed content.
 */
export type ScreenMode = 'read' | 'compose';
export type BackendHealth = 'unknown' | 'connected' | 'disconnected';

export interface ShellState {
  mode: ScreenMode;
  settings: 'closed' | 'open';
  backend: BackendHealth;
  /** The AI engine `GET /api/health` last named ("preview", "openai:gpt-4o-mini"…); null before any answer. */
  engine: string | null;
  /** Email context content: starts expanded, collapses 5 s after an email loads (spec §2). */
  contextExpanded: boolean;
}

/** Spec §5: compose gives the compose screen; read, missing or anything else gives the read screen. */
export const screenModeFrom = (mode: string | null | undefined): ScreenMode =>
  mode === 'compose' ? 'compose' : 'read';

export const initialShellState: ShellState = {
  mode: 'read',
  settings: 'closed',
  backend: 'unknown',
  engine: null,
  contextExpanded: true,
};

const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    settingsClosed(state) {
      if (state.settings === 'open') state.settings = 'closed';
    },
    backendReached(state) {
      state.backend = 'connected';
    },
    backendUnreachable(state) {
      state.backend = 'disconnected';
    },
    /** A health answer named the engine; the last one known stays while the backend is away. */
    engineReported(state, action: PayloadAction<string>) {
      if (action.payload) state.engine = action.payload;
    },
    contextToggled(state) {
      state.contextExpanded = !state.contextExpanded;
    },
    contextAutoCollapsed(state) {
      state.contextExpanded = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(settingsOpened, (state) => {
      if (state.settings === 'closed') state.settings = 'open';
    });
    // Signing out (by the user or the identity service) leaves nothing of the signed-in screens open.
    resetOnSignOut(builder, (state) => {
      state.settings = 'closed';
    });
    // Each newly loaded email starts expanded.
    builder.addCase(emailActions.loadRequested, (state) => {
      state.contextExpanded = true;
    });
  },
});

export const shellActions = { ...shellSlice.actions, settingsOpened };
export const shellReducer = shellSlice.reducer;
