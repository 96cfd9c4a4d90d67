import { escapeHtml } from '../../../contract/html';
// Spec §7 "Insert template": the AI reply as HTML for Outlook's reply forms, with the conversation
// appended in a grey quoted block. Pure: no DOM, no Office.js.
//
// Layout choice: one <p style="margin:0"> per line of text, an empty line as <p><br></p>. The HTML
// then has exactly the line structure of the text the user saw in the task pane, and does not depend on
// each client's default paragraph margins (Outlook on the web, new Outlook and classic Outlook's Word
// renderer all differ). An empty <p> collapses to zero height, hence the <br> in it.
//
// Size: displayReplyAllForm / displayReplyForm / displayNewMessageForm throw when htmlBody is over 32 KB
// (DESIGN.md §7), so the result is kept within maxBytes UTF-8 bytes: the conversation is trimmed first,
// oldest messages first, and the reply itself is only truncated when it cannot fit alone.

export const REPLY_HTML_MAX_BYTES = 32 * 1024;
export const DEFAULT_REPLY_SUBJECT = 'AI Generated Reply';

/** Shown at the top of the quoted block when older messages were dropped to fit (both product languages). */
export const EARLIER_MESSAGES_OMITTED = '[…] Earlier messages omitted / Messages précédents omis';
/** Marks where the newest kept message was cut. */
export const CUT_MARK = '[…]';
/** Last paragraph when the reply itself had to be cut. */
export const REPLY_TRUNCATED =
  '[…] Reply truncated to fit the Outlook size limit / Réponse tronquée pour respecter la limite de taille d’Outlook';

const P = '<p style="margin:0">';
const EMPTY_LINE = `${P}<br></p>`;
const QUOTE_OPEN =
  '<blockquote style="margin:0 0 0 0.8ex;border-left:2px solid #ccc;padding-left:1ex;color:#666">';
const QUOTE_CLOSE = '</blockquote>';
const NOTE_OPEN = '<p style="margin:0;font-style:italic">';
/** Between two messages of the conversation: the blank line joinThread puts there. */
const BLOCK_SEPARATOR = '<br><br>';
const NBSP = '\u00a0';

export interface ReplyHtmlOptions {
  /** The conversation as joinThread gives it: "Message N" blocks, oldest first, separated by blank lines. */
  conversation?: string;
  /** Spec §7: the conversation is appended unless the user opted out. Default true. */
  includeConversation?: boolean;
  /** UTF-8 byte budget for the whole HTML. Default 32 KB (Outlook reply forms). */
  maxBytes?: number;
}

const encoder = new TextEncoder();
export const utf8Length = (text: string) => encoder.encode(text).length;

/**
 * Plain text as Outlook should receive it: one kind of line break; no C0 control characters (they mean
 * nothing in a mail body and NUL is turned into U+FFFD by HTML parsers anyway); no lone surrogate, which
 * UTF-8 cannot encode and which would make the byte count and the cut points lie.
 */
export function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
  );
}

/**
 * One line of text as HTML: escaped, and runs of spaces kept (HTML would collapse them into one, losing
 * the indentation of nested lists). A space that follows a space, or starts the line, becomes a no-break
 * space; the literal character costs 2 bytes where &nbsp; costs 6.
 */
function lineHtml(line: string): string {
  const spaced = line.replace(/ +/g, (run, offset: number) =>
    offset === 0 ? NBSP.repeat(run.length) : ` ${NBSP.repeat(run.length - 1)}`,
  );
  return escapeHtml(spaced);
}

function paragraphs(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      // Tabs alone would collapse to nothing and the line would vanish: keep its height with <br>.
      if (/^\t*$/.test(line)) return `${P}${lineHtml(line)}<br></p>`;
      return `${P}${lineHtml(line)}</p>`;
    })
    .join('');
}

const quotedText = (text: string) => text.split('\n').map(lineHtml).join('<br>');

const note = (text: string) => `${NOTE_OPEN}${escapeHtml(text)}</p>`;

/** The longest prefix of `text` that does not end inside a surrogate pair, with at most `units` code units. */
function prefix(text: string, units: number): string {
  const end = Math.max(0, Math.min(units, text.length));
  const last = text.charCodeAt(end - 1);
  // A high surrogate as last unit would leave half a character (not valid UTF-8): cut before it.
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, end - 1) : text.slice(0, end);
}

/**
 * The longest prefix of `text` (cut on a character boundary) for which `fits` holds, or null when not
 * even '' fits. Binary search: the HTML of a longer prefix is not always longer (an empty last line
 * costs "<br>"), so the answer may miss the optimum by a few characters, but `fits` always holds for it.
 * Every code unit costs at least one byte of HTML, so no prefix longer than `maxBytes` can fit: bounding
 * the search there keeps each step small however long the text (a pasted 1 MB thread).
 */
