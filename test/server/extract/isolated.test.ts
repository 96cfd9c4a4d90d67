import { afterAll, describe, expect, it } from 'vitest';
import { ExtractionError } from '../../../server/src/extract/errors.js';
import { extractDocument } from '../../../server/src/extract/extract.js';
import { createIsolatedExtractor, type IsolatedExtractor } from '../../../server/src/extract/isolated.js';
import { AbortedError } from '../../../server/src/shared/aborted.js';
import { readAttachment } from './helpers/realdata.js';

/** Extraction in worker threads: same results as in-process, and time, memory and abort limits that hold. */

// Starting a worker costs a second or so under vitest (tsx compiles it): tests share workers when they can.
const opened: IsolatedExtractor[] = [];
function extractor(options: Partial<Parameters<typeof createIsolatedExtractor>[0]> = {}) {
  const created = createIsolatedExtractor({
    maxChars: 100_000,
    timeoutMs: 20_000,
    memoryMb: 256,
    ...options,
  });
  opened.push(created);
  return created;
}
const shared = extractor({ concurrency: 2 });
afterAll(async () => {
  await Promise.all(opened.map((each) => each.close()));
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const never = () => new AbortController().signal;
const meta = (fileName: string) => ({ fileName, fileType: '' });

/** A large HTML table: html-to-text builds its whole tree in memory and walks it synchronously. */
const bigHtml = Buffer.from(
  `<html><body><table>${'<tr><td>cell text here</td><td>more</td></tr>'.repeat(200_000)}</table></body></html>`,
);

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('isolated extraction', () => {
  it('gives what the extractor gives in-process, for several formats in a row (workers reused)', async () => {
    const pool = shared;
    for (const path of [
      'docx-mammoth/tables.docx',
      'pdf-pdfminer.six/simple5.pdf',
      'csv-spectrum/utf8.csv',
    ]) {
      const bytes = readAttachment(path);
      const inProcess = await extractDocument(bytes, meta(path), { maxChars: 100_000 });
      expect(await pool.extract(bytes, meta(path), never())).toEqual(inProcess);
    }
  });

  it('reports a file it cannot read with the extraction failure', async () => {
    const error = await rejection(shared.extract(PNG, meta('x.png'), never()));
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).kind).toBe('unsupported');
  });

  it('stops an extraction that takes longer than the time limit, and keeps working after', async () => {
    const pool = extractor({ timeoutMs: 300, concurrency: 1 });
    const started = Date.now();
    const error = await rejection(pool.extract(bigHtml, meta('big.html'), never()));
    expect((error as ExtractionError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    // The stuck worker was replaced.
    const next = await pool.extract(Buffer.from('Still here, after the timeout.'), meta('a.txt'), never());
    expect(next.text).toBe('Still here, after the timeout.');
  });

  it('ends a worker that outgrows its heap, not the server', async () => {
    const pool = extractor({ memoryMb: 48, concurrency: 1 });
    const error = await rejection(pool.extract(bigHtml, meta('big.html'), never()));
    expect((error as ExtractionError).kind).toBe('memory');
    const next = await pool.extract(Buffer.from('Memory is back.'), meta('a.txt'), never());
    expect(next.text).toBe('Memory is back.');
  });

  it('stops when the caller goes away, running or still queued', async () => {
    const pool = shared;
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    // Two run (the pool's concurrency), the third waits in the queue.
    const outcomes = controllers.map((controller) =>
      rejection(pool.extract(bigHtml, meta('big.html'), controller.signal)),
    );
    for (const controller of controllers.reverse()) controller.abort();
    for (const error of await Promise.all(outcomes)) {
      expect(error).toBeInstanceOf(AbortedError);
      expect((error as AbortedError).kind).toBe('aborted');
    }
    expect((await pool.extract(Buffer.from('Next file.'), meta('a.txt'), never())).text).toBe('Next file.');
  });

  it('queues beyond its concurrency and serves every caller', async () => {
    const pool = shared;
    const texts = Array.from({ length: 5 }, (_, index) => `File number ${index + 1}.`);
    const documents = await Promise.all(
      texts.map((text) => pool.extract(Buffer.from(text), meta('a.txt'), never())),
    );
    expect(documents.map((document) => document.text)).toEqual(texts);
  });

  it('refuses work once closed', async () => {
    const pool = extractor();
    await pool.close();
    const error = await rejection(pool.extract(Buffer.from('Too late.'), meta('a.txt'), never()));
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as AbortedError).kind).toBe('aborted');
  });
});
