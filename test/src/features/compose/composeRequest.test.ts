import { describe, expect, it } from 'vitest';
import { rootReducer } from '../../../../src/app/rootReducer';
import { composeActions } from '../../../../src/features/compose/composeSlice';
import { composeFailure, composeRequest } from '../../../../src/features/compose/composeRequest';
import { preferencesActions } from '../../../../src/features/preferences/preferencesSlice';
import { ApiError } from '../../../../src/services/ports';
import { StreamError } from '../../../../src/services/sseStream';

describe('compose request', () => {
  it('uses compose-user without a signed-in user, and an empty sender without a context', () => {
    const state = rootReducer(undefined, composeActions.commentChanged('Merci'));
    expect(composeRequest(state, 'generate', '', 'fr')).toEqual({
      additionalInfo: 'Merci',
      tone: 'professional',
      language: 'fr',
      userId: 'compose-user',
      from: '',
      body: '',
      operation: 'generate',
    });
  });

  it('sends the loaded profile’s name to sign with, and nothing while it is unknown (issue #14)', () => {
    const loading = rootReducer(undefined, preferencesActions.loadRequested());
    expect(composeRequest(loading, 'generate', '', 'fr')).not.toHaveProperty('userName');
    const loaded = rootReducer(
      loading,
      preferencesActions.loaded({
        profile: { email: 'me@example.com', name: ' Alice Martin ', phone: '' },
        preferences: null,
        accountEmail: 'me@example.com',
      }),
    );
    expect(composeRequest(loaded, 'generate', '', 'fr').userName).toBe('Alice Martin');
  });

  it('falls back to the operation message when a stream error has no text', () => {
    expect(composeFailure('reformulate', new StreamError('event', ''))).toEqual({
      kind: 'error',
      key: 'compose.errors.reformulate',
    });
    expect(composeFailure('correct', new ApiError('unauthenticated', 'User not authenticated'))).toEqual({
      kind: 'error',
      key: 'compose.errors.correct',
    });
  });
});
