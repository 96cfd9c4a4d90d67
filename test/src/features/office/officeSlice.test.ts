import { describe, expect, it } from 'vitest';
import {
  initialOfficeState,
  officeActions,
  officeReducer,
  type OfficeState,
} from '../../../../src/features/office/officeSlice';

const ready: OfficeState = { status: 'ready', host: 'dev', displayLanguage: null, theme: null, error: null };
const failed: OfficeState = {
  status: 'error',
  host: null,
  displayLanguage: null,
  theme: null,
  error: 'initFailed',
};

describe('office machine', () => {
  it('loading → ready with the host and its display language', () => {
    expect(
      officeReducer(
        initialOfficeState,
        officeActions.initialized({ host: 'outlook', displayLanguage: 'de-DE' }),
      ),
    ).toEqual({
      status: 'ready',
      host: 'outlook',
      displayLanguage: 'de-DE',
      theme: null,
      error: null,
    });
  });

  it('loading → error for another host or a failing Office.js', () => {
    expect(officeReducer(initialOfficeState, officeActions.hostRejected())).toMatchObject({
      status: 'error',
      error: 'notOutlook',
    });
    expect(officeReducer(initialOfficeState, officeActions.initFailed())).toMatchObject({
      status: 'error',
      error: 'initFailed',
    });
  });

  it('refuses every event once settled', () => {
    for (const state of [ready, failed]) {
      expect(
        officeReducer(state, officeActions.initialized({ host: 'outlook', displayLanguage: null })),
      ).toBe(state);
      expect(officeReducer(state, officeActions.hostRejected())).toBe(state);
      expect(officeReducer(state, officeActions.initFailed())).toBe(state);
    }
  });
});
