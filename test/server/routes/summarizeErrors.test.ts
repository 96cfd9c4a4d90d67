import { describe, expect, it } from 'vitest';
import { AiError } from '../../../server/src/ai/engine.js';
import { HttpError } from '../../../server/src/errors.js';
import { ExtractionError, type ExtractionErrorKind } from '../../../server/src/extract/errors.js';
import { extractionRefusal, fromExtractionFailure } from '../../../server/src/routes/summarizeErrors.js';
import { AbortedError } from '../../../server/src/shared/aborted.js';

/** What the summary stream tells the client when the extraction of its file fails. */

describe('extraction failures in the summary stream', () => {
  it.each<[ExtractionErrorKind, string]>([
    ['unsupported', 'File cannot be processed'],
    ['encrypted', 'File cannot be processed'],
    ['empty', 'File cannot be processed'],
    ['corrupt', 'File cannot be processed'],
    ['timeout', 'File cannot be processed: reading it took too long'],
    ['memory', 'File cannot be processed: it needs too much memory to read'],
  ])('a file that is %s is refused with 422 and the spec message (§8)', (kind, message) => {
    const refusal = extractionRefusal(new ExtractionError(kind));
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal.statusCode).toBe(422);
    expect(refusal.message).toBe(message);
    expect(fromExtractionFailure(new ExtractionError(kind))).toEqual(refusal);
  });

  it('an extraction stopped by the caller or by closing is the AI streams’ abort error', () => {
    const error = fromExtractionFailure(new AbortedError());
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ kind: 'aborted', message: 'The request was cancelled' });
  });

  it('anything else is passed on as it is', () => {
    const bug = new TypeError('bug');
    expect(fromExtractionFailure(bug)).toBe(bug);
  });
});
