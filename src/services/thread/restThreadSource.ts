// The spec's thread call (§7): Outlook REST v2.0 with a REST callback token. Off on Microsoft 365 since
// October 2025 (9017/9018, DESIGN.md §7); it still answers on Exchange on-premises, hence the fallback.
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
import { TEXT_BODY_PREFERENCE } from './graphThreadSource';

/** Office error code of a callback token refused by a corporate policy (spec §4, §8). */
export const POLICY_ERROR_CODE = 9018;

export type RestMailbox = Pick<Office.Mailbox, 'restUrl' | 'getCallbackTokenAsync'>;

export interface RestThreadSourceDeps {
  /** Read on each call: Office.context.mailbox only exists once Office.js is ready. */
  getMailbox?: () => RestMailbox | undefined;
  fetch?: FetchLike;
  maxPages?: number;
}

export function officeMailbox(): RestMailbox | undefined {
  return typeof Office === 'undefined' ? undefined : Office.context?.mailbox;
}

export function restConversationUrl(restUrl: string, conversationId: string): string {
  const filter = encodeURIComponent(`ConversationId eq ${odataString(conversationId)}`);
  const select = 'Subject,From,Body,ReceivedDateTime,Sender';
  return `${restUrl.replace(/\/+$/, '')}/v2.0/me/messages?$filter=${filter}&$select=${select}&$orderby=ReceivedDateTime%20asc&$top=${PAGE_SIZE}`;
}

/**
 * Office.js sets `error` on a failed AsyncResult only (its status is the string "failed" at run time),
 * so the test needs no Office global.
 */
function callbackToken(mailbox: RestMailbox): Promise<string> {
  return new Promise((resolve, reject) => {
    const fail = (code: number | undefined, message: string) => {
      const reason = code === POLICY_ERROR_CODE ? 'policy' : 'failed';
      reject(new ThreadError(reason, `Outlook REST token refused (${code ?? 'no code'}): ${message}`));
    };
    try {
      mailbox.getCallbackTokenAsync({ isRest: true }, (result) => {
        if (result.error) fail(result.error.code, result.error.message);
        else if (typeof result.value === 'string' && result.value) resolve(result.value);
        else fail(undefined, 'empty token');
      });
    } catch (error) {
      fail((error as { code?: number })?.code, error instanceof Error ? error.message : String(error));
    }
  });
}

type Recipient = { EmailAddress?: { Address?: unknown } } | undefined;

interface RestMessage {
  Subject?: unknown;
  From?: Recipient;
  Sender?: Recipient;
  Body?: { Content?: unknown };
  ReceivedDateTime?: unknown;
}

/** REST v2.0 names its fields in PascalCase. */
export function fromRestMessage(item: unknown): ThreadMessage {
  const m = (item ?? {}) as RestMessage;
  return {
    subject: str(m.Subject),
    from: str(m.From?.EmailAddress?.Address),
    sender: str(m.Sender?.EmailAddress?.Address),
    body: str(m.Body?.Content) ?? '',
    receivedDateTime: str(m.ReceivedDateTime),
  };
}

export function createRestThreadSource(deps: RestThreadSourceDeps = {}): ThreadSource {
  const getMailbox = deps.getMailbox ?? officeMailbox;
  return {
    async fetchConversation(conversationId, signal) {
      signal?.throwIfAborted();
      const mailbox = getMailbox();
      if (!mailbox) throw new ThreadError('failed', 'Outlook REST: no Office mailbox');
      const token = await callbackToken(mailbox);
      signal?.throwIfAborted();
      // Checked after the token so that a policy refusal (9018) is reported as such, whatever the URL.
      if (!mailbox.restUrl) throw new ThreadError('failed', 'Outlook REST: the mailbox has no REST URL');
      const items = await fetchAllPages({
        label: 'Outlook REST',
        firstUrl: restConversationUrl(mailbox.restUrl, conversationId),
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Prefer: TEXT_BODY_PREFERENCE,
        },
        fetch: deps.fetch ?? globalFetch,
        signal,
        maxPages: deps.maxPages,
      });
      // The server orders already; sorting again costs nothing and guards pages merged out of order.
      return sortOldestFirst(items.map(fromRestMessage));
    },
  };
}
