import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_TYPES } from '../../../contract/ai.js';
import type { AiEngine, SummarizeRequest } from '../../../server/src/ai/engine.js';
import { createPreviewEngine } from '../../../server/src/ai/preview/engine.js';
import { summarizeText } from '../../../server/src/ai/preview/summarize.js';
import { extractDocument } from '../../../server/src/extract/extract.js';
import { writePdf } from '../extract/helpers/pdfWriter.js';
import { readAttachment } from '../extract/helpers/realdata.js';
import { parseEventStream, readEvents, streamedText, type StreamEvent } from '../ai/sseClient.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signUp, type TestUser } from '../helpers/emulator.js';

/** A preview engine that records what it was asked and the signal it was given. */
function recordingEngine(delayMs: number) {
  const preview = createPreviewEngine({ delayMs });
  const calls: { request: SummarizeRequest; signal: AbortSignal }[] = [];
  const engine: AiEngine = {
    ...preview,
    summarize(request, signal) {
      calls.push({ request, signal });
      return preview.summarize(request, signal);
    },
  };
  return { engine, calls };
}

const SECRET = 'Le code du coffre est 4512.';
/** The email file the add-in sends (src/features/summary/emailFile.ts). */
const EMAIL = [
  'Subject: Lancement du projet Atlas',
  'From: Sophie Martin <sophie@example.com>',
  '',
  'Bonjour Paul,',
  '',
  `La réunion de lancement du projet Atlas aura lieu jeudi 14 mars à 10h. ${SECRET} Merci de m’envoyer vos estimations avant le 10 mars. Le budget de la phase 1 est fixé à 45 000 euros.`,
  '',
  'Cordialement,',
  'Sophie',
].join('\n');
const base64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');

