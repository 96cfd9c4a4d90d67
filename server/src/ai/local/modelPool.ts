import {
  resolveChatWrapper,
  type ChatWrapper,
  type LlamaContextSequence,
  type LlamaModel,
} from 'node-llama-cpp';
import { abortedError, AiError } from '../engine.js';
import { sharedLlama } from './llama.js';
import { basename } from 'node:path';
import { checkModelFile } from './modelFile.js';

export interface ModelPoolOptions {
  modelPath: string;
  /** How many answers run at once, each in its own llama.cpp context (memory grows with it). */
  contexts: number;
  /** Tokens one context holds: prompt and answer together. */
  contextSize: number;
  /** Longest a request waits for a free context before it is refused as busy. */
  queueTimeoutMs: number;
  threads: number;
}

/** A context sequence lent to one request; release() gives it to the next one. Call it once. */
export interface Lease {
  sequence: LlamaContextSequence;
  /** The model's chat format, resolved once: resolving it per request costs ~0.5 s of template checks. */
  chatWrapper: ChatWrapper;
  release: () => void;
}

export interface ModelPool {
  /** Waits in FIFO order for a free sequence; rejects as 'busy' after queueTimeoutMs, 'aborted' on signal. */
  acquire: (signal: AbortSignal) => Promise<Lease>;
  /** Requests waiting for a context (for tests and logs). */
  readonly waiting: number;
  /** Contexts loaded and free (for tests and logs): 0 before the model loads. */
  readonly idle: number;
  dispose: () => Promise<void>;
}

export const BUSY_MESSAGE = 'The local model is busy';

interface Loaded {
  model: LlamaModel;
  chatWrapper: ChatWrapper;
  sequences: LlamaContextSequence[];
}

interface Waiter {
  grant: (sequence: LlamaContextSequence) => void;
  refuse: (error: AiError) => void;
}

/**
 * One model, loaded on first use and shared, and a bounded set of contexts: a CPU runs one or two answers
 * at a useful speed, so more requests wait in line instead of all slowing down, and a request that has
 * waited too long is refused rather than left hanging.
 */
export function createModelPool(options: ModelPoolOptions): ModelPool {
  let loading: Promise<Loaded> | undefined;
  const free: LlamaContextSequence[] = [];
  const waiters: Waiter[] = [];

  async function load(): Promise<Loaded> {
    // Checked before llama.cpp sees the file: some of its own checks abort the process.
    await checkModelFile(options.modelPath);
    const llama = await sharedLlama();
    let model: LlamaModel;
    try {
      model = await llama.loadModel({ modelPath: options.modelPath });
    } catch {
      throw new AiError(
        'unavailable',
        `The local AI model ${basename(options.modelPath)} could not be loaded`,
      );
    }
    try {
      const sequences: LlamaContextSequence[] = [];
      for (let i = 0; i < options.contexts; i++) {
        const context = await model.createContext({
          contextSize: options.contextSize,
          sequences: 1,
          threads: options.threads,
        });
        sequences.push(context.getSequence());
      }
      free.push(...sequences);
      return { model, chatWrapper: resolveChatWrapper(model), sequences };
    } catch {
      await model.dispose();
      throw new AiError(
        'unavailable',
        `Not enough memory for ${options.contexts} local model context(s) of ${options.contextSize} tokens (LOCAL_CONTEXTS, LOCAL_CONTEXT_SIZE)`,
      );
    }
  }

  function loaded(): Promise<Loaded> {
    // A failed load is forgotten, so the next request tries again (e.g. once the file has been copied in).
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  }

  function lend({ chatWrapper }: Loaded, sequence: LlamaContextSequence): Lease {
    let released = false;
    return {
      sequence,
      chatWrapper,
      release: () => {
        if (released) return;
        released = true;
        // The next request starts from an empty context: no token of this answer is left behind.
        void sequence.clearHistory().then(
          () => handOver(sequence),
          () => handOver(sequence),
        );
      },
    };
  }

  function handOver(sequence: LlamaContextSequence): void {
    // Lent before dispose(): its model is gone, and a reload makes new contexts.
    if (sequence.disposed) return;
    const next = waiters.shift();
    if (next === undefined) free.push(sequence);
    else next.grant(sequence);
  }

  async function acquire(signal: AbortSignal): Promise<Lease> {
    const model = await loaded();
    if (signal.aborted) throw abortedError();
    const sequence = free.shift();
    if (sequence !== undefined) return lend(model, sequence);
    return new Promise<Lease>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        const index = waiters.indexOf(waiter);
        if (index >= 0) waiters.splice(index, 1);
      };
      const waiter: Waiter = {
        grant: (granted) => {
          leave();
          resolve(lend(model, granted));
        },
        refuse: (error) => {
          leave();
          reject(error);
        },
      };
      const onAbort = () => waiter.refuse(abortedError());
      const timer = setTimeout(
        () => waiter.refuse(new AiError('busy', BUSY_MESSAGE)),
        options.queueTimeoutMs,
      );
      signal.addEventListener('abort', onAbort, { once: true });
      waiters.push(waiter);
    });
  }

  return {
    acquire,
    get waiting() {
      return waiters.length;
    },
    get idle() {
      return free.length;
    },
    dispose: async () => {
      const current = loading;
      loading = undefined;
      free.length = 0;
      for (const waiter of [...waiters]) {
        waiter.refuse(new AiError('unavailable', 'The local AI model was unloaded (the server is stopping)'));
      }
      const pending = await current?.catch(() => undefined);
      // The shared llama.cpp binding stays loaded for the other engines of the process.
      await pending?.model.dispose();
    },
  };
}
