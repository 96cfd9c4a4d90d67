import { describe, expect, it, vi } from 'vitest';
import { ThreadError } from '../../../../src/services/ports';
import {
  createGraphThreadSource,
  fromGraphMessage,
  graphConversationUrl,
} from '../../../../src/services/thread/graphThreadSource';
import { MAX_PAGES, type FetchLike } from '../../../../src/services/thread/odata';
import { fakeFetch, graphSample, headersOf, json } from './samples';

const alex = graphSample('v1.0/message-createreply__response_2.json'); // 2021-04-23, text body
const welcome = graphSample('v1.0/message-get__get_message_in_text.json'); // no from, sender nor date
const adeleBeta = graphSample('beta/user-list-messages__response_2.json'); // 2016-07-21, no body
const adele = graphSample('v1.0/message-get__get_message.json'); // 2018-09-09

const CONVERSATION = "AAQk'x+/=";

function setup(fetchImpl: FetchLike, getToken = vi.fn(async () => 'graph-token')) {
  return { getToken, source: createGraphThreadSource({ getToken, fetch: fetchImpl }) };
}

describe('Graph thread source', () => {
  it('asks /me/messages for the conversation, text bodies, with the bearer token and no $orderby', async () => {
    const fetchImpl = fakeFetch(() => json({ value: alex }));
    const { source } = setup(fetchImpl);
    const signal = new AbortController().signal;
    await source.fetchConversation(CONVERSATION, signal);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://graph.microsoft.com/v1.0/me/messages');
    expect(parsed.searchParams.get('$filter')).toBe("conversationId eq 'AAQk''x+/='");
    expect(parsed.searchParams.get('$select')).toBe('subject,from,body,receivedDateTime,sender');
    expect(parsed.searchParams.has('$orderby')).toBe(false);
    // A raw "+" would reach Graph as a space; the id's base64 characters must be percent-encoded.
    expect(url).toContain("%20eq%20'AAQk''x%2B%2F%3D'");
    expect(headersOf(init)).toEqual({
      authorization: 'Bearer graph-token',
      prefer: 'outlook.body-content-type="text"',
    });
    expect(init?.signal).toBe(signal);
  });

  it('follows @odata.nextLink and returns every message oldest first, mapped from the samples', async () => {
    const next = `${graphConversationUrl('c')}&$skip=100`;
    const fetchImpl = fakeFetch((url) =>
      url === next
        ? json({ value: [...adeleBeta, ...adele] })
        : json({ value: [...alex, ...welcome], '@odata.nextLink': next }),
    );
    const messages = await setup(fetchImpl).source.fetchConversation('c');
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([graphConversationUrl('c'), next]);
    expect(headersOf(fetchImpl.mock.calls[1]![1]).authorization).toBe('Bearer graph-token');
    expect(messages).toEqual([
      {
        subject: 'Re: Start planning soon',
        from: null,
        sender: 'AdeleV@contoso.com',
        body: '',
        receivedDateTime: '2016-07-21T07:40:21Z',
      },
      {
        subject: '9/9/2018: concert',
        from: 'adelev@contoso.OnMicrosoft.com',
        sender: 'adelev@contoso.OnMicrosoft.com',
        body: expect.stringContaining('The group represents Nevada.'),
        receivedDateTime: '2018-09-09T03:15:08Z',
      },
      {
        subject: 'Internal Resume Submission: Sales Associate',
        from: 'AlexW@contoso.com',
        sender: 'AlexW@contoso.com',
        body: 'Hi, Megan.I have an interest in the Sales Associate position. Please consider my resume, which you can access here... Regards,Alex',
        receivedDateTime: '2021-04-23T18:13:44Z',
      },
      {
        subject: 'Welcome to our group!',
        from: null,
        sender: null,
        body: expect.stringMatching(/^Welcome to our group, Dana!.*Thanks!\r\n\r\n$/s),
        receivedDateTime: null,
      },
    ]);
  });

  it('maps an item that lacks every field to nulls and an empty body', () => {
    expect(fromGraphMessage({})).toEqual({
      subject: null,
      from: null,
      sender: null,
      body: '',
      receivedDateTime: null,
    });
  });

  it.each([
    [
      400,
      'Bad Request',
      {
        error: {
          code: 'InefficientFilter',
          message: 'The restriction or sort order is too complex for this operation.',
        },
      },
      'Graph HTTP 400: The restriction or sort order is too complex for this operation.',
    ],
    [
      401,
      'Unauthorized',
      {
        error: {
          code: 'InvalidAuthenticationToken',
          message: 'Access token has expired or is not yet valid.',
        },
      },
      'Graph HTTP 401: Access token has expired or is not yet valid.',
    ],
    [403, 'Forbidden', { error: { code: 'ErrorAccessDenied' } }, 'Graph HTTP 403: ErrorAccessDenied'],
  ])(
    'turns HTTP %i into ThreadError failed with the Graph error message',
    async (status, text, body, message) => {
      const { source } = setup(fakeFetch(() => json(body, status, text)));
      await expect(source.fetchConversation('c')).rejects.toEqual(new ThreadError('failed', message));
    },
  );

  it('falls back to the status text, then to the bare status, when the error body is not Graph JSON', async () => {
    let answer = new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' });
    const { source } = setup(fakeFetch(() => answer));
    await expect(source.fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Graph HTTP 500: Internal Server Error'),
    );
    answer = new Response(null, { status: 503 });
    await expect(source.fetchConversation('c')).rejects.toEqual(new ThreadError('failed', 'Graph HTTP 503'));
  });

  it('reports a network failure, an answer that is not JSON and one without value as failed', async () => {
    let answer: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    const { source } = setup(fakeFetch(() => answer()));
    await expect(source.fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Graph network error: Failed to fetch'),
    );
    answer = async () => new Response('<html/>', { status: 200 });
    await expect(source.fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Graph: the answer is not JSON'),
    );
    answer = async () => json({ error: null });
    await expect(source.fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Graph: the answer has no value array'),
    );
  });

  it('wraps a token failure as failed, keeps a ThreadError as it is, and then calls nothing', async () => {
    const fetchImpl = fakeFetch(() => json({ value: [] }));
    const getToken = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('user_cancelled'));
    const { source } = setup(fetchImpl, getToken);
    await expect(source.fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Graph token: user_cancelled'),
    );
    const unsupported = new ThreadError('failed', 'no NAA');
    getToken.mockRejectedValueOnce(unsupported);
    await expect(source.fetchConversation('c')).rejects.toBe(unsupported);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('stops paging after MAX_PAGES even if Graph keeps giving a nextLink', async () => {
    let page = 0;
    const fetchImpl = fakeFetch(() =>
      json({ value: alex, '@odata.nextLink': `${graphConversationUrl('c')}&$skip=${++page}` }),
    );
    const messages = await setup(fetchImpl).source.fetchConversation('c');
    expect(fetchImpl).toHaveBeenCalledTimes(MAX_PAGES);
    expect(messages).toHaveLength(MAX_PAGES);
  });

  it('never sends the token to a nextLink on another host', async () => {
    const fetchImpl = fakeFetch(() =>
      json({ value: alex, '@odata.nextLink': 'https://evil.example/me/messages' }),
    );
    await expect(setup(fetchImpl).source.fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Graph: @odata.nextLink leaves https://graph.microsoft.com'),
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('lets an abort through as the abort reason, not as a ThreadError', async () => {
    const fetchImpl = fakeFetch(() => new Promise<Response>(() => {}));
    const { source, getToken } = setup(fetchImpl);
    const controller = new AbortController();
    const pending = source.fetchConversation('c', controller.signal);
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });

    getToken.mockClear();
    await expect(source.fetchConversation('c', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(getToken).not.toHaveBeenCalled();
  });
});
