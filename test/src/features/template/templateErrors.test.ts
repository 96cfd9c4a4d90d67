import { describe, expect, it } from 'vitest';
import {
  COPY_FAILED,
  insertFailure,
  templateFailure,
} from '../../../../src/features/template/templateErrors';
import { ApiError, ClipboardError, MailHostError, StreamError } from '../../../../src/services/ports';

describe('template errors', () => {
  it('decide on the kind of the failure, not on its text', () => {
    // Each kind with a text that, read as English, would mean another kind.
    expect(templateFailure(new ApiError('unauthenticated', 'Failed to fetch'))).toEqual({
      kind: 'error',
      key: 'template.errors.auth',
    });
    expect(templateFailure(new ApiError('network', 'User not authenticated'))).toEqual({
      kind: 'error',
      key: 'template.errors.network',
    });
    expect(templateFailure(new ApiError('http', 'Not what it used to say', { status: 500 }))).toEqual({
      kind: 'error',
      key: 'template.errors.api',
      params: { message: 'Not what it used to say' },
    });
    expect(templateFailure(new StreamError('event', 'API request failed: 500'))).toEqual({
      kind: 'error',
      key: 'template.errors.stream',
      params: { message: 'API request failed: 500' },
    });
    expect(templateFailure(new Error('API request failed: 500'))).toEqual({
      kind: 'error',
      key: 'template.errors.generic',
    });
  });

  it('word every stream kind with its own text', () => {
    for (const error of [
      new StreamError('http', 'HTTP 500: Boom', { status: 500, detail: 'Boom' }),
      new StreamError('nullBody', 'Response body is null'),
      new StreamError('event', 'Upstream AI timed out', { detail: 'Upstream AI timed out' }),
      new StreamError('incomplete', 'Stream error'),
    ]) {
      expect(templateFailure(error)).toEqual({
        kind: 'error',
        key: 'template.errors.stream',
        params: { message: error.message },
      });
    }
    expect(templateFailure(new StreamError('event', ''))).toEqual({
      kind: 'error',
      key: 'template.errors.streamDefault',
    });
  });

  it('give the insert failure its reason and the copy failure the spec text, whatever the error says', () => {
    expect(insertFailure(new MailHostError('noItem', 'No email item available'))).toEqual({
      kind: 'error',
      key: 'template.errors.insert',
      params: { reason: 'No email item available' },
    });
    expect(COPY_FAILED).toEqual({ kind: 'error', key: 'template.errors.copy' });
    expect(new ClipboardError('anything').kind).toBe('refused');
  });
});
