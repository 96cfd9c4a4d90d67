import type { ChatMessage, ChatStore, Logger } from './ports';
import { storageErrorMessage } from './storageError';

/** Spec §3: the chat prefix; the key is this plus the conversation id. */
export const CHAT_KEY_PREFIX = 'chat_';

function isChatMessage(value: unknown): value is ChatMessage {
  const message = value as Partial<ChatMessage> | null;
  return (
    typeof message?.id === 'string' &&
    (message.role === 'user' || message.role === 'assistant') &&
    typeof message.content === 'string' &&
    typeof message.timestamp === 'number'
  );
}

/**
 * localStorage-backed history. A corrupt entry reads as an empty history (and is kept for inspection);
 * a full or unavailable storage (quota, private mode, blocked cookies) only loses persistence.
 */
export function createLocalChatStore(storage: Storage | undefined, logger: Logger): ChatStore {
  return {
    load(conversationId) {
      try {
        const raw = storage?.getItem(CHAT_KEY_PREFIX + conversationId);
        if (!raw) return [];
        const parsed: unknown = JSON.parse(raw);
        return Array.isArray(parsed) ? parsed.filter(isChatMessage) : [];
      } catch (error) {
        logger.warn(
          'Chat history unreadable; starting afresh',
          error instanceof Error ? error.message : error,
        );
        return [];
      }
    },
    save(conversationId, messages) {
      try {
        storage?.setItem(CHAT_KEY_PREFIX + conversationId, JSON.stringify(messages));
      } catch (error) {
        logger.warn('Chat history not saved', storageErrorMessage(error));
      }
    },
  };
}
