import { resolve } from 'node:path';
import { z } from 'zod';
import { httpUrl, integer, type ConfigVariable, type CrossCheck, type Values } from './define.js';
// JSON, not TypeScript: `npm start` and `npm run model:pull` (plain Node scripts) read the same defaults.
import LOCAL_MODEL_DEFAULTS from './localModel.json' with { type: 'json' };

export const AI_PROVIDERS = [
  'preview',
  'openai',
  'azure',
  'anthropic',
  'mistral',
  'openai-compatible',
  'local',
] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** The AI engine: which provider and model, its credentials, and the limits of one answer. */
export const AI_VARIABLES = [
  {
    name: 'AI_PROVIDER',
    default: 'preview',
    description:
      'AI engine: preview (local, deterministic, no model), openai, azure, anthropic, mistral, openai-compatible (Ollama, vLLM, LM Studio) or local (a GGUF model run inside the backend, see LOCAL_MODEL).',
    schema: z.enum(AI_PROVIDERS, { error: `must be one of ${AI_PROVIDERS.join(', ')}` }),
  },
  {
    name: 'AI_MODEL',
    default: undefined,
    description: 'Model id (the deployment name for azure); required unless AI_PROVIDER=preview.',
    schema: z.string().optional(),
  },
  {
    name: 'AI_API_KEY',
    default: undefined,
    description: 'API key of the provider; required for openai, azure, anthropic and mistral.',
    schema: z.string().optional(),
  },
  {
    name: 'AI_BASE_URL',
    default: undefined,
    description:
      'Provider API base URL, e.g. http://localhost:11434/v1 for Ollama; required for openai-compatible, optional override otherwise.',
    schema: httpUrl().optional(),
  },
  {
    name: 'AZURE_OPENAI_RESOURCE',
    default: undefined,
    description:
      'Azure OpenAI resource name (https://<name>.openai.azure.com); azure needs it or AI_BASE_URL.',
    schema: z
      .string()
      .regex(/^[a-zA-Z0-9][a-zA-Z0-9-]*$/, 'must be an Azure resource name (letters, digits and hyphens)')
      .optional(),
  },
  // Small minimums on purpose: tests exercise the timeouts in milliseconds, not minutes.
  {
    name: 'AI_REQUEST_TIMEOUT_MS',
    default: '60000',
    description: 'Longest a whole model answer may take before the stream ends with an error.',
    schema: integer(100, 3_600_000),
  },
  {
    name: 'AI_STALL_TIMEOUT_MS',
    default: '20000',
    description:
      'Longest wait for the next piece of text (the first one included) before the stream ends with an error.',
    schema: integer(100, 3_600_000),
  },
  {
    name: 'AI_MAX_OUTPUT_TOKENS',
    default: '2048',
    description: 'Upper bound on the length of one model answer, in tokens.',
    schema: integer(1, 1_000_000),
  },
  {
    name: 'AI_PREVIEW_DELAY_MS',
    default: '0',
    description:
      "Pause between the preview engine's word-sized chunks, in ms; npm start sets 30 (unless set) to stream like a model types, 0 streams at once.",
    schema: integer(0, 1000),
  },
  {
    name: 'LOCAL_MODEL',
    default: LOCAL_MODEL_DEFAULTS.model,
    description:
      'GGUF model file of AI_PROVIDER=local: a path, or a file name in LOCAL_MODELS_DIR. Loaded on the first request.',
    schema: z.string().regex(/\.gguf$/i, 'must name a .gguf file'),
  },
  {
    name: 'LOCAL_MODELS_DIR',
    default: LOCAL_MODEL_DEFAULTS.modelsDir,
    description: 'Folder of the local models (relative paths start from the working directory).',
    schema: z.string().min(1),
  },
  {
    name: 'LOCAL_CONTEXTS',
    default: '1',
    description:
      'Answers the local model writes at once (each context takes memory); more requests wait in line.',
    schema: integer(1, 64),
  },
  {
    name: 'LOCAL_CONTEXT_SIZE',
    default: '4096',
    description:
      'Tokens of one local model context: the prompt (email, thread, instructions) and the answer.',
    schema: integer(512, 262_144),
  },
  {
    name: 'LOCAL_QUEUE_TIMEOUT_MS',
    default: '60000',
    description: 'Longest a request waits for a free local model context before it is refused as busy (503).',
    schema: integer(100, 3_600_000),
  },
] as const satisfies readonly ConfigVariable[];

