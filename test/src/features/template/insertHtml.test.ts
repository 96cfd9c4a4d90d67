import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../../contract/html';
import { joinThread } from '../../../../src/features/email/threadText';
import {
  buildReplyHtml,
  CUT_MARK,
  DEFAULT_REPLY_SUBJECT,
  EARLIER_MESSAGES_OMITTED,
  normalizeText,
  REPLY_HTML_MAX_BYTES,
  REPLY_TRUNCATED,
  replySubject,
  utf8Length,
} from '../../../../src/features/template/insertHtml';
import type { ThreadMessage } from '../../../../src/services/ports';

const QUOTE_STYLE = 'margin:0 0 0 0.8ex;border-left:2px solid #ccc;padding-left:1ex;color:#666';
const ALLOWED_TAGS = new Set(['P', 'BR', 'BLOCKQUOTE']);
const ALLOWED_STYLES = new Set(['margin:0', 'margin:0;font-style:italic', QUOTE_STYLE]);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

/** The reply as the reader sees it: one line per top-level paragraph before the quote. */
function replyLines(body: HTMLElement): string[] {
  const lines: string[] = [];
  for (const child of Array.from(body.children)) {
    if (child.tagName === 'BLOCKQUOTE') break;
    lines.push(child.textContent ?? '');
  }
  return lines;
}

/** The quoted conversation as text: <br> as a line break, the omission note left out. */
function quoteText(body: HTMLElement): string | null {
  const quote = body.querySelector('blockquote');
  if (!quote) return null;
  return Array.from(quote.childNodes)
    .map((node) => {
      if (node.nodeName === 'BR') return '\n';
      if (node.nodeName === 'P') return '';
      return node.textContent ?? '';
    })
    .join('');
}

/** HTML has no way to say "no-break space" apart from the character itself, and we write it for spaces. */
const spaces = (text: string) => text.replace(/\u00a0/g, ' ');

const message = (n: number, body: string): ThreadMessage => ({
  subject: `Subject ${n}`,
  from: `person${n}@example.com`,
  sender: null,
  body,
  receivedDateTime: `2026-01-0${n}T10:00:00Z`,
});

describe('buildReplyHtml: text to HTML', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(buildReplyHtml('<b>1 & 2</b>', { maxBytes: 1000 })).toBe(
      '<p style="margin:0">&lt;b&gt;1 &amp; 2&lt;/b&gt;</p>',
    );
  });

  it('gives one paragraph per line and keeps empty lines as <p><br></p>', () => {
    expect(buildReplyHtml('Bonjour,\n\nMerci.\r\nClaire')).toBe(
      '<p style="margin:0">Bonjour,</p><p style="margin:0"><br></p>' +
        '<p style="margin:0">Merci.</p><p style="margin:0">Claire</p>',
    );
    const body = parse(buildReplyHtml('a\n\n\n\nb'));
    expect(body.children).toHaveLength(5);
    expect(body.querySelectorAll('p > br')).toHaveLength(3);
  });

  it('keeps indentation and runs of spaces with no-break spaces', () => {
    expect(buildReplyHtml('  - item   x')).toBe('<p style="margin:0">\u00a0\u00a0- item \u00a0\u00a0x</p>');
    expect(buildReplyHtml('\t')).toBe('<p style="margin:0">\t<br></p>');
  });

  it('normalises the text: line breaks, control characters, lone surrogates', () => {
    expect(normalizeText('a\r\nb\rc\u0000d\u0007e\u007f\tf')).toBe('a\nb\ncde\tf');
    expect(normalizeText('x\ud800y\udc00z\ud83d\ude00')).toBe('x\ufffdy\ufffdz\ud83d\ude00');
  });

  it('appends the conversation in a grey quoted block with a left border, escaped, newlines as <br>', () => {
    const html = buildReplyHtml('OK', { conversation: 'Message 1\nFrom: <a@b.c>\n\nHi & bye' });
    expect(html).toBe(
      '<p style="margin:0">OK</p><p style="margin:0"><br></p>' +
        `<blockquote style="${QUOTE_STYLE}">Message 1<br>From: &lt;a@b.c&gt;<br><br>Hi &amp; bye</blockquote>`,
    );
  });

  it('appends nothing when asked not to or when there is no conversation', () => {
    const alone = '<p style="margin:0">OK</p>';
    expect(buildReplyHtml('OK', { conversation: 'Message 1\nhello', includeConversation: false })).toBe(
      alone,
    );
    expect(buildReplyHtml('OK', { conversation: '  \n ' })).toBe(alone);
    expect(buildReplyHtml('OK', {})).toBe(alone);
    expect(buildReplyHtml('OK')).toBe(alone);
  });
});