describe('POST /api/outlook/summarize-stream', () => {
  let t: TestApp;
  let user: TestUser;
  const logs: string[] = [];
  const recorder = recordingEngine(0);
  beforeAll(async () => {
    t = await startTestApp({
      aiEngine: recorder.engine,
      env: { SUMMARY_MAX_FILE_MB: '1', SUMMARY_MAX_TEXT_CHARS: '2000', LOG_LEVEL: 'debug' },
      logger: { write: (line) => logs.push(line) },
    });
    user = await signUp();
  });
  afterAll(async () => t.close());

  const request = (fields: Record<string, unknown> = {}) => ({
    authToken: user.idToken,
    userId: user.uid,
    file_name: 'email.txt',
    file_type: 'text/plain',
    file_content: base64(EMAIL),
    language: 'fr',
    summary_type: 'concise',
    use_rag: false,
    ...fields,
  });
  // No Authorization or X-User-Id header: the summary call carries its token in the body (spec §7).
  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/outlook/summarize-stream',
      payload: payload as Record<string, unknown>,
    });
  const stream = async (payload: unknown): Promise<StreamEvent[]> => {
    const response = await post(payload);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream');
    return parseEventStream(response.body);
  };

  describe('authentication in the body', () => {
    it('answers 401 without a token, or with one that is not valid', async () => {
      for (const authToken of [undefined, '', 42, 'not-a-token']) {
        const response = await post(request({ authToken }));
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
      expect((await post(request({ authToken: undefined }))).json()).toEqual({
        detail: 'Missing bearer token',
      });
      expect((await post(request({ authToken: 'not-a-token' }))).json()).toEqual({
        detail: 'Invalid ID token',
      });
    });

    it('ignores a bearer header: the token must be in the body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/outlook/summarize-stream',
        headers: { authorization: `Bearer ${user.idToken}`, 'x-user-id': user.uid },
        payload: request({ authToken: undefined }),
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 when userId is missing or names someone else', async () => {
      const missing = await post(request({ userId: undefined }));
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({ detail: 'Missing userId' });
      const other = await post(request({ userId: 'someone-else' }));
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ detail: 'userId does not match the authenticated user' });
    });

    it('checks the caller before the body: an unauthenticated bad request is a 401, not a 400', async () => {
      expect((await post({ summary_type: 'long' })).statusCode).toBe(401);
    });
  });

  describe('validation', () => {
    it('answers 400 with every problem joined by commas', async () => {
      const response = await post(
        request({ file_name: undefined, summary_type: 'short', file_content: 'not base64!' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail:
          'file_name is required, file_content must be base64, summary_type must be one of concise, detailed, bullet_points, action_items',
      });
    });

    it('refuses unknown fields and wrong types', async () => {
      expect((await post(request({ fileName: 'x.pdf' }))).json()).toEqual({
        detail: 'Unknown field: fileName',
      });
      expect((await post(request({ use_rag: 'no' }))).json()).toEqual({
        detail: 'use_rag must be true or false',
      });
      expect((await post(request({ file_content: undefined }))).json()).toEqual({
        detail: 'file_content is required',
      });
    });

    it('answers 413 for a file over the size limit, decoded', async () => {
      // Just over: its base64 still fits in the body limit, which leaves room for the other fields.
      const response = await post(
        request({ file_content: base64(Buffer.alloc(1024 * 1024 + 12 * 1024, 'a')) }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'File is too large (1.01 MB): the limit is 1 MB' });
      // Exactly at the limit is accepted (and read: these bytes are text).
      expect((await post(request({ file_content: base64(Buffer.alloc(1024 * 1024, 'a')) }))).statusCode).toBe(
        200,
      );
    });

    it('answers 413 for a body over the limit that follows from it, before reading it', async () => {
      const response = await post(request({ file_content: base64(Buffer.alloc(3 * 1024 * 1024, 'a')) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'File is too large: the limit is 1 MB' });
    });
  });

  describe('summaries', () => {
    it.each(SUMMARY_TYPES)('%s: the email file, streamed as chunk events then done', async (summaryType) => {
      const events = await stream(request({ summary_type: summaryType }));
      const expected = summarizeText({ text: EMAIL, summaryType, language: 'fr', source: 'email' });
      expect(events.at(-1)).toEqual({
        type: 'done',
        metadata: { operation: 'summarize', fullText: expected, engine: 'preview' },
      });
      expect(streamedText(events)).toBe(expected);
      expect(events.slice(0, -1).every((event) => event.type === 'chunk')).toBe(true);
      // The open email is "the email", not an attachment named email.txt.
      expect(recorder.calls.at(-1)?.request).toMatchObject({ source: 'email', summaryType });
      expect(recorder.calls.at(-1)?.request.fileName).toBeUndefined();
    });

    it('summarises a real attachment by its content, in the language asked', async () => {
      const pdf = readAttachment('pdf-pdfminer.six/simple5.pdf');
      const events = await stream(
        request({
          file_name: 'notes',
          file_type: '',
          file_content: base64(pdf),
          language: 'English',
          summary_type: 'bullet_points',
        }),
      );
      const done = events.at(-1);
      expect(done?.type).toBe('done');
      expect(streamedText(events)).toContain('- Link to heading that is working with vim-pandoc.');
      expect(recorder.calls.at(-1)?.request).toMatchObject({
        source: 'document',
        fileName: 'notes',
        language: 'en',
      });
    });

    it('says when a long document was cut to fit, with the pages it covers', async () => {
      const pages = Array.from({ length: 12 }, (_, page) =>
        Array.from(
          { length: 10 },
          (_, line) => `Page ${page + 1}, line ${line + 1}: the audit found no issue here.`,
        ),
      );
      const pdf = writePdf({ pages });
      const events = await stream(request({ file_name: 'audit.pdf', file_content: base64(pdf) }));
      // The pages that the configured 2000 characters hold, as the extractor reads them.
      const { parts } = await extractDocument(
        pdf,
        { fileName: 'audit.pdf', fileType: '' },
        { maxChars: 2000 },
      );
      expect(parts).toMatchObject({ total: 12, unit: 'page' });
      const [notice] = streamedText(events).split('\n\n');
      expect(notice).toBe(
        `Document trop long\u00A0: ce résumé ne couvre que les ${parts?.read} premières pages sur 12.`,
      );
      expect(recorder.calls.at(-1)?.request.truncated).toEqual({ parts });
      expect(recorder.calls.at(-1)?.request.text.length).toBeLessThanOrEqual(2000);
    });

    it('ends with "File cannot be processed" for a corrupt, encrypted, unsupported or empty file', async () => {
      const half = readAttachment('docx-mammoth/tables.docx');
      for (const content of [
        half.subarray(0, half.length / 2),
        writePdf({ pages: [['Secret']], userPassword: 'pw' }),
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        ),
        Buffer.alloc(0),
      ]) {
        const events = await stream(request({ file_name: 'file.docx', file_content: base64(content) }));
        expect(events).toEqual([{ type: 'error', message: 'File cannot be processed' }]);
      }
    });

    it('keeps the email, the token and the file name out of the logs', async () => {
      await stream(request({ file_name: 'Salaires-confidentiels.txt' }));
      const text = logs.join('\n');
      expect(text).toContain('file read for summary');
      for (const secret of [SECRET, user.idToken, 'Salaires-confidentiels'])
        expect(text).not.toContain(secret);
    });
  });
});

describe('POST /api/outlook/summarize-stream over a socket', () => {
  let t: TestApp;
  let user: TestUser;
  let url: string;
  // A slow engine (like a model typing), so the client can leave in the middle.
  const recorder = recordingEngine(40);
  beforeAll(async () => {
    t = await startTestApp({ aiEngine: recorder.engine });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/outlook/summarize-stream`;
    user = await signUp();
  });
  afterAll(async () => {
    // fetch keeps the aborted request's socket open on its side; app.close() would wait for it.
    t.app.server.closeAllConnections();
    await t.close();
  });

  it('stops summarising when the client goes away', async () => {
    const controller = new AbortController();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        authToken: user.idToken,
        userId: user.uid,
        file_name: 'email.txt',
        file_type: 'text/plain',
        file_content: base64(EMAIL),
        language: 'fr',
        summary_type: 'detailed',
        use_rag: false,
      }),
      signal: controller.signal,
    });
    const events = readEvents(response);
    expect((await events.next()).value).toMatchObject({ type: 'chunk' });
    const signal = recorder.calls.at(-1)?.signal;
    expect(signal?.aborted).toBe(false);
    controller.abort();
    await expect.poll(() => signal?.aborted, { timeout: 1000 }).toBe(true);
  });
});
