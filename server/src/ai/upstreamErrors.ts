import { APICallError } from 'ai';
import { AiError } from './engine.js';

// Provider error texts sometimes echo credentials ("Incorrect API key provided: sk-…"): anything shaped
// like a key is masked even when it is not ours.
const KEY_LIKE = /\b(?:sk|key|api|token)[-_][A-Za-z0-9_-]{6,}/gi;

/** A provider's own message, shortened and stripped of anything key-like, or undefined when there is none. */
export function safeProviderMessage(error: APICallError, apiKey: string | undefined): string | undefined {
  const data = error.data as { error?: { message?: unknown }; message?: unknown } | undefined;
  const raw = data?.error?.message ?? data?.message;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  let text = raw.replace(/\s+/g, ' ').trim();
  if (apiKey !== undefined && apiKey !== '') text = text.split(apiKey).join('[redacted]');
  text = text.replace(KEY_LIKE, '[redacted]');
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

function networkCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Turns whatever the AI SDK threw into an AiError the user may read. The message never carries the API
 * key, the prompt (APICallError.requestBodyValues holds it) or a stack.
 */
export function toAiError(error: unknown, apiKey: string | undefined): AiError {
  if (error instanceof AiError) return error;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) {
      const code = networkCode(error);
      return new AiError('upstream', `Cannot reach the AI provider${code === undefined ? '' : ` (${code})`}`);
    }
    if (status === 401 || status === 403) {
      // The provider's text is left out: it is where keys get echoed.
      return new AiError('upstream', `The AI provider refused the credentials (HTTP ${status})`, status);
    }
    if (status === 429) {
      return new AiError(
        'upstream',
        'The AI provider is rate limiting requests (HTTP 429); try again shortly',
        status,
      );
    }
    const detail = safeProviderMessage(error, apiKey);
    const what = status >= 500 ? 'The AI provider failed' : 'The AI provider refused the request';
    return new AiError(
      'upstream',
      `${what} (HTTP ${status})${detail === undefined ? '' : `: ${detail}`}`,
      status,
    );
  }
  return new AiError('upstream', 'The AI provider sent an answer that could not be read');
}
