import { OfficeMockObject } from 'office-addin-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThreadError } from '../../../../src/services/ports';
import {
  createRestThreadSource,
  restConversationUrl,
} from '../../../../src/services/thread/restThreadSource';
import { fakeFetch, graphSample, headersOf, json, toRestShape } from './samples';

const REST_URL = 'https://mail.contoso.com/api';
const alex = toRestShape(graphSample('v1.0/message-createreply__response_2.json')) as unknown[];
const adele = toRestShape(graphSample('v1.0/message-get__get_message.json')) as unknown[];

type TokenAnswer = { value: string } | { error: { code: number; name: string; message: string } };

/** Office as office-addin-mock builds it: the add-in reads the real `Office.context.mailbox` path. */
function stubOffice(answer: TokenAnswer) {
  const getCallbackTokenAsync = vi.fn(
    (_options: { isRest?: boolean }, callback: (result: Office.AsyncResult<string>) => void) => {
      const result =
        'error' in answer ? { status: 'failed', value: '', ...answer } : { status: 'succeeded', ...answer };
      callback(result as unknown as Office.AsyncResult<string>);
    },
  );
  vi.stubGlobal(
    'Office',
    new OfficeMockObject({
      host: 'outlook',
      context: { mailbox: { restUrl: REST_URL, getCallbackTokenAsync } },
    }),
  );
  return getCallbackTokenAsync;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Outlook REST v2.0 thread source', () => {
  it('sends the spec’s call with a REST callback token and reads PascalCase messages oldest first', async () => {
    const getCallbackTokenAsync = stubOffice({ value: 'rest-token' });
    const first = restConversationUrl(REST_URL, "AAQk'x+=");
    const next = `${REST_URL}/v2.0/me/messages?$skip=100`;
    const fetchImpl = fakeFetch((url) =>
      url === first ? json({ value: alex, '@odata.nextLink': next }) : json({ value: adele }),
    );
    const signal = new AbortController().signal;
    const messages = await createRestThreadSource({ fetch: fetchImpl }).fetchConversation("AAQk'x+=", signal);

    expect(getCallbackTokenAsync).toHaveBeenCalledWith({ isRest: true }, expect.any(Function));
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([first, next]);
    const [url, init] = fetchImpl.mock.calls[0]!;
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://mail.contoso.com/api/v2.0/me/messages');
    expect(parsed.searchParams.get('$filter')).toBe("ConversationId eq 'AAQk''x+='");
    expect(parsed.searchParams.get('$select')).toBe('Subject,From,Body,ReceivedDateTime,Sender');
    expect(parsed.searchParams.get('$orderby')).toBe('ReceivedDateTime asc');
    expect(headersOf(init)).toEqual({
      authorization: 'Bearer rest-token',
      'content-type': 'application/json',
      prefer: 'outlook.body-content-type="text"',
    });
    expect(init?.signal).toBe(signal);
    expect(
      messages.map(({ from, sender, subject, receivedDateTime }) => ({
        from,
        sender,
        subject,
        receivedDateTime,
      })),
    ).toEqual([
      {
        from: 'adelev@contoso.OnMicrosoft.com',
        sender: 'adelev@contoso.OnMicrosoft.com',
        subject: '9/9/2018: concert',
        receivedDateTime: '2018-09-09T03:15:08Z',
      },
      {
        from: 'AlexW@contoso.com',
        sender: 'AlexW@contoso.com',
        subject: 'Internal Resume Submission: Sales Associate',
        receivedDateTime: '2021-04-23T18:13:44Z',
      },
    ]);
    expect(messages[1]!.body).toMatch(/^Hi, Megan\.I have an interest/);
  });

  it('joins the REST URL with exactly one slash', () => {
    expect(restConversationUrl('https://mail.contoso.com/api/', 'c')).toMatch(
      /^https:\/\/mail\.contoso\.com\/api\/v2\.0\/me\/messages\?/,
    );
  });

  it('gives policy for a token refused with 9018, and calls nothing', async () => {
    stubOffice({
      error: { code: 9018, name: 'GenericTokenError', message: 'The token is blocked by policy.' },
    });
    const fetchImpl = fakeFetch(() => json({ value: [] }));
    await expect(createRestThreadSource({ fetch: fetchImpl }).fetchConversation('c')).rejects.toEqual(
      new ThreadError('policy', 'Outlook REST token refused (9018): The token is blocked by policy.'),
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('gives failed for 9017 and for a call that throws', async () => {
    stubOffice({ error: { code: 9017, name: 'GenericTokenError', message: 'Internal error.' } });
    const source = createRestThreadSource({ fetch: fakeFetch(() => json({ value: [] })) });
    await expect(source.fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Outlook REST token refused (9017): Internal error.'),
    );
    const throwing = {
      restUrl: REST_URL,
      getCallbackTokenAsync: () => {
        throw new Error('API not supported');
      },
    };
    await expect(
      createRestThreadSource({ getMailbox: () => throwing }).fetchConversation('c'),
    ).rejects.toEqual(new ThreadError('failed', 'Outlook REST token refused (no code): API not supported'));
  });

  it('fails without a mailbox, without a REST URL, and on an HTTP error', async () => {
    vi.stubGlobal('Office', undefined);
    await expect(createRestThreadSource().fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Outlook REST: no Office mailbox'),
    );
    const mailbox = {
      restUrl: '',
      getCallbackTokenAsync: (_options: unknown, callback: (result: Office.AsyncResult<string>) => void) =>
        callback({ value: 'token' } as Office.AsyncResult<string>),
    };
    const fetchImpl = fakeFetch(() =>
      json({ error: { code: 'ErrorAccessDenied', message: 'Access is denied.' } }, 403),
    );
    const source = createRestThreadSource({ getMailbox: () => mailbox, fetch: fetchImpl });
    await expect(source.fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Outlook REST: the mailbox has no REST URL'),
    );
    mailbox.restUrl = REST_URL;
    await expect(source.fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Outlook REST HTTP 403: Access is denied.'),
    );
  });

  it('treats a success without a token as a failure', async () => {
    stubOffice({ value: '' });
    const fetchImpl = fakeFetch(() => json({ value: [] }));
    await expect(createRestThreadSource({ fetch: fetchImpl }).fetchConversation('c')).rejects.toEqual(
      new ThreadError('failed', 'Outlook REST token refused (no code): empty token'),
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
