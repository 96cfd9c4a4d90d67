import { streamText, type LanguageModel } from 'ai';
import { withDeadlines, type Deadlines } from './deadlines.js';
import { abortedError, AiError, type AiEngine, type TextStream } from './engine.js';
import { composePrompt } from './prompts/compose.js';
import { refinePrompt } from './prompts/refine.js';
import type { Prompt } from './prompts/shared.js';
import { summarizePrompt } from './prompts/summarize.js';
import { templatePrompt } from './prompts/template.js';
import { createModel, type ModelSettings } from './providers.js';
import { toAiError } from './upstream-errors.js';

export interface SdkEngineOptions extends ModelSettings, Deadlines {
  maxOutputTokens: number;
}

/** Why a model may end without text, in words for the user. */
const EMPTY_REASONS: Record<string, string> = {
  'content-filter': 'the AI provider filtered the answer',
  'tool-calls': 'the model asked for a tool instead of writing text',
  length: 'the output token limit was reached before any text',
};

/**
 * One stream of text deltas for a prompt. The AI SDK reports failures as stream parts, not exceptions, so
 * each part is inspected: text goes out, errors become AiError, an answer without text is an error too.
 */
async function* textDeltas(
  model: Exclude<LanguageModel, string>,
  options: SdkEngineOptions,
  prompt: Prompt,
  signal: AbortSignal,
): TextStream {
  const result = streamText({
    model,
    system: prompt.system,
    messages: prompt.messages,
    // Chat turns come from the client: they may never smuggle in a system instruction.
    allowSystemInMessages: false,
    maxOutputTokens: options.maxOutputTokens,
    abortSignal: signal,
    // No silent retry with backoff: the deadlines and the client already bound the wait, and the user
    // can retry from the UI.
    maxRetries: 0,
    // The SDK's default handler console.logs the whole error, request body (the email) included.
    onError: () => undefined,
  });
  let wroteText = false;
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text !== '') {
        wroteText = true;
        yield part.text;
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        throw abortedError();
      } else if (part.type === 'finish' && !wroteText) {
        const reason = EMPTY_REASONS[part.finishReason] ?? 'the model returned no text';
        throw new AiError('empty', `No text from the AI: ${reason}`);
      }
    }
  } catch (error) {
    // An abort surfaces as whatever the fetch threw at that moment; the signal says what really happened.
    if (signal.aborted) throw signal.reason instanceof AiError ? signal.reason : abortedError();
    throw toAiError(error, options.apiKey);
  }
}

/** The AiEngine of every real provider: the AI SDK's streamText, with stall and total deadlines. */
export function createSdkEngine(options: SdkEngineOptions): AiEngine {
  const model = createModel(options);
  const run = (prompt: Prompt, signal: AbortSignal) =>
    withDeadlines((inner) => textDeltas(model, options, prompt, inner), signal, options);
  return {
    name: `${options.provider}:${options.model}`,
    template: (request, signal) => run(templatePrompt(request), signal),
    compose: (request, signal) => run(composePrompt(request), signal),
    summarize: (request, signal) => run(summarizePrompt(request), signal),
    refine: (request, signal) => run(refinePrompt(request), signal),
  };
}
