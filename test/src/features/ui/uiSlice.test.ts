import { describe, expect, it } from 'vitest';
import { authActions } from '../../../../src/features/auth/authSlice';
import {
  initialUiState,
  screenModeFrom,
  uiActions,
  uiReducer,
  type UiState,
} from '../../../../src/features/ui/uiSlice';

const open: UiState = { ...initialUiState, settings: 'open' };

describe('ui machines', () => {
  it('maps ?mode= to a screen: compose, else read', () => {
    expect(screenModeFrom('compose')).toBe('compose');
    for (const mode of ['read', null, undefined, '', 'Compose', 'other'])
      expect(screenModeFrom(mode)).toBe('read');
  });

  it('settings dialog: closed ⇄ open, each event refused in the other state', () => {
    expect(uiReducer(initialUiState, uiActions.settingsOpened())).toEqual(open);
    expect(uiReducer(open, uiActions.settingsClosed())).toEqual(initialUiState);
    expect(uiReducer(open, uiActions.settingsOpened())).toBe(open);
    expect(uiReducer(initialUiState, uiActions.settingsClosed())).toBe(initialUiState);
  });

  it('closes the dialog when the user is signed out, not when signed in', () => {
    expect(uiReducer(open, authActions.stateChanged(null)).settings).toBe('closed');
    const user = { uid: 'u', email: null, emailVerified: false, displayName: null };
    expect(uiReducer(open, authActions.stateChanged(user)).settings).toBe('open');
  });

  it('backend health: unknown → connected ⇄ disconnected', () => {
    const connected = uiReducer(initialUiState, uiActions.backendReached());
    expect(connected.backend).toBe('connected');
    const down = uiReducer(connected, uiActions.backendUnreachable());
    expect(down.backend).toBe('disconnected');
    expect(uiReducer(down, uiActions.backendReached()).backend).toBe('connected');
  });
});
