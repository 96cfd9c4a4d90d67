// Which source reads the thread: Graph when an Entra app is configured, Outlook REST v2.0 after it.
import type { WebConfig } from '../config';
import { ThreadError, type ThreadSource } from '../ports';
import { createGraphThreadSource, type AccessTokenProvider } from './graphThreadSource';
import { createNaaTokenProvider } from './naaTokenProvider';
import type { FetchLike } from './odata';
import { createRestThreadSource, type RestMailbox } from './restThreadSource';

/**
 * Tries each source in turn until one answers. When all fail, the reason is the last source's (so a
 * REST 9018 gives `policy`), and the message names every failure, for the log.
 */
export function createCompositeThreadSource(sources: ThreadSource[]): ThreadSource {
  return {
    async fetchConversation(conversationId, signal) {
      const errors: ThreadError[] = [];
      for (const source of sources) {
        try {
          return await source.fetchConversation(conversationId, signal);
        } catch (error) {
          // Cancelled by the caller: no fallback, the abort goes up as it is.
          if (signal?.aborted) throw error;
          errors.push(
            error instanceof ThreadError
              ? error
              : new ThreadError('failed', error instanceof Error ? error.message : String(error)),
          );
        }
      }
      const last = errors.at(-1);
      if (!last) throw new ThreadError('failed', 'No thread source');
      if (errors.length === 1) throw last;
      throw new ThreadError(last.reason, errors.map((error) => error.message).join(' | '));
    },
  };
}

export interface ThreadSourceDeps {
  fetch?: FetchLike;
  getMailbox?: () => RestMailbox | undefined;
  /** Replaces the NAA token provider (tests). */
  graphToken?: AccessTokenProvider;
}

export function createThreadSource(
  config: Pick<WebConfig, 'entra'>,
  deps: ThreadSourceDeps = {},
): ThreadSource {
  const rest = createRestThreadSource({ getMailbox: deps.getMailbox, fetch: deps.fetch });
  if (!config.entra) return createCompositeThreadSource([rest]);
  const getToken = deps.graphToken ?? createNaaTokenProvider(config.entra);
  const graph = createGraphThreadSource({ getToken, fetch: deps.fetch });
  return createCompositeThreadSource([graph, rest]);
}
