import { describe, expect, it } from 'vitest';
import { rootReducer } from '../../../../src/app/rootReducer';
import { composeActions } from '../../../../src/features/compose/composeSlice';
import { composeFailure, composeRequest } from '../../../../src/features/compose/composeRequest';
import { ApiError } from '../../../../src/services/ports';
import { StreamError } from '../../../../src/services/sseStream';

describe('compose request', () => {
  it('uses compose-user without a signed-in user, and an empty sender without a context', () => {
    const state = rootReducer(undefined, composeActions.commentChanged('Merci'));
    expect(composeRequest(state, 'generate', '')).toEqual({
      additionalInfo: 'Merci',
      tone: 'professional',
      language: 'fr',
      userId: 'compose-user',
      from: '',
      body: '',
      operation: 'generate',
    });
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
