import type { LanguageModelV3, LanguageModelV3Prompt } from '@ai-sdk/provider';
import { withDeadlines, type Deadlines } from './deadlines.js';
import { abortedError, AiError, type AiEngine, type TextStream } from './engine.js';
import { composePrompt } from './prompts/compose.js';
import { refinePrompt } from './prompts/refine.js';
import type { Prompt } from './prompts/shared.js';
import { summarizePrompt } from './prompts/summarize.js';
import { templatePrompt } from './prompts/template.js';
import { createModel, type ModelSettings } from './providers.js';
import { toAiError } from './upstreamErrors.js';

export interface SdkEngineOptions extends ModelSettings, Deadlines {
  maxOutputTokens: number;
}

/** Why a model may end without text, in words for the user. */
const EMPTY_REASONS: Record<string, string> = {
  'content-filter': 'the AI provider filtered the answer',
  'tool-calls': 'the model asked for a tool instead of writing text',
  length: 'the output token limit was reached before any text',
};

/** The SDK's standard prompt: the system text, then each turn as one text part. */
function standardPrompt(prompt: Prompt): LanguageModelV3Prompt {
  return [
    { role: 'system', content: prompt.system },
    ...prompt.messages.map(({ role, content }) => ({
      role,
      content: [{ type: 'text' as const, text: content }],
    })),
  ];
}

/**
 * One stream of text deltas for a prompt, straight from the provider's `doStream` (the AI SDK's model
 * interface, LanguageModelV3). `streamText` would add nothing we use here (tools, steps, telemetry,
 * retries, which are off) and costs 2–4 ms before the first token on Node 20; the provider still does
 * the wire format, the SSE parsing and the chunk validation. Failures arrive as stream parts, not
 * exceptions, so each part is inspected: text goes out, errors become AiError, an answer without text is
 * an error too.
 */
async function* textDeltas(
  model: LanguageModelV3,
  options: SdkEngineOptions,
  prompt: Prompt,
  signal: AbortSignal,
): TextStream {
  let wroteText = false;
  try {
    const { stream } = await model.doStream({
      prompt: standardPrompt(prompt),
      maxOutputTokens: options.maxOutputTokens,
      abortSignal: signal,
    });
    for await (const part of stream) {
      if (part.type === 'text-delta' && part.delta !== '') {
        wroteText = true;
        yield part.delta;
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'finish' && !wroteText) {
        const reason = EMPTY_REASONS[part.finishReason.unified] ?? 'the model returned no text';
        throw new AiError('empty', `No text from the AI: ${reason}`);
      }
    }
  } catch (error) {
    // An abort surfaces as whatever the fetch threw at that moment; the signal says what really happened.
    if (signal.aborted) throw signal.reason instanceof AiError ? signal.reason : abortedError();
    throw toAiError(error, options.apiKey);
  }
}

/** The AiEngine of every real provider: the AI SDK provider models, with stall and total deadlines. */
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
