import { availableParallelism } from 'node:os';
import { LlamaChatSession, type ChatHistoryItem } from 'node-llama-cpp';
import { LOCAL_ENGINE_PREFIX } from '../../../contract/health.js';
import { withDeadlines, type Deadlines } from './deadlines.js';
import { AiError, type AiEngine, type TextStream } from './engine.js';
import { createModelPool, type Lease, type ModelPool } from './local/modelPool.js';
import { modelName } from './local/modelFile.js';
import { TextQueue } from './local/textQueue.js';
import { composePrompt } from './prompts/compose.js';
import { refinePrompt } from './prompts/refine.js';
import type { Prompt } from './prompts/shared.js';
import { summarizePrompt } from './prompts/summarize.js';
import { templatePrompt } from './prompts/template.js';

export interface LocalEngineOptions extends Deadlines {
  /** Absolute or working-directory-relative path of the .gguf file. */
  modelPath: string;
  /** Answers generated at once; more requests wait in line. Default 1. */
  contexts?: number;
  /** Tokens of one context (prompt and answer). Default 4096. */
  contextSize?: number;
  /** Longest wait in line before a request is refused as busy. Default 60 s. */
  queueTimeoutMs?: number;
  /** CPU threads of llama.cpp. Default: every core (os.availableParallelism()). */
  threads?: number;
  maxOutputTokens: number;
}

/** The AiEngine, whose dispose() releases the model's memory (the app's onClose, tests). */
export interface LocalEngine extends AiEngine {
  /** The queue and contexts, for tests. */
  readonly pool: ModelPool;
  dispose: () => Promise<void>;
}

/** The prompt as a chat history for the model's own template: system, earlier turns; the last user turn is asked. */
function chatHistory(prompt: Prompt): { history: ChatHistoryItem[]; question: string } {
  const earlier = prompt.messages.slice(0, -1);
  const last = prompt.messages.at(-1);
  const history: ChatHistoryItem[] = [
    { type: 'system', text: prompt.system },
    ...earlier.map((message): ChatHistoryItem =>
      message.role === 'user'
        ? { type: 'user', text: message.content }
        : { type: 'model', response: [message.content] },
    ),
  ];
  // Every prompt builder ends with the user's turn; were it not so, the whole chat is history.
  if (last?.role === 'user') return { history, question: last.content };
  if (last !== undefined) history.push({ type: 'model', response: [last.content] });
  return { history, question: '' };
}

/** Room an answer needs at least: a prompt that leaves less is refused before any work. */
const MIN_ANSWER_TOKENS = 256;

/** The prompt's length in tokens, rendered through the model's chat template as generation will see it. */
function promptTokens(
  { sequence, chatWrapper }: Lease,
  history: ChatHistoryItem[],
  question: string,
): number {
  const { contextText } = chatWrapper.generateContextState({
    chatHistory: [...history, { type: 'user', text: question }, { type: 'model', response: [] }],
  });
  return contextText.tokenize(sequence.model.tokenizer).length;
}

/**
 * Generates the answer into `queue`, then settles (never rejects): the caller releases the sequence only
 * once llama.cpp has stopped using it. Aborting `signal` stops generation before the next token.
 */
async function speak(
  lease: Lease,
  prompt: Prompt,
  { maxTokens, contextSize }: { maxTokens: number; contextSize: number },
  signal: AbortSignal,
  queue: TextQueue,
): Promise<void> {
  const { history, question } = chatHistory(prompt);
  // Checked here rather than left to node-llama-cpp, whose overflow error is only a sentence to parse.
  if (promptTokens(lease, history, question) + Math.min(maxTokens, MIN_ANSWER_TOKENS) > contextSize) {
    queue.fail(
      new AiError(
        'upstream',
        `The text is too long for the local AI model's context of ${contextSize} tokens (LOCAL_CONTEXT_SIZE)`,
      ),
    );
    return;
  }
  const session = new LlamaChatSession({
    contextSequence: lease.sequence,
    chatWrapper: lease.chatWrapper,
    autoDisposeSequence: false,
  });
  try {
    session.setChatHistory(history);
    let wroteText = false;
    await session.prompt(question, {
      maxTokens,
      signal,
      onTextChunk: (chunk) => {
        if (chunk !== '') wroteText = true;
        queue.push(chunk);
      },
    });
    if (!wroteText) queue.fail(new AiError('empty', 'No text from the AI: the model returned no text'));
    queue.end();
  } catch {
    // After an abort nobody reads the queue; otherwise llama.cpp failed (a native error).
    queue.fail(new AiError('upstream', 'The local AI model failed to answer'));
  } finally {
    session.dispose({ disposeSequence: false });
  }
}

/**
 * The `local` engine (issue #15): a GGUF model run in-process by llama.cpp (node-llama-cpp), with the
 * cloud engine's prompts written through the model's own chat template. Waiting for a context is outside
 * the stall and total deadlines, which time the answer itself; the queue has its own timeout.
 */
export function createLocalEngine(options: LocalEngineOptions): LocalEngine {
  const contextSize = options.contextSize ?? 4096;
  const pool = createModelPool({
    modelPath: options.modelPath,
    contexts: options.contexts ?? 1,
    contextSize,
    queueTimeoutMs: options.queueTimeoutMs ?? 60_000,
    threads: options.threads ?? availableParallelism(),
  });

  async function* run(prompt: Prompt, signal: AbortSignal): TextStream {
    const lease = await pool.acquire(signal);
    const generation = new AbortController();
    const queue = new TextQueue();
    const spoken = speak(
      lease,
      prompt,
      { maxTokens: options.maxOutputTokens, contextSize },
      generation.signal,
      queue,
    );
    try {
      yield* withDeadlines(() => queue, signal, options);
    } finally {
      // Done, failed, timed out, aborted or abandoned by the consumer: stop the model, then lend its context on.
      generation.abort();
      void spoken.finally(lease.release);
    }
  }

  return {
    name: `${LOCAL_ENGINE_PREFIX}${modelName(options.modelPath)}`,
    pool,
    template: (request, signal) => run(templatePrompt(request), signal),
    compose: (request, signal) => run(composePrompt(request), signal),
    summarize: (request, signal) => run(summarizePrompt(request), signal),
    refine: (request, signal) => run(refinePrompt(request), signal),
    dispose: () => pool.dispose(),
  };
}
