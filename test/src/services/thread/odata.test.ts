import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from '../../../../src/services/ports';
import { fetchAllPages, odataString, sortOldestFirst } from '../../../../src/services/thread/odata';
import { fakeFetch, json } from './samples';

const message = (receivedDateTime: string | null, body = ''): ThreadMessage => ({
  subject: null,
  from: null,
  sender: null,
  body,
  receivedDateTime,
});

describe('odataString', () => {
  it('quotes the value and doubles every single quote inside it', () => {
    expect(odataString('AAQkAD=')).toBe("'AAQkAD='");
    expect(odataString("it's 'x'")).toBe("'it''s ''x'''");
    expect(odataString('')).toBe("''");
  });
});

describe('sortOldestFirst', () => {
  it('orders by instant, not by text, keeps equal dates in server order and puts undated last', () => {
    const sorted = sortOldestFirst([
      message(null, 'undated 1'),
      message('2024-01-02T10:00:00Z', 'b'),
      message('2024-01-02T11:00:00+02:00', 'a: 09:00Z'),
      message('not a date', 'undated 2'),
      message('2024-01-02T10:00:00.000Z', 'b twin'),
    ]);
    expect(sorted.map((m) => m.body)).toEqual(['a: 09:00Z', 'b', 'b twin', 'undated 1', 'undated 2']);
  });

  it('is a stable permutation with non-decreasing dates (property)', () => {
    const date = fc.option(
      fc.integer({ min: 0, max: 5 }).map((day) => `2024-03-0${day + 1}T00:00:00Z`),
      { nil: null },
    );
    fc.assert(
      fc.property(fc.array(date, { maxLength: 30 }), (dates) => {
        const input = dates.map((d, i) => message(d, String(i)));
        const output = sortOldestFirst(input);
        expect([...output].sort((a, b) => Number(a.body) - Number(b.body))).toEqual(input);
        const key = (m: ThreadMessage) => (m.receivedDateTime ? Date.parse(m.receivedDateTime) : Infinity);
        for (let i = 1; i < output.length; i += 1) {
          const [prev, cur] = [output[i - 1]!, output[i]!];
          expect(key(prev)).toBeLessThanOrEqual(key(cur));
          if (key(prev) === key(cur)) expect(Number(prev.body)).toBeLessThan(Number(cur.body));
        }
      }),
    );
  });
});

describe('fetchAllPages', () => {
  it('resolves a relative nextLink against the first URL and honours maxPages', async () => {
    const fetchImpl = fakeFetch((url) =>
      json({ value: [url], '@odata.nextLink': '/api/v2.0/me/messages?$skip=10' }),
    );
    const items = await fetchAllPages({
      label: 'Test',
      firstUrl: 'https://mail.contoso.com/api/v2.0/me/messages',
      headers: {},
      fetch: fetchImpl,
      maxPages: 2,
    });
    expect(items).toEqual([
      'https://mail.contoso.com/api/v2.0/me/messages',
      'https://mail.contoso.com/api/v2.0/me/messages?$skip=10',
    ]);
  });
});
