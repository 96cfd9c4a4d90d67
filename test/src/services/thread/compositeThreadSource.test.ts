import { describe, expect, it, vi } from 'vitest';
import { ThreadError, type ThreadMessage, type ThreadSource } from '../../../../src/services/ports';
import {
  createCompositeThreadSource,
  createThreadSource,
} from '../../../../src/services/thread/compositeThreadSource';
import type { RestMailbox } from '../../../../src/services/thread/restThreadSource';
import { fakeFetch, json } from './samples';

const ENTRA = { clientId: 'app-id', authority: 'https://login.microsoftonline.com/common' };
const message = (body: string): ThreadMessage => ({
  subject: 's',
  from: 'a@contoso.com',
  sender: null,
  body,
  receivedDateTime: '2024-01-01T00:00:00Z',
});

function source(result: ThreadMessage[] | Error) {
  const fetchConversation = vi.fn<ThreadSource['fetchConversation']>(async () => {
    if (result instanceof Error) throw result;
    return result;
  });
  return { fetchConversation };
}

describe('composite thread source', () => {
  it('returns the first answer and never asks the next source', async () => {
    const [graph, rest] = [source([message('graph')]), source([message('rest')])];
    const signal = new AbortController().signal;
    await expect(createCompositeThreadSource([graph, rest]).fetchConversation('c', signal)).resolves.toEqual([
      message('graph'),
    ]);
    expect(graph.fetchConversation).toHaveBeenCalledWith('c', signal);
    expect(rest.fetchConversation).not.toHaveBeenCalled();
  });

  it('falls back to the next source when one fails', async () => {
    const [graph, rest] = [source(new ThreadError('failed', 'Graph HTTP 500')), source([message('rest')])];
    await expect(createCompositeThreadSource([graph, rest]).fetchConversation('c')).resolves.toEqual([
      message('rest'),
    ]);
  });

  it('gives the last reason when all fail (policy from REST) and names every failure', async () => {
    const graph = source(new ThreadError('failed', 'Graph HTTP 401: expired'));
    const rest = source(new ThreadError('policy', 'Outlook REST token refused (9018): blocked'));
    await expect(createCompositeThreadSource([graph, rest]).fetchConversation('c')).rejects.toEqual(
      new ThreadError('policy', 'Graph HTTP 401: expired | Outlook REST token refused (9018): blocked'),
    );
    const policyFirst = createCompositeThreadSource([rest, source(new TypeError('boom'))]);
    await expect(policyFirst.fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Outlook REST token refused (9018): blocked | boom'),
    );
  });

  it('rethrows a single source’s error as it is', async () => {
    const error = new ThreadError('policy', 'Outlook REST token refused (9018): blocked');
    await expect(createCompositeThreadSource([source(error)]).fetchConversation('c')).rejects.toBe(error);
  });

  it('does not fall back once the caller aborted', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const graph = {
      fetchConversation: vi.fn(async () => {
        controller.abort(abort);
        throw abort;
      }),
    };
    const rest = source([message('rest')]);
    await expect(
      createCompositeThreadSource([graph, rest]).fetchConversation('c', controller.signal),
    ).rejects.toBe(abort);
    expect(rest.fetchConversation).not.toHaveBeenCalled();
  });
});

describe('createThreadSource', () => {
  const GRAPH = 'https://graph.microsoft.com/';
  const REST_URL = 'https://mail.contoso.com/api';

  function setup(graphAnswer: () => Response, tokenError?: { code: number; message: string }) {
    const getCallbackTokenAsync = vi.fn<RestMailbox['getCallbackTokenAsync']>((_options, callback) => {
      const result = tokenError
        ? { status: 'failed', error: tokenError }
        : { status: 'succeeded', value: 'rest-token' };
      (callback as (result: unknown) => void)(result);
    });
    const mailbox = { restUrl: REST_URL, getCallbackTokenAsync } as unknown as RestMailbox;
    const fetchImpl = fakeFetch((url) =>
      url.startsWith(GRAPH)
        ? graphAnswer()
        : json({
            value: [
              { Subject: 'rest', Body: { Content: 'from REST' }, ReceivedDateTime: '2020-01-01T00:00:00Z' },
            ],
          }),
    );
    const graphToken = vi.fn(async () => 'graph-token');
    return {
      getCallbackTokenAsync,
      fetchImpl,
      graphToken,
      deps: { fetch: fetchImpl, getMailbox: () => mailbox, graphToken },
    };
  }

  it('reads Graph when Entra is configured, and leaves REST alone', async () => {
    const { deps, getCallbackTokenAsync } = setup(() =>
      json({ value: [{ subject: 'graph', body: { content: 'G' } }] }),
    );
    const messages = await createThreadSource({ entra: ENTRA }, deps).fetchConversation('c');
    expect(messages.map((m) => m.subject)).toEqual(['graph']);
    expect(getCallbackTokenAsync).not.toHaveBeenCalled();
  });

  it('falls back to REST when Graph fails', async () => {
    const { deps, fetchImpl } = setup(() => json({ error: { message: 'down' } }, 503));
    const messages = await createThreadSource({ entra: ENTRA }, deps).fetchConversation('c');
    expect(messages.map((m) => m.body)).toEqual(['from REST']);
    expect(fetchImpl.mock.calls.map(([url]) => new URL(url).origin)).toEqual([
      'https://graph.microsoft.com',
      'https://mail.contoso.com',
    ]);
  });

  it('gives policy when Graph fails and REST is refused with 9018', async () => {
    const { deps } = setup(() => json({ error: { message: 'down' } }, 503), {
      code: 9018,
      message: 'blocked',
    });
    await expect(createThreadSource({ entra: ENTRA }, deps).fetchConversation('c')).rejects.toMatchObject({
      reason: 'policy',
      message: 'Graph HTTP 503: down | Outlook REST token refused (9018): blocked',
    });
  });

  it('uses REST only when Entra is not configured', async () => {
    const { deps, graphToken, fetchImpl } = setup(() => json({ value: [] }));
    const messages = await createThreadSource({ entra: null }, deps).fetchConversation('c');
    expect(messages.map((m) => m.subject)).toEqual(['rest']);
    expect(graphToken).not.toHaveBeenCalled();
    expect(fetchImpl.mock.calls.every(([url]) => url.startsWith(REST_URL))).toBe(true);
  });
});
