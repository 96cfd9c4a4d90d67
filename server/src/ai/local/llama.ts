import { availableParallelism } from 'node:os';
import { getLlama, LlamaLogLevel, type Llama } from 'node-llama-cpp';

let shared: Promise<Llama> | undefined;

/**
 * The process's llama.cpp binding, loaded once: every local engine (one per app, several in tests) shares
 * it. CPU only, from the prebuilt binaries npm installed: never a build or a download at run time (the
 * server may have no compiler and no internet). maxThreads defaults to 4 in node-llama-cpp, which on a
 * 2-core machine oversubscribes the cores and generates ~27 times slower: it is capped at the real core
 * count here, and each context may use fewer (LocalEngineOptions.threads).
 */
export function sharedLlama(): Promise<Llama> {
  shared ??= getLlama({
    gpu: false,
    build: 'never',
    skipDownload: true,
    progressLogs: false,
    maxThreads: availableParallelism(),
    // llama.cpp's info logs are for developers; warnings and errors still reach stderr.
    logLevel: LlamaLogLevel.warn,
  }).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
