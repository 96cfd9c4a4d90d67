import { describe, expect, it } from 'vitest';
import { authActions } from '../../../../src/features/auth/authSlice';
import { emailActions } from '../../../../src/features/email/emailSlice';
import {
  initialSummaryState,
  summaryActions as a,
  summaryReducer,
  type SummaryState,
} from '../../../../src/features/summary/summarySlice';

const idle = initialSummaryState;
const processing: SummaryState = { ...idle, status: 'processing', text: 'Le bud' };
const done: SummaryState = { ...idle, status: 'done', summaryType: 'bullet', text: '- Budget' };
const failed: SummaryState = {
  ...idle,
  status: 'failed',
  error: { kind: 'error', key: 'summary.errors.noEmail' },
};
const ALL = { idle, processing, done, failed };
type Name = keyof typeof ALL;

function refusedIn(names: Name[], action: Parameters<typeof summaryReducer>[1]) {
  for (const name of names)
    expect(summaryReducer(ALL[name], action), `${action.type} in ${name}`).toBe(ALL[name]);
}

describe('email summary machine', () => {
  it('starts idle with the concise type', () => {
    expect(idle).toEqual({ status: 'idle', summaryType: 'concise', text: '', engine: null, error: null });
  });

  it('changes the type except while processing', () => {
    for (const name of ['idle', 'done', 'failed'] as const) {
      expect(summaryReducer(ALL[name], a.summaryTypeChanged('action')).summaryType).toBe('action');
    }
    refusedIn(['processing'], a.summaryTypeChanged('detailed'));
  });

  it('summarizeRequested: idle / done / failed → processing with the summary cleared', () => {
    for (const name of ['idle', 'done', 'failed'] as const) {
      expect(summaryReducer(ALL[name], a.summarizeRequested())).toEqual({
        ...ALL[name],
        status: 'processing',
        text: '',
        error: null,
      });
    }
    refusedIn(['processing'], a.summarizeRequested());
  });

  it('appends streamed text only while processing', () => {
    expect(summaryReducer(processing, a.deltasReceived('get')).text).toBe('Le budget');
    refusedIn(['idle', 'done', 'failed'], a.deltasReceived('x'));
  });

  it('processing → done with the full text', () => {
    expect(summaryReducer(processing, a.summarized('Le budget est validé.'))).toEqual({
      ...processing,
      status: 'done',
      text: 'Le budget est validé.',
    });
    refusedIn(['idle', 'done', 'failed'], a.summarized('x'));
  });

  it('processing → failed holding the message, the partial text dropped', () => {
    const message = { kind: 'error' as const, key: 'summary.errors.failed', params: { reason: 'HTTP 502' } };
    expect(summaryReducer(processing, a.summaryFailed(message))).toEqual({
      ...processing,
      status: 'failed',
      text: '',
      error: message,
    });
    refusedIn(['idle', 'done', 'failed'], a.summaryFailed(message));
  });

  it('dismissing the error returns to idle', () => {
    expect(summaryReducer(failed, a.errorDismissed())).toEqual(idle);
    refusedIn(['idle', 'processing', 'done'], a.errorDismissed());
  });

  it('another selected item drops the summary but keeps the chosen type', () => {
    for (const name of ['processing', 'done', 'failed'] as const) {
      const typed = { ...ALL[name], summaryType: 'detailed' as const };
      expect(summaryReducer(typed, emailActions.loadRequested())).toEqual({
        ...idle,
        summaryType: 'detailed',
      });
    }
    refusedIn(['idle'], emailActions.loadRequested());
  });

  it('sign-out forgets everything; a sign-in changes nothing', () => {
    const user = { uid: 'u', email: null, emailVerified: false, displayName: null };
    for (const name of ['processing', 'done', 'failed'] as const) {
      expect(summaryReducer(ALL[name], authActions.stateChanged(null))).toEqual(idle);
      expect(summaryReducer(ALL[name], authActions.stateChanged(user))).toBe(ALL[name]);
    }
  });
});
