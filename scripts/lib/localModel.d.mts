// Types of localModel.mjs, for the TypeScript tests.

export interface LocalModelCandidate {
  /** Shown to the person running `npm start`, e.g. "Ollama". */
  server: string;
  /** OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1. */
  baseUrl: string;
}

export interface LocalModel extends LocalModelCandidate {
  model: string;
}

export function ollamaBaseUrl(value: string | undefined): string;
export function defaultCandidates(env?: NodeJS.ProcessEnv): LocalModelCandidate[];
export function findLocalModel(options?: {
  candidates?: LocalModelCandidate[];
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** AI_MODEL: taken when the server lists it. */
  preferredModel?: string;
}): Promise<LocalModel | undefined>;
export function localModelFile(env: NodeJS.ProcessEnv): {
  /** Absolute. */
  path: string;
  /** Relative to the working directory when inside it, e.g. .data/models/x.gguf. */
  shown: string;
};
/** The model file's printable path when the file is there. */
export function presentModelFile(env: NodeJS.ProcessEnv): string | undefined;
export function shouldDetect(env: NodeJS.ProcessEnv): boolean;
export function aiEnvironment(
  env: NodeJS.ProcessEnv,
  found: LocalModel | undefined,
  modelFile?: string,
): Record<string, string>;
export function aiStatusLine(
  env: NodeJS.ProcessEnv,
  found: LocalModel | undefined,
  candidates?: LocalModelCandidate[],
  modelFile?: string,
): string;
