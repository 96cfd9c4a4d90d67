import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from '../../../../src/services/ports';
import { joinThread, NO_DATE, NO_SUBJECT, UNKNOWN_SENDER } from '../../../../src/features/email/threadText';

const message = (fields: Partial<ThreadMessage>): ThreadMessage => ({
  subject: null,
  from: null,
  sender: null,
  body: '',
  receivedDateTime: null,
  ...fields,
});

describe('joinThread', () => {
  it('writes one "Message N" block per message with From, Subject, Date, a blank line and the content', () => {
    const text = joinThread([
      message({
        subject: 'Internal Resume Submission: Sales Associate',
        from: 'AlexW@contoso.com',
        sender: 'AlexW@contoso.com',
        body: '  Hi, Megan.\r\nPlease consider my resume.\r\n\r\n',
        receivedDateTime: '2021-04-23T18:13:44Z',
      }),
      message({
        subject: 'RE: Internal Resume Submission: Sales Associate',
        from: 'MeganB@contoso.com',
        body: 'Thanks Alex, I will read it.',
        receivedDateTime: '2021-04-24T08:00:00Z',
      }),
    ]);
    expect(text).toBe(
      'Message 1\n' +
        'From: AlexW@contoso.com\n' +
        'Subject: Internal Resume Submission: Sales Associate\n' +
        'Date: 2021-04-23T18:13:44Z\n' +
        '\n' +
        'Hi, Megan.\n' +
        'Please consider my resume.\n' +
        '\n' +
        'Message 2\n' +
        'From: MeganB@contoso.com\n' +
        'Subject: RE: Internal Resume Submission: Sales Associate\n' +
        'Date: 2021-04-24T08:00:00Z\n' +
        '\n' +
        'Thanks Alex, I will read it.',
    );
  });

  it('falls back to the sender, then Unknown; to (No subject); to N/A for the date', () => {
    expect([NO_SUBJECT, UNKNOWN_SENDER, NO_DATE]).toEqual(['(No subject)', 'Unknown', 'N/A']);
    expect(joinThread([message({ sender: 'noreply@Planner.Office365.com', body: 'Late tasks' })])).toBe(
      'Message 1\nFrom: noreply@Planner.Office365.com\nSubject: (No subject)\nDate: N/A\n\nLate tasks',
    );
    expect(joinThread([message({ from: ' ', subject: '  ', receivedDateTime: '' })])).toBe(
      'Message 1\nFrom: Unknown\nSubject: (No subject)\nDate: N/A\n\n',
    );
  });

  it('keeps a header on one line even if the value has a line break', () => {
    expect(joinThread([message({ subject: 'Hello\r\nFrom: spoof', from: 'a@b.c', body: 'x' })])).toBe(
      'Message 1\nFrom: a@b.c\nSubject: Hello From: spoof\nDate: N/A\n\nx',
    );
  });

  it('gives an empty text for no messages', () => {
    expect(joinThread([])).toBe('');
  });

  // Bodies and headers without the word "Message", so that headers can be found again in the text.
  const text = fc.string({ maxLength: 40 }).filter((s) => !s.includes('Message'));
  const threadMessage = fc.record({
    subject: fc.option(text, { nil: null }),
    from: fc.option(text, { nil: null }),
    sender: fc.option(text, { nil: null }),
    body: text,
    receivedDateTime: fc.option(text, { nil: null }),
  });

  it('has one block per message, in order, each holding its trimmed body (property)', () => {
    fc.assert(
      fc.property(fc.array(threadMessage, { maxLength: 8 }), (messages) => {
        const output = joinThread(messages);
        const headers = [...output.matchAll(/^Message (\d+)\nFrom: /gm)];
        expect(headers.map((match) => Number(match[1]))).toEqual(messages.map((_, i) => i + 1));
        messages.forEach((m, i) => {
          const start = headers[i]!.index;
          const end = headers[i + 1]?.index ?? output.length;
          const block = output.slice(start, end);
          expect(block).toContain(`\n\n${m.body.replace(/\r\n?/g, '\n').trim()}`);
        });
      }),
    );
  });
});
