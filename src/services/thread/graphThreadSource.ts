// The conversation from Microsoft Graph (DESIGN.md §7): Outlook REST v2.0 is off on Microsoft 365,
// so this is the primary source whenever an Entra app is configured.
import { ThreadError, type ThreadMessage, type ThreadSource } from '../ports';
import {
  fetchAllPages,
  globalFetch,
  odataString,
  PAGE_SIZE,
  sortOldestFirst,
  str,
  type FetchLike,
} from './odata';

export const GRAPH_BASE_URL = 'https://graph.microsoft.com/v1.0';
/** Graph converts HTML bodies to text on its side when asked. */
export const TEXT_BODY_PREFERENCE = 'outlook.body-content-type="text"';

/** Resolves to a Graph access token with Mail.Read; rejects with ThreadError (or anything, wrapped). */
export type AccessTokenProvider = () => Promise<string>;

export interface GraphThreadSourceDeps {
  getToken: AccessTokenProvider;
  fetch?: FetchLike;
  /** Defaults to GRAPH_BASE_URL; another national cloud would change it. */
  baseUrl?: string;
  maxPages?: number;
}

/**
 * No `$orderby`: Graph answers 400 InefficientFilter when it comes with this filter, so the order is
 * made on the client. `$top` keeps a long thread to a few round trips (the default page is 10).
 */
export function graphConversationUrl(conversationId: string, baseUrl = GRAPH_BASE_URL): string {
  const filter = encodeURIComponent(`conversationId eq ${odataString(conversationId)}`);
  return `${baseUrl}/me/messages?$filter=${filter}&$select=subject,from,body,receivedDateTime,sender&$top=${PAGE_SIZE}`;
}

type Recipient = { emailAddress?: { address?: unknown } } | undefined;

interface GraphMessage {
  subject?: unknown;
  from?: Recipient;
  sender?: Recipient;
  body?: { content?: unknown };
  receivedDateTime?: unknown;
}

export function fromGraphMessage(item: unknown): ThreadMessage {
  const m = (item ?? {}) as GraphMessage;
  return {
    subject: str(m.subject),
    from: str(m.from?.emailAddress?.address),
    sender: str(m.sender?.emailAddress?.address),
    body: str(m.body?.content) ?? '',
    receivedDateTime: str(m.receivedDateTime),
  };
}

async function token(getToken: AccessTokenProvider): Promise<string> {
  try {
    return await getToken();
  } catch (error) {
    if (error instanceof ThreadError) throw error;
    throw new ThreadError('failed', `Graph token: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function createGraphThreadSource(deps: GraphThreadSourceDeps): ThreadSource {
  return {
    async fetchConversation(conversationId, signal) {
      signal?.throwIfAborted();
      const accessToken = await token(deps.getToken);
      // The token may have taken a popup; the caller may have given up meanwhile.
      signal?.throwIfAborted();
      const items = await fetchAllPages({
        label: 'Graph',
        firstUrl: graphConversationUrl(conversationId, deps.baseUrl),
        headers: { Authorization: `Bearer ${accessToken}`, Prefer: TEXT_BODY_PREFERENCE },
        fetch: deps.fetch ?? globalFetch,
        signal,
        maxPages: deps.maxPages,
      });
      return sortOldestFirst(items.map(fromGraphMessage));
    },
  };
}
