import type { ThreadSource } from '../ports';

/**
 * A ThreadSource whose implementation (Graph, REST, paging) loads with the first conversation rather
 * than with the sign-in screen. A failed load is retried by the next call instead of being kept.
 */
export function createLazyThreadSource(load: () => Promise<ThreadSource>): ThreadSource {
  let source: Promise<ThreadSource> | null = null;
  return {
    fetchConversation(conversationId, signal) {
      source ??= load().catch((error: unknown) => {
        source = null;
        throw error;
      });
      return source.then((loaded) => loaded.fetchConversation(conversationId, signal));
    },
  };
}
