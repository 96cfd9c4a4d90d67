import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AiConfig } from '../config/ai.js';

/** The cloud and server providers the AI SDK reaches; preview and local run inside the backend. */
export type ModelProvider = Exclude<AiConfig['provider'], 'preview' | 'local'>;

/** What a model needs from the configuration; loadConfig guarantees model and the provider's key or URL. */
export interface ModelSettings {
  provider: ModelProvider;
  model: string;
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  azureResource?: string | undefined;
}

// Only what was configured: an `undefined` setting must fall back to the SDK default, not override it.
const defined = <T extends Record<string, unknown>>(settings: T) =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

/**
 * The AI SDK model for a provider. OpenAI and Azure go through the Chat Completions API, the wire format
 * every OpenAI-compatible server also speaks, so one fake server tests all three paths.
 */
export function createModel(settings: ModelSettings): LanguageModelV3 {
  const { model, apiKey, baseUrl } = settings;
  switch (settings.provider) {
    case 'openai':
      return createOpenAI(defined({ apiKey, baseURL: baseUrl })).chat(model);
    case 'azure':
      return createAzure(defined({ apiKey, baseURL: baseUrl, resourceName: settings.azureResource })).chat(
        model,
      );
    case 'anthropic':
      return createAnthropic(defined({ apiKey, baseURL: baseUrl }))(model);
    case 'mistral':
      return createMistral(defined({ apiKey, baseURL: baseUrl }))(model);
    case 'openai-compatible':
      return createOpenAICompatible(
        defined({ name: 'openai-compatible', apiKey, baseURL: baseUrl ?? '' }),
      ).chatModel(model);
  }
}
