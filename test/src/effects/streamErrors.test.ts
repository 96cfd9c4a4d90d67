import { describe, expect, it } from 'vitest';
import { classifyStreamError } from '../../../src/effects/streamErrors';
import { ApiError, MailHostError, StreamError } from '../../../src/services/ports';

describe('classifyStreamError', () => {
  it('classifies the api and stream failures by kind', () => {
    expect(classifyStreamError(new ApiError('unauthenticated', 'User not authenticated'))).toEqual({
      kind: 'unauthenticated',
    });
    expect(classifyStreamError(new ApiError('network', 'Failed to fetch'))).toEqual({ kind: 'network' });
    expect(classifyStreamError(new ApiError('http', 'Bad Gateway', { status: 502 }))).toEqual({
      kind: 'api',
      status: 502,
      message: 'Bad Gateway',
    });
    expect(classifyStreamError(new StreamError('nullBody', 'Response body is null'))).toEqual({
      kind: 'stream',
      message: 'Response body is null',
    });
    expect(classifyStreamError(new MailHostError('readFailed', 'Failed to get email content'))).toEqual({
      kind: 'other',
    });
    expect(classifyStreamError('boom')).toEqual({ kind: 'other' });
  });

  it('does not read the text: the same message under another kind classifies differently', () => {
    expect(classifyStreamError(new ApiError('network', 'User not authenticated'))).toEqual({
      kind: 'network',
    });
    expect(classifyStreamError(new ApiError('unauthenticated', 'Failed to fetch'))).toEqual({
      kind: 'unauthenticated',
    });
    expect(classifyStreamError(new Error('User not authenticated'))).toEqual({ kind: 'other' });
  });
});