describe('buildReplyHtml: the 32 KB limit', () => {
  const thread = joinThread([
    message(1, 'oldest '.repeat(40)),
    message(2, 'middle '.repeat(40)),
    message(3, 'newest '.repeat(40)),
  ]);

  it('defaults to 32 KB', () => {
    expect(REPLY_HTML_MAX_BYTES).toBe(32768);
    const html = buildReplyHtml('OK', { conversation: 'x'.repeat(40_000) });
    expect(utf8Length(html)).toBeLessThanOrEqual(32768);
    expect(utf8Length(html)).toBeGreaterThan(32000);
  });

  it('keeps everything when it fits', () => {
    const html = buildReplyHtml('Reply', { conversation: thread, maxBytes: 10_000 });
    expect(quoteText(parse(html))).toBe(thread);
    expect(html).not.toContain('omitted');
  });

  it('drops whole messages oldest first, with a note', () => {
    const full = utf8Length(buildReplyHtml('Reply', { conversation: thread, maxBytes: 10_000 }));
    // Room for everything but the first message (plus the note).
    const html = buildReplyHtml('Reply', { conversation: thread, maxBytes: full - 100 });
    const body = parse(html);
    expect(replyLines(body)).toEqual(['Reply', '']);
    expect(body.querySelector('blockquote > p')?.textContent).toBe(EARLIER_MESSAGES_OMITTED);
    const quoted = quoteText(body);
    expect(quoted).not.toContain('oldest');
    expect(quoted).toContain('Message 2');
    expect(quoted).toContain('Message 3');
    expect(utf8Length(html)).toBeLessThanOrEqual(full - 100);

    const onlyNewest = buildReplyHtml('Reply', { conversation: thread, maxBytes: full - 400 });
    expect(quoteText(parse(onlyNewest))).toMatch(/^Message 3\n[^]*newest$/);
  });

  it('keeps every message but the oldest when exactly that fits', () => {
    const blocks = thread.split('\n\n').reduce<string[]>((acc, part) => {
      if (/^Message \d+\n/.test(part) || acc.length === 0) acc.push(part);
      else acc[acc.length - 1] += `\n\n${part}`;
      return acc;
    }, []);
    expect(blocks).toHaveLength(3);
    const expected =
      '<p style="margin:0">Reply</p><p style="margin:0"><br></p>' +
      `<blockquote style="${QUOTE_STYLE}"><p style="margin:0;font-style:italic">${escapeHtml(EARLIER_MESSAGES_OMITTED)}</p>` +
      `${blocks.slice(1).join('\n\n').replace(/\n/g, '<br>')}</blockquote>`;
    expect(buildReplyHtml('Reply', { conversation: thread, maxBytes: utf8Length(expected) })).toBe(expected);
  });

  it('never cuts an emoji in half', () => {
    const reply = 'a😀'.repeat(300);
    for (let maxBytes = 200; maxBytes < 260; maxBytes++) {
      const html = buildReplyHtml(reply, { maxBytes });
      expect(html).not.toMatch(LONE_SURROGATE);
      expect(utf8Length(html)).toBeLessThanOrEqual(maxBytes);
      const quoted = buildReplyHtml('ok', { conversation: reply, maxBytes: maxBytes + 100 });
      expect(quoted).not.toMatch(LONE_SURROGATE);
      expect(quoted).toContain('[…]</blockquote>');
    }
  });

  it('cuts the newest message at its end when it does not fit alone', () => {
    const html = buildReplyHtml('Reply', { conversation: thread, maxBytes: 600 });
    const body = parse(html);
    const quoted = quoteText(body) ?? '';
    expect(body.querySelector('blockquote > p')?.textContent).toBe(EARLIER_MESSAGES_OMITTED);
    expect(quoted.startsWith('Message 3\nFrom: person3@example.com')).toBe(true);
    expect(quoted.endsWith(`\n${CUT_MARK}`)).toBe(true);
    expect(utf8Length(html)).toBeLessThanOrEqual(600);
    expect(utf8Length(html)).toBeGreaterThan(560);
  });

  it('cuts a single-block conversation without claiming earlier messages were omitted', () => {
    const html = buildReplyHtml('Reply', { conversation: 'word '.repeat(500), maxBytes: 800 });
    expect(html).not.toContain('omitted');
    expect(quoteText(parse(html))).toMatch(/^word word [^]*\n\[…\]$/);
  });

  it('drops the conversation entirely when only the reply fits', () => {
    const reply = 'r'.repeat(900);
    const html = buildReplyHtml(reply, { conversation: thread, maxBytes: 950 });
    expect(html).toBe(`<p style="margin:0">${reply}</p>`);
  });

  it('truncates a reply that is too long alone, on a character boundary, with a final note', () => {
    const reply = 'é😀&'.repeat(2000); // 2 + 4 + 5 ("&amp;") bytes a round
    const html = buildReplyHtml(reply, { conversation: thread, maxBytes: 4096 });
    expect(utf8Length(html)).toBeLessThanOrEqual(4096);
    expect(utf8Length(html)).toBeGreaterThan(4096 - 12);
    expect(html).not.toContain('<blockquote');
    expect(html).not.toMatch(/&(?!amp;)/); // no entity cut in half
    const lines = replyLines(parse(html));
    expect(lines.at(-1)).toBe(REPLY_TRUNCATED);
    const kept = lines[0] ?? '';
    expect(reply.startsWith(kept)).toBe(true);
    expect(kept.length).toBeGreaterThan(1000);
    expect(kept).not.toMatch(/[\ud800-\udbff]$/); // no half emoji
  });

  it('keeps multibyte text exactly at the limit and cuts it one byte under', () => {
    const reply = 'ç'.repeat(100); // 200 bytes of text
    const exact = utf8Length(`<p style="margin:0">${reply}</p>`);
    expect(buildReplyHtml(reply, { maxBytes: exact })).toBe(`<p style="margin:0">${reply}</p>`);
    const under = buildReplyHtml(reply, { maxBytes: exact - 1 });
    expect(under).toContain(REPLY_TRUNCATED);
    expect(utf8Length(under)).toBeLessThanOrEqual(exact - 1);
  });

  it('gives the note alone, or nothing, when the budget is absurdly small', () => {
    const note = `<p style="margin:0;font-style:italic">${escapeHtml(REPLY_TRUNCATED)}</p>`;
    // Not even an empty first line (30 bytes) fits next to the note.
    expect(buildReplyHtml('abc'.repeat(100), { maxBytes: utf8Length(note) + 5 })).toBe(note);
    expect(buildReplyHtml('abc'.repeat(100), { maxBytes: utf8Length(note) - 1 })).toBe('');
  });
});

