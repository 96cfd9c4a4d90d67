import { PREVIEW_ENGINE } from '../../../../contract/health.js';
import { abortedError, type AiEngine, type ComposeRequest, type TemplateRequest } from '../engine.js';
import { streamPieces } from './chunks.js';
import { correctText } from './correct.js';
import { senderName } from './names.js';
import { reformulateText } from './reformulate.js';
import { refineText } from './refine.js';
import { buildReply, cleanSubject, findQuestions, quotedMessage } from './reply.js';
import { preloadSpellers } from './spell.js';
import { summarizeText } from './summarize.js';

export interface PreviewEngineOptions {
  /** Pause between streamed pieces; 0 streams as fast as the event loop allows. */
  delayMs: number;
  /**
   * Starts loading the spelling dictionaries now, in the background, so the first correction does not
   * wait seconds for them. Off by default: unit tests and scripts load only what they use.
   */
  preloadDictionaries?: boolean;
}

function templateText(request: TemplateRequest): string {
  return buildReply({
    tone: request.tone,
    language: request.language,
    name: senderName(request.email.from),
    subject: cleanSubject(request.email.subject),
    questions: findQuestions(request.email.body),
    instructions: request.instructions,
    isReply: true,
    userName: request.userName,
  });
}

async function composeText(request: ComposeRequest): Promise<string> {
  switch (request.operation) {
    case 'correct':
      return (await correctText(request.body, request.language)).text;
    case 'reformulate':
      return reformulateText(request.body, request.tone, request.userName);
    case 'generate': {
      // A compose window that quotes a message is a reply to it: greet its sender, answer its questions.
      const quoted = quotedMessage(request.body);
      return buildReply({
        tone: request.tone,
        language: request.language,
        name: quoted?.name,
        subject: quoted?.subject,
        questions: quoted === undefined ? [] : findQuestions(quoted.text),
        instructions: request.instructions,
        isReply: quoted !== undefined,
        userName: request.userName,
      });
    }
  }
}

/**
 * The default engine: no model and no network, deterministic, and honest about it (its name, "preview",
 * is in every done event). It still does useful work: reply skeletons with placeholders for what it cannot
 * know, real spelling and typography fixes, restructuring, refinements and extractive summaries.
 */
export function createPreviewEngine({
  delayMs,
  preloadDictionaries = false,
}: PreviewEngineOptions): AiEngine {
  if (preloadDictionaries) void preloadSpellers();
  const stream = async function* (produce: () => string | Promise<string>, signal: AbortSignal) {
    if (signal.aborted) throw abortedError();
    const text = await produce();
    yield* streamPieces(text, signal, delayMs);
  };
  return {
    name: PREVIEW_ENGINE,
    template: (request, signal) => stream(() => templateText(request), signal),
    compose: (request, signal) => stream(() => composeText(request), signal),
    summarize: (request, signal) => stream(() => summarizeText(request), signal),
    refine: (request, signal) => stream(() => refineText(request.messages, request.userRequest), signal),
  };
}
