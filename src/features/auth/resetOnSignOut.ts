import type { Action, ActionReducerMapBuilder, Draft } from '@reduxjs/toolkit';
import { authActions } from './authSlice';

/** The identity service's signed-out state (a sign-out by the user, an expiry, a disabled account). */
export const isSignOut = (action: Action) => authActions.stateChanged.match(action) && !action.payload;

/**
 * Signing out (by the user or the identity service) leaves nothing of the previous user's work
 * behind: on the signed-out state the slice returns to `reset` when it is a state, or lets `reset`
 * clear what it must when it is a function. A signed-in state changes nothing.
 */
export function resetOnSignOut<S>(
  builder: ActionReducerMapBuilder<S>,
  reset: S | ((state: Draft<S>) => void),
): void {
  builder.addCase(authActions.stateChanged, (state, action) => {
    if (action.payload) return;
    if (typeof reset !== 'function') return reset;
    (reset as (state: Draft<S>) => void)(state);
  });
}