describe('replySubject', () => {
  it('keeps a subject that already starts with Re:, in any case', () => {
    expect(replySubject('Re: Budget')).toBe('Re: Budget');
    expect(replySubject('RE: Budget')).toBe('RE: Budget');
    expect(replySubject('re:Budget')).toBe('re:Budget');
    expect(replySubject('RE : Budget')).toBe('RE : Budget'); // French Outlook
    expect(replySubject('  Re: Budget ')).toBe('Re: Budget');
  });

  it('prefixes anything else with "Re: "', () => {
    expect(replySubject('Budget')).toBe('Re: Budget');
    expect(replySubject('Fwd: Budget')).toBe('Re: Fwd: Budget');
    expect(replySubject('Reunion')).toBe('Re: Reunion');
    expect(replySubject('Re-planning')).toBe('Re: Re-planning');
  });

  it('falls back to the default subject', () => {
    expect(replySubject(null)).toBe(DEFAULT_REPLY_SUBJECT);
    expect(replySubject('')).toBe('AI Generated Reply');
    expect(replySubject('   ')).toBe('AI Generated Reply');
  });
});

// jsdom's DOMParser is the slow part: give the properties room on a busy machine.
describe('buildReplyHtml properties', { timeout: 60_000 }, () => {
  const attacks = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    "'><iframe src=javascript:alert(1)>",
    '&amp;',
    '&lt;b&gt;',
    '"',
    "'",
    '</p><p style="color:red">',
    '</blockquote><a href=x>',
    '<!--',
    ']]>',
    '\n',
    '\r\n',
    '  ',
    '\t',
    '\u0000',
    '\ud800',
    '\udfff',
    '😀',
    'é',
    'Message 2\n',
    '\n\nMessage 3\n',
  ];
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme' }),
    fc
      .array(fc.oneof(fc.constantFrom(...attacks), fc.string({ maxLength: 3 })), { maxLength: 40 })
      .map((parts) => parts.join('')),
  );

  /** Every element is one the builder writes, with no attribute but its own styles. */
  function onlyBuilderMarkup(body: HTMLElement) {
    for (const element of Array.from(body.querySelectorAll('*'))) {
      expect(ALLOWED_TAGS).toContain(element.tagName);
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).toBe('style');
        expect(ALLOWED_STYLES).toContain(attribute.value);
      }
    }
  }

  it('emits only its own tags and the text round-trips (reply and conversation)', () => {
    fc.assert(
      fc.property(text, text, (reply, conversation) => {
        const body = parse(buildReplyHtml(reply, { conversation, maxBytes: 1_000_000 }));
        onlyBuilderMarkup(body);
        const lines = replyLines(body);
        const quoted = normalizeText(conversation).trim();
        if (quoted) expect(lines.pop()).toBe(''); // the line between the reply and the quote
        expect(spaces(lines.join('\n'))).toBe(spaces(normalizeText(reply)));
        expect(spaces(quoteText(body) ?? '')).toBe(spaces(quoted));
      }),
      { numRuns: 300 },
    );
  });

  it('never exceeds maxBytes, and never emits anything but its own markup when trimming', () => {
    fc.assert(
      fc.property(
        text,
        fc.array(text, { maxLength: 6 }),
        fc.integer({ min: 0, max: 3000 }),
        (reply, bodies, maxBytes) => {
          const conversation = joinThread(bodies.map((b, i) => message(i + 1, b)));
          const html = buildReplyHtml(reply, { conversation, maxBytes });
          expect(utf8Length(html)).toBeLessThanOrEqual(maxBytes);
          expect(html).not.toMatch(LONE_SURROGATE);
          const body = parse(html);
          onlyBuilderMarkup(body);
          // What is kept of the reply is the reply's start: nothing invented, nothing reordered.
          const lines = replyLines(body).filter((line) => line !== REPLY_TRUNCATED);
          expect(spaces(normalizeText(reply)).startsWith(spaces(lines.join('\n')).replace(/\n$/, ''))).toBe(
            true,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
