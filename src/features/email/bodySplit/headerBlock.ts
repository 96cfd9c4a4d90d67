/**
 * Quoted header blocks: the "From: … Sent: … To: … Subject: …" lines that Outlook (desktop, web,
 * mobile), Windows Mail, Yahoo, AOL, Gmail forwards and most webmails write above the previous
 * message, in the user's language, possibly indented, '>'-quoted or bold ("*From:*").
 */
import { type BodyLines, lineCode, lineTest } from './lines';
import { EMAIL_ADDRESS, TIME_OR_DATE } from './patterns';
import { isOutlookRuleLine, isRuleLine } from './separators';

type HeaderField = 'from' | 'date' | 'to' | 'subject';

const FIELD_NAMES: Record<HeaderField, readonly string[]> = {
  from: [
    'from', // English
    'de', // French, Spanish, Portuguese
    'von', // German
    'van', // Dutch
    'da', // Italian
    'fra', // Danish, Norwegian
    'från', // Swedish
    'od', // Polish, Czech
    'от', // Russian
    'від', // Ukrainian
    'lähettäjä', // Finnish
    'feladó', // Hungarian
    'kimden', // Turkish
    'afzender', // Dutch (older Outlook)
    'remitente', // Spanish (older Outlook)
    'mittente', // Italian (older Outlook)
    '发件人', // Chinese (simplified)
    '寄件者', // Chinese (traditional)
    '差出人', // Japanese
    '보낸 사람', // Korean
  ],
  date: [
    'sent', // English Outlook
    'date', // English, French
    'envoyé', // French Outlook
    'envoyé le', // French Outlook.com, Yahoo
    'message du', // French webmails (Orange, La Poste)
    'gesendet', // German Outlook
    'datum', // German, Dutch, Swedish
    'verzonden', // Dutch
    'inviato', // Italian
    'data', // Italian, Portuguese, Polish
    'enviado', // Spanish, Portuguese
    'enviada', // Portuguese (Brazil)
    'fecha', // Spanish
    'sendt', // Danish, Norwegian
    'dato', // Danish, Norwegian
    'skickat', // Swedish
    'wysłano', // Polish
    'отправлено', // Russian
    'дата', // Russian
    'надіслано', // Ukrainian
    'lähetetty', // Finnish
    'elküldve', // Hungarian
    'odesláno', // Czech
    'tarih', // Turkish
    '发送时间', // Chinese (simplified)
    '發送時間', // Chinese (traditional)
    '日期', // Chinese
    '送信日時', // Japanese
    '보낸 날짜', // Korean
  ],
  to: [
    'to', // English
    'cc', // all languages
    'à', // French
    'a', // French without accents, Italian, Spanish
    'copie à', // French
    'an', // German
    'aan', // Dutch
    'para', // Spanish, Portuguese
    'til', // Danish, Norwegian
    'till', // Swedish
    'do', // Polish
    'komu', // Czech
    'кому', // Russian, Ukrainian
    'vastaanottaja', // Finnish
    'címzett', // Hungarian
    'kime', // Turkish
    '收件人', // Chinese (simplified)
    '收件者', // Chinese (traditional)
    '宛先', // Japanese
    '받는 사람', // Korean
  ],
  subject: [
    'subject', // English
    'objet', // French
    'sujet', // French webmails
    'betreff', // German
    'onderwerp', // Dutch
    'oggetto', // Italian
    'asunto', // Spanish
    'assunto', // Portuguese
    'emne', // Danish, Norwegian
    'ämne', // Swedish
    'aihe', // Finnish
    'temat', // Polish
    'předmět', // Czech
    'тема', // Russian, Ukrainian
    'tárgy', // Hungarian
    'konu', // Turkish
    '主题', // Chinese (simplified)
    '主旨', // Chinese (traditional)
    '件名', // Japanese
    '제목', // Korean
  ],
};

const FIELD_BY_NAME = new Map<string, HeaderField>();
for (const [field, names] of Object.entries(FIELD_NAMES) as [HeaderField, readonly string[]][]) {
  for (const name of names) FIELD_BY_NAME.set(name, field);
}

/** Lines a block may span: up to 5 fields plus wrapped values. */
const MAX_BLOCK_LINES = 8;
/** Wrapped values inside one block: Outlook wraps a long From: display name or address. */
const MAX_CONTINUATION_LINES = 2;
/** To:, Cc: and Bcc:. */
const MAX_RECIPIENT_LINES = 3;
/** Blank lines allowed between a rule line and the header block it introduces. */
const MAX_BLANKS_AFTER_RULE = 2;

