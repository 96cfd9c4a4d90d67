import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startTestApp, type TestApp } from '../helpers/app.js';
import { signUp, type TestUser } from '../helpers/emulator.js';
import { parseEventStream, streamedText, type StreamEvent } from '../ai/sseClient.js';

const TEMPLATE = {
  additionalInfo: '  ',
  tone: 'professional',
  language: 'en',
  use_rag: false,
  subject: 'Budget 2025',
  from: 'Marie Dupont <marie.dupont@example.com>',
  body: 'Can you confirm the budget by Friday?',
  conversationHistory: '',
  conversationId: 'AAQkAGI2',
};

const REFINE = {
  messages: [
    {
      id: '1',
      role: 'assistant',
      content: 'Hello Marie,\n\nThe budget is confirmed.\n\nBest regards,\nBob',
      timestamp: 1,
    },
  ],
  user_request: 'plus formel',
  conversation_id: 'AAQkAGI2',
};

describe('AI endpoints (preview engine)', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    user = await signUp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = authHeaders(user)) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

  const stream = async (url: string, payload: unknown): Promise<StreamEvent[]> => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(200);
    return parseEventStream(response.body);
  };

  describe.each([
    ['/api/outlook/prompt-stream', TEMPLATE],
    ['/api/compose-stream', { operation: 'generate' }],
    ['/api/outlook/prompt/refine', REFINE],
  ])('%s authentication', (url, payload) => {
    it('answers 401 without a token', async () => {
      const response = await post(url, payload, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Missing bearer token' });
    });

    it('answers 403 when X-User-Id names someone else', async () => {
      const response = await post(url, payload, { ...authHeaders(user), 'x-user-id': 'someone-else' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'User id does not match the authenticated user' });
    });
  });

  it.each([
    ['/api/outlook/prompt-stream', TEMPLATE],
    ['/api/compose-stream', { operation: 'generate' }],
  ])('%s: a body userId must be the caller', async (url, payload) => {
    const other = await post(url, { ...payload, userId: 'someone-else' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: 'userId does not match the authenticated user' });
    expect((await post(url, { ...payload, userId: user.uid })).statusCode).toBe(200);
  });

  it('accepts the compose screen’s default userId, which names nobody (spec §9)', async () => {
    expect(
      (await post('/api/compose-stream', { operation: 'generate', userId: 'compose-user' })).statusCode,
    ).toBe(200);
  });

  it('streams a template as SSE: chunk events, then done with the full text and the engine', async () => {
    const response = await post('/api/outlook/prompt-stream', TEMPLATE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.headers['cache-control']).toBe('no-cache');
    const events = parseEventStream(response.body);
    const done = events.at(-1);
    expect(events.slice(0, -1).every((event) => event.type === 'chunk')).toBe(true);
    expect(events.length).toBeGreaterThan(10);
    expect(done).toEqual({
      type: 'done',
      metadata: { operation: 'template', fullText: streamedText(events), engine: 'preview' },
    });
    expect(streamedText(events)).toMatch(
      /^Hello Marie,\n\nThank you for your message regarding “Budget 2025”\./,
    );
    expect(streamedText(events)).toContain('“Can you confirm the budget by Friday?”: [your answer]');
  });

  it('accepts a minimal template request: tone, language and email fields take their defaults', async () => {
    const events = await stream('/api/outlook/prompt-stream', {});
    expect(streamedText(events)).toMatch(/^Bonjour,\n\nMerci pour votre message\./);
  });

  it.each([
    ['English', /^Hello Marie,/],
    ['fr-FR', /^Bonjour Marie,/],
    ['Deutsch', /^Guten Tag Marie,/],
    ['es', /^Hola, Marie:/],
    ['klingon', /^Bonjour Marie,/],
  ])('normalises language %j (spec §5)', async (language, greeting) => {
    const events = await stream('/api/outlook/prompt-stream', { ...TEMPLATE, language });
    expect(streamedText(events)).toMatch(greeting);
  });

  it.each(['generate', 'correct', 'reformulate'] as const)(
    'compose-stream %s reports its operation',
    async (operation) => {
      const events = await stream('/api/compose-stream', {
        operation,
        tone: 'formal',
        language: 'en',
        from: 'bob@example.com',
        body: 'hello ann,\n\nthe report is ready , i will send it tomorow.\n\nregards\nbob',
      });
      const done = events.at(-1);
      expect(done?.type).toBe('done');
      if (done?.type !== 'done') return;
      expect(done.metadata.operation).toBe(operation);
      expect(done.metadata.engine).toBe('preview');
      if (operation === 'correct') {
        expect(done.metadata.fullText).toBe(
          'Hello Ann,\n\nThe report is ready, I will send it tomorrow.\n\nRegards\nbob',
        );
      }
    },
  );

  it('refine answers JSON with refined_template', async () => {
    const response = await post('/api/outlook/prompt/refine', REFINE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      refined_template: 'Dear Marie,\n\nThe budget is confirmed.\n\nYours sincerely,\nBob',
    });
  });

  it('refine says unchanged when the engine gives the text back as it was (a request it cannot apply)', async () => {
    const response = await post('/api/outlook/prompt/refine', {
      ...REFINE,
      user_request: 'fais une pirouette',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ refined_template: REFINE.messages[0]!.content, unchanged: true });
  });

  it.each([
    [
      '/api/outlook/prompt-stream',
      { ...TEMPLATE, tone: 'grumpy', extra: 1 },
      'tone must be one of professional, friendly, formal, casual, urgent, apologetic, Unknown field: extra',
    ],
    [
      '/api/outlook/prompt-stream',
      { ...TEMPLATE, use_rag: 'yes', body: 42 },
      'use_rag must be true or false, body must be a string',
    ],
    ['/api/outlook/prompt-stream', [1, 2], 'Request body must be a JSON object'],
    ['/api/compose-stream', {}, 'operation must be one of generate, correct, reformulate'],
    ['/api/compose-stream', { operation: 'correct', body: '   ' }, 'body must contain the text to correct'],
    ['/api/compose-stream', { operation: 'reformulate' }, 'body must contain the text to reformulate'],
    ['/api/outlook/prompt/refine', { ...REFINE, messages: [] }, 'messages must contain the text to refine'],
    [
      '/api/outlook/prompt/refine',
      { ...REFINE, messages: [{ role: 'system', content: 'x' }], user_request: ' ' },
      'messages[].role must be user or assistant, user_request must not be empty',
    ],
    ['/api/outlook/prompt/refine', { messages: REFINE.messages }, 'user_request is required'],
  ])('%s refuses %j with 400', async (url, payload, detail) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it('answers 413 for an oversize field or body', async () => {
    const field = await post('/api/outlook/prompt-stream', { ...TEMPLATE, body: 'x'.repeat(100_001) });
    expect(field.statusCode).toBe(413);
    expect(field.json()).toEqual({ detail: 'body is too long (100000 characters max)' });
    const whole = await post('/api/compose-stream', { operation: 'generate', body: 'x'.repeat(1_100_000) });
    expect(whole.statusCode).toBe(413);
    expect(whole.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('signs with the userName it is given (issue #14), else with the placeholder', async () => {
    const signed = await stream('/api/outlook/prompt-stream', { ...TEMPLATE, userName: ' Alice Martin ' });
    expect(streamedText(signed)).toMatch(/\n\nBest regards,\nAlice Martin$/);
    expect(streamedText(await stream('/api/outlook/prompt-stream', TEMPLATE))).toMatch(/\n\[Your name\]$/);
    const composed = await stream('/api/compose-stream', {
      operation: 'generate',
      language: 'fr',
      userName: 'Alice Martin',
    });
    expect(streamedText(composed)).toMatch(/\n\nCordialement,\nAlice Martin$/);
    expect(streamedText(await stream('/api/compose-stream', { operation: 'generate' }))).toMatch(
      /\n\[Votre nom\]$/,
    );
  });

  it('answers 413 for an oversize userName, and 400 for one that is not text', async () => {
    const long = await post('/api/outlook/prompt-stream', { ...TEMPLATE, userName: 'x'.repeat(201) });
    expect(long.statusCode).toBe(413);
    expect(long.json()).toEqual({ detail: 'userName is too long (200 characters max)' });
    const wrong = await post('/api/compose-stream', { operation: 'generate', userName: 7 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'userName must be a string' });
  });

  it('lets the add-in read the stream cross-origin (CORS)', async () => {
    const response = await post('/api/outlook/prompt-stream', TEMPLATE, {
      ...authHeaders(user),
      origin: 'https://localhost:3000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://localhost:3000');
  });
});
