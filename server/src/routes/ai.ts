import type { FastifyInstance } from 'fastify';
import { COMPOSE_DEFAULT_USER_ID } from '../../../contract/ai.js';
import { API_PATHS } from '../../../contract/paths.js';
import { composeBody, refineBody, templateBody, type RefineResponse } from '../../../contract/schemas/ai.js';
import type { AiEngine, ChatMessage } from '../ai/engine.js';
import { AiError, textToRefine, wholeText } from '../ai/engine.js';
import { requireUser } from '../auth/plugin.js';
import { HttpError } from '../errors.js';
import { parseAiBody } from './validation.js';
import { abortOnClientGone, logAiFailure, sendEventStream } from './streamSse.js';

export interface AiRoutesOptions {
  engine: AiEngine;
}

/**
 * The body's userId is only a claim, like X-User-Id: when present it must be the verified uid, and it is
 * never used to act as someone else. The token's uid is the identity.
 */
function checkUserId(claimed: string | null | undefined, uid: string): void {
  if (claimed !== undefined && claimed !== null && claimed !== uid) {
    throw new HttpError(403, 'userId does not match the authenticated user');
  }
}

/**
 * Refine answers JSON, so an AI failure is an HTTP status: 504 for a timeout, 503 when the local model is
 * busy or cannot run (the service, not the provider, is unavailable), 502 otherwise.
 */
function refineFailure(error: unknown): unknown {
  if (!(error instanceof AiError)) return error;
  const status =
    error.kind === 'timeout' ? 504 : error.kind === 'busy' || error.kind === 'unavailable' ? 503 : 502;
  return new HttpError(status, error.message);
}

/** The AI endpoints of spec §7: reply template and compose streams, and the refine chat. */
export async function aiRoutes(app: FastifyInstance, { engine }: AiRoutesOptions): Promise<void> {
  // onRequest: unauthenticated calls are refused before their (possibly large) body is read.
  app.addHook('onRequest', app.authenticate);

  app.post(API_PATHS.templateStream, async (request, reply) => {
    const { uid } = requireUser(request);
    const body = parseAiBody(templateBody, request.body);
    checkUserId(body.userId, uid);
    return sendEventStream(reply, {
      operation: 'template',
      engineName: engine.name,
      log: request.log,
      open: (signal) =>
        engine.template(
          {
            tone: body.tone,
            language: body.language,
            email: { subject: body.subject, from: body.from, body: body.body },
            conversationHistory: body.conversationHistory,
            ...(body.additionalInfo === undefined ? {} : { instructions: body.additionalInfo }),
            userName: body.userName,
          },
          signal,
        ),
    });
  });

  app.post(API_PATHS.composeStream, async (request, reply) => {
    const { uid } = requireUser(request);
    const body = parseAiBody(composeBody, request.body);
    checkUserId(body.userId === COMPOSE_DEFAULT_USER_ID ? undefined : body.userId, uid);
    return sendEventStream(reply, {
      operation: body.operation,
      engineName: engine.name,
      log: request.log,
      open: (signal) =>
        engine.compose(
          {
            operation: body.operation,
            tone: body.tone,
            language: body.language,
            from: body.from,
            body: body.body,
            ...(body.additionalInfo === undefined ? {} : { instructions: body.additionalInfo }),
            userName: body.userName,
          },
          signal,
        ),
    });
  });

  app.post(API_PATHS.refine, async (request, reply) => {
    requireUser(request);
    const body = parseAiBody(refineBody, request.body);
    const messages: ChatMessage[] = body.messages.map(({ role, content }) => ({ role, content }));
    const client = abortOnClientGone(reply);
    let refined: string;
    try {
      refined = await wholeText(engine.refine({ messages, userRequest: body.user_request }, client.signal));
    } catch (error) {
      // Nobody is left to answer; 499 (nginx's "client closed request") keeps this out of the error logs.
      if (client.signal.aborted) return reply.status(499).send({ detail: 'Client closed the request' });
      logAiFailure(request.log, 'refine', error);
      throw refineFailure(error);
    }
    if (refined.trim() === '') throw new HttpError(502, 'No text from the AI');
    const answer: RefineResponse = { refined_template: refined };
    if (refined.trim() === textToRefine(messages).trim()) answer.unchanged = true;
    return answer;
  });
}