const FIRST_WORDS = new Set([...FIELD_BY_NAME.keys()].map((name) => name.split(' ')[0]));
const FIRST_WORD = /^\*{0,2}([^\s*:：]+)/;

/** Header names are short: the colon is always within this many characters of the line start. */
export const NAME_SPAN = 32;

/**
 * The field a header line names: what precedes the first colon, once the bold markers ("*From:*")
 * and the space French puts before a colon ("De :", often non-breaking) are removed. Full-width
 * colons are Chinese and Japanese ("发件人：").
 */
function fieldOf(text: string): HeaderField | null {
  // Most lines with an early colon are not headers: their first word already tells.
  const firstWord = FIRST_WORD.exec(text)?.[1]?.toLowerCase();
  if (firstWord === undefined || !FIRST_WORDS.has(firstWord)) return null;
  const ascii = text.indexOf(':');
  const fullWidth = text.indexOf('：');
  const colon = ascii < 0 ? fullWidth : fullWidth < 0 ? ascii : Math.min(ascii, fullWidth);
  if (colon < 0 || colon > NAME_SPAN) return null;
  let name = text.slice(0, colon).toLowerCase();
  if (/[*\s]/.test(name))
    name = name
      .replace(/^\*{1,2}|\*{1,2}\s*$/g, '')
      .trim()
      .replace(/\s+/g, ' ');
  return FIELD_BY_NAME.get(name) ?? null;
}

const FIELD_CODES: readonly (HeaderField | null)[] = [null, 'from', 'date', 'to', 'subject'];
const fieldFact = lineCode((text) => FIELD_CODES.indexOf(fieldOf(text)));
const addressTest = lineTest((text) => text.includes('@') && EMAIL_ADDRESS.test(text));
const timeOrDateTest = lineTest((text) => TIME_OR_DATE.test(text));

function headerField(body: BodyLines, index: number): HeaderField | null {
  return FIELD_CODES[body.code(fieldFact, index)] ?? null;
}

interface Block {
  fields: Set<HeaderField>;
  /** An email address somewhere in the block. */
  address: boolean;
  /** The date field holds a clock time or a numeric date, as every client writes it. */
  timestamp: boolean;
}

/** The fields of the block that starts on line `start`, up to the first blank line. */
function collectFields(body: BodyLines, start: number): Block {
  const fields = new Set<HeaderField>();
  let address = false;
  let timestamp = false;
  let continuation = 0;
  const end = Math.min(body.length, start + MAX_BLOCK_LINES);
  let recipients = 0;
  for (let j = start; j < end && !body.isBlank(j); j++) {
    const field = headerField(body, j);
    // A header names its sender, date and subject once, and its recipients in To: and Cc: at most.
    if (field === 'to' && ++recipients > MAX_RECIPIENT_LINES) break;
    if (field !== null && field !== 'to' && fields.has(field)) break;
    if (field) fields.add(field);
    else if (++continuation > MAX_CONTINUATION_LINES) break;
    address ||= body.test(addressTest, j);
    timestamp ||= field === 'date' && body.test(timeOrDateTest, j);
  }
  return { fields, address, timestamp };
}

/**
 * The block is a quoted header, not the user's own "From: the team's side…" or "From: Paris / To:
 * Lyon" lines, when it has two fields or more, one of them the sender or the date, and something
 * only a mail client writes there: an email address or a timestamp. A single "From:" or "Sent:"
 * line is never enough: people write those in ordinary text.
 */
function isQuotedHeader({ fields, address, timestamp }: Block): boolean {
  return fields.size >= 2 && (fields.has('from') || fields.has('date')) && (address || timestamp);
}

/** A rule line just above (blank lines allowed) the header block: the history starts there. */
function ruleAbove(body: BodyLines, index: number): number {
  const previous = body.previousNonBlank(index, MAX_BLANKS_AFTER_RULE + 1);
  return previous >= 0 && isRuleLine(body, previous) ? previous : -1;
}

/**
 * Where the history starts if a quoted header block starts on line `index`, else -1. Includes the
 * rule line drawn above it. Outlook's own underscore rule makes a single From:/Sent: line (in any
 * language: "De :", "Von:") enough: nobody else draws a line of underscores right above one.
 */
export function headerBlockStart(body: BodyLines, index: number): number {
  const first = headerField(body, index);
  if (first === null) return -1;
  const rule = ruleAbove(body, index);
  const outlookRule = rule >= 0 && isOutlookRuleLine(body, rule) && (first === 'from' || first === 'date');
  if (!outlookRule) {
    if (!isQuotedHeader(collectFields(body, index))) return -1;
  }
  return rule >= 0 ? rule : index;
}