/** The `local` engine's model and how many answers it writes at once. */
export interface LocalModelConfig {
  /** Absolute: LOCAL_MODEL inside LOCAL_MODELS_DIR, or LOCAL_MODEL itself when it is absolute (like SQLITE_PATH). */
  modelPath: string;
  contexts: number;
  contextSize: number;
  queueTimeoutMs: number;
}

export interface AiConfig {
  provider: AiProvider;
  /** Set for every provider but preview. */
  model: string | undefined;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  azureResource: string | undefined;
  requestTimeoutMs: number;
  stallTimeoutMs: number;
  maxOutputTokens: number;
  previewDelayMs: number;
  local: LocalModelConfig;
}

/** What each provider cannot start without (the other settings have defaults or are optional). */
const AI_REQUIREMENTS: Record<AiProvider, readonly ('AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL')[]> = {
  preview: [],
  openai: ['AI_MODEL', 'AI_API_KEY'],
  azure: ['AI_MODEL', 'AI_API_KEY'],
  anthropic: ['AI_MODEL', 'AI_API_KEY'],
  mistral: ['AI_MODEL', 'AI_API_KEY'],
  // Local servers (Ollama, LM Studio) usually take no key.
  'openai-compatible': ['AI_MODEL', 'AI_BASE_URL'],
  // LOCAL_MODEL has a default; whether the file is there is known when it is loaded.
  local: [],
};

export const checkAi: CrossCheck<Values<typeof AI_VARIABLES>> = (env, ctx) => {
  // A bad AI_PROVIDER is already reported; it requires nothing more.
  for (const name of AI_REQUIREMENTS[env.AI_PROVIDER] ?? []) {
    if (env[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when AI_PROVIDER=${env.AI_PROVIDER}`,
      });
    }
  }
  if (
    env.AI_PROVIDER === 'azure' &&
    env.AZURE_OPENAI_RESOURCE === undefined &&
    env.AI_BASE_URL === undefined
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['AZURE_OPENAI_RESOURCE'],
      message: 'is required when AI_PROVIDER=azure (or set AI_BASE_URL)',
    });
  }
  if (env.AI_STALL_TIMEOUT_MS > env.AI_REQUEST_TIMEOUT_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_STALL_TIMEOUT_MS'],
      message: `must not exceed AI_REQUEST_TIMEOUT_MS (${env.AI_REQUEST_TIMEOUT_MS})`,
    });
  }
};

export function aiConfig(v: Values<typeof AI_VARIABLES>): AiConfig {
  return {
    provider: v.AI_PROVIDER,
    model: v.AI_MODEL,
    apiKey: v.AI_API_KEY,
    baseUrl: v.AI_BASE_URL,
    azureResource: v.AZURE_OPENAI_RESOURCE,
    requestTimeoutMs: v.AI_REQUEST_TIMEOUT_MS,
    stallTimeoutMs: v.AI_STALL_TIMEOUT_MS,
    maxOutputTokens: v.AI_MAX_OUTPUT_TOKENS,
    previewDelayMs: v.AI_PREVIEW_DELAY_MS,
    local: {
      modelPath: resolve(v.LOCAL_MODELS_DIR, v.LOCAL_MODEL),
      contexts: v.LOCAL_CONTEXTS,
      contextSize: v.LOCAL_CONTEXT_SIZE,
      queueTimeoutMs: v.LOCAL_QUEUE_TIMEOUT_MS,
    },
  };
}
