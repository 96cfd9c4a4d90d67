import type { RootState } from '../../app/rootReducer';
import type { UserMessage } from '../../shared/userMessage';
import type { Language } from '../../../contract/language';
import { selectProfileName } from '../preferences/preferencesSelectors';
import { classifyStreamError } from '../../effects/streamErrors';
import { COMPOSE_DEFAULT_USER_ID, type ComposeOperation } from '../../../contract/ai';
import type { ComposeRequestBody } from '../../../contract/schemas/ai';
import { selectCompose } from './composeSelectors';

/**
 * Spec §9 default instructions for an empty comment. They go to the AI, not to the user, so they are
 * the spec's French whatever the interface language. Correcting needs no instruction.
 */
export const DEFAULT_INSTRUCTIONS: Record<ComposeOperation, string> = {
  generate: 'Générer une réponse appropriée',
  correct: '',
  reformulate: 'Améliorer la clarté et le style du texte tout en conservant le sens',
};

/**
 * The compose request of spec §3; `body` is the main text of the item being written, `language` the
 * reply language resolved for it (replyLanguageFor).
 */
export function composeRequest(
  state: RootState,
  operation: ComposeOperation,
  body: string,
  language: Language,
): ComposeRequestBody {
  const { comment, tone } = selectCompose(state);
  const userName = selectProfileName(state);
  return {
    additionalInfo: comment.trim() || DEFAULT_INSTRUCTIONS[operation],
    tone,
    language,
    userId: state.auth.user?.uid ?? COMPOSE_DEFAULT_USER_ID,
    ...(userName === undefined ? {} : { userName }),
    from: state.email.context?.from ?? '',
    body,
    operation,
  };
}

/** Spec §5: correct and reformulate need text to work on. */
export function emptyBodyMessage(operation: 'correct' | 'reformulate'): UserMessage {
  return { kind: 'error', key: `compose.errors.empty.${operation}` };
}

/** Spec §8 compose messages: a stream's own message when it gave one, else the operation's. */
export function composeFailure(operation: ComposeOperation, error: unknown): UserMessage {
  const failure = classifyStreamError(error);
  if (failure.kind === 'stream' && failure.message) {
    return { kind: 'error', key: 'compose.errors.stream', params: { message: failure.message } };
  }
  return { kind: 'error', key: `compose.errors.${operation}` };
}

export const INSERT_FAILED: UserMessage = { kind: 'error', key: 'compose.errors.insert' };
export const INSERTED: UserMessage = { kind: 'success', key: 'compose.messages.inserted' };
