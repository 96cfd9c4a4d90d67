import { describe, expect, it } from 'vitest';
import { authActions } from '../../../../src/features/auth/authSlice';
import {
  initialShellState,
  screenModeFrom,
  shellActions,
  shellReducer,
  type ShellState,
} from '../../../../src/features/shell/shellSlice';

const open: ShellState = { ...initialShellState, settings: 'open' };

describe('ui machines', () => {
  it('maps ?mode= to a screen: compose, else read', () => {
    expect(screenModeFrom('compose')).toBe('compose');
    for (const mode of ['read', null, undefined, '', 'Compose', 'other'])
      expect(screenModeFrom(mode)).toBe('read');
  });

  it('settings dialog: closed ⇄ open, each event refused in the other state', () => {
    expect(shellReducer(initialShellState, shellActions.settingsOpened())).toEqual(open);
    expect(shellReducer(open, shellActions.settingsClosed())).toEqual(initialShellState);
    expect(shellReducer(open, shellActions.settingsOpened())).toBe(open);
    expect(shellReducer(initialShellState, shellActions.settingsClosed())).toBe(initialShellState);
  });

  it('closes the dialog when the user is signed out, not when signed in', () => {
    expect(shellReducer(open, authActions.stateChanged(null)).settings).toBe('closed');
    const user = { uid: 'u', email: null, emailVerified: false, displayName: null };
    expect(shellReducer(open, authActions.stateChanged(user)).settings).toBe('open');
  });

  it('backend health: unknown → connected ⇄ disconnected', () => {
    const connected = shellReducer(initialShellState, shellActions.backendReached());
    expect(connected.backend).toBe('connected');
    const down = shellReducer(connected, shellActions.backendUnreachable());
    expect(down.backend).toBe('disconnected');
    expect(shellReducer(down, shellActions.backendReached()).backend).toBe('connected');
  });
});
