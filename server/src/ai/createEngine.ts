import type { AiConfig } from '../config/ai.js';
import type { AiEngine } from './engine.js';
import { createLocalEngine } from './localEngine.js';
import { createPreviewEngine } from './preview/engine.js';
import { createSdkEngine } from './sdkEngine.js';

export interface CreateEngineOptions {
  /** The preview engine loads its spelling dictionaries now rather than on the first correction. */
  preloadDictionaries?: boolean;
}

/** The engine AI_PROVIDER selects. loadConfig has checked that a real provider has its model and key or URL. */
export function createEngine(
  ai: AiConfig,
  { preloadDictionaries = false }: CreateEngineOptions = {},
): AiEngine {
  if (ai.provider === 'preview') {
    return createPreviewEngine({ delayMs: ai.previewDelayMs, preloadDictionaries });
  }
  if (ai.provider === 'local') {
    return createLocalEngine({
      ...ai.local,
      stallMs: ai.stallTimeoutMs,
      totalMs: ai.requestTimeoutMs,
      maxOutputTokens: ai.maxOutputTokens,
    });
  }
  // Unreachable through loadConfig; guards configs built by hand (tests, scripts).
  if (ai.model === undefined) throw new Error(`AI_MODEL is required when AI_PROVIDER=${ai.provider}`);
  return createSdkEngine({
    provider: ai.provider,
    model: ai.model,
    apiKey: ai.apiKey,
    baseUrl: ai.baseUrl,
    azureResource: ai.azureResource,
    stallMs: ai.stallTimeoutMs,
    totalMs: ai.requestTimeoutMs,
    maxOutputTokens: ai.maxOutputTokens,
  });
}