function longestFittingPrefix(
  text: string,
  maxBytes: number,
  fits: (candidate: string) => boolean,
): string | null {
  if (!fits('')) return null;
  let low = 0; // fits
  let high = Math.min(text.length, maxBytes) + 1; // does not fit, or past the end
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(prefix(text, mid))) low = mid;
    else high = mid;
  }
  return prefix(text, low);
}

/**
 * The conversation split into its "Message N" blocks, oldest first. A message body that itself contains
 * a blank line followed by "Message 7" only splits finer: still dropped oldest first.
 */
const conversationBlocks = (conversation: string) => conversation.split(/\n\n(?=Message \d+\n)/);

/**
 * The quoted block that fits in `budget` bytes, or '' when not even a useful part of the newest message
 * fits. Whole oldest blocks go first; then the newest one is cut at its end (where its own quoted
 * history usually is) and marked.
 */
function quoteWithin(conversation: string, budget: number): string {
  const full = `${QUOTE_OPEN}${quotedText(conversation)}${QUOTE_CLOSE}`;
  if (utf8Length(full) <= budget) return full;

  const blocks = conversationBlocks(conversation);
  // Byte sizes are additive (escaping is per character), so dropping is O(blocks) after one pass.
  const sizes = blocks.map((block) => utf8Length(quotedText(block)));
  const frame = utf8Length(QUOTE_OPEN + note(EARLIER_MESSAGES_OMITTED) + QUOTE_CLOSE);
  const separator = utf8Length(BLOCK_SEPARATOR);
  let kept = sizes.reduce((sum, size) => sum + size, 0) + separator * (blocks.length - 1);
  for (let first = 1; first < blocks.length; first++) {
    kept -= (sizes[first - 1] ?? 0) + separator;
    if (frame + kept <= budget) {
      return `${QUOTE_OPEN}${note(EARLIER_MESSAGES_OMITTED)}${quotedText(blocks.slice(first).join('\n\n'))}${QUOTE_CLOSE}`;
    }
  }

  const newest = blocks[blocks.length - 1] ?? '';
  const heading = blocks.length > 1 ? note(EARLIER_MESSAGES_OMITTED) : '';
  const build = (text: string) =>
    `${QUOTE_OPEN}${heading}${quotedText(`${text}\n${CUT_MARK}`)}${QUOTE_CLOSE}`;
  const cut = longestFittingPrefix(newest, budget, (candidate) => utf8Length(build(candidate)) <= budget);
  // Only a note and a cut mark left: the quote would say nothing.
  if (cut === null || !cut.trim()) return '';
  return build(cut.trimEnd());
}

/**
 * The reply as HTML for Outlook's reply and new-message forms (spec §7), at most `maxBytes` UTF-8 bytes.
 * When even the reply alone is too long, it is cut on a character boundary and a last note says so.
 */
export function buildReplyHtml(text: string, options: ReplyHtmlOptions = {}): string {
  const { conversation, includeConversation = true, maxBytes = REPLY_HTML_MAX_BYTES } = options;
  const reply = normalizeText(text);
  const replyHtml = paragraphs(reply);
  const replyBytes = utf8Length(replyHtml);

  if (replyBytes > maxBytes) {
    const truncated = note(REPLY_TRUNCATED);
    const cut = longestFittingPrefix(
      reply,
      maxBytes,
      (candidate) => utf8Length(paragraphs(candidate)) + utf8Length(truncated) <= maxBytes,
    );
    if (cut === null) return utf8Length(truncated) <= maxBytes ? truncated : '';
    return paragraphs(cut) + truncated;
  }

  const quoted = includeConversation ? normalizeText(conversation ?? '').trim() : '';
  if (!quoted) return replyHtml;
  const quote = quoteWithin(quoted, maxBytes - replyBytes - utf8Length(EMPTY_LINE));
  // The empty line keeps the quote visually apart from the reply.
  return quote ? replyHtml + EMPTY_LINE + quote : replyHtml;
}

/**
 * Spec §7: the subject of the new-message fallback. "Re:" in any case is kept as it is, and so is
 * French Outlook's "RE :" (a space before the colon), which would otherwise become "Re: RE : …".
 */
export function replySubject(subject: string | null): string {
  const trimmed = (subject ?? '').trim();
  if (!trimmed) return DEFAULT_REPLY_SUBJECT;
  return /^re ?:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}
