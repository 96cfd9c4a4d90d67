/**
 * Whole-line separators that clients put between the new text and the previous message.
 */
import { type BodyLines, lineTest } from './lines';

/**
 * "-----Original Message-----": Outlook (Windows/Mac), AOL, Comcast, Yahoo, Android and Samsung
 * mail, in the client's language. Dashes on both sides are required, so a sentence mentioning "the
 * original message" never matches. Also "-----Reply Message-----" (some webmails).
 */
const ORIGINAL_MESSAGE = new RegExp(
  '^-{2,}\\s*(?:' +
    [
      'original message', // English
      'mail original', // French (Zimbra: "----- Mail original -----")
      'reply message', // English webmails
      'message d.origine', // French (the '.' takes both ' and ’)
      'ursprüngliche nachricht', // German
      'antwort nachricht', // German
      'mensaje original', // Spanish
      'messaggio originale', // Italian
      'mensagem original', // Portuguese
      'oorspronkelijk bericht', // Dutch
      'oprindelig meddelelse', // Danish
      'oprindelig besked', // Danish (Android)
      'opprinnelig melding', // Norwegian
      'originalmeddelande', // Swedish
      'ursprungligt meddelande', // Swedish
      'alkuperäinen viesti', // Finnish
      'wiadomość oryginalna', // Polish
      'oryginalna wiadomość', // Polish
      'исходное сообщение', // Russian
      'původní zpráva', // Czech
      'eredeti üzenet', // Hungarian
      '原始邮件', // Chinese (simplified)
      '原始郵件', // Chinese (traditional)
      '元のメッセージ', // Japanese
    ].join('|') +
    ')\\s*-{2,}$',
  'iu',
);

/**
 * Forward separators: Gmail and Outlook.com ("---------- Forwarded message ---------"), Apple Mail
 * ("Begin forwarded message:"), Thunderbird ("-------- Forwarded Message --------"), localised.
 */
const DASHED_FORWARD = new RegExp(
  '^-{2,}\\s*(?:' +
    [
      'forwarded message', // English (Gmail, Thunderbird)
      'message transféré', // French
      'weitergeleitete nachricht', // German
      'mensaje reenviado', // Spanish
      'messaggio inoltrato', // Italian
      'mensagem encaminhada', // Portuguese
      'doorgestuurd bericht', // Dutch
      'videresendt meddelelse', // Danish
      'videresendt melding', // Norwegian
      'vidarebefordrat meddelande', // Swedish
      'välitetty viesti', // Finnish
      'wiadomość przekazana', // Polish
      'przekazana wiadomość', // Polish
      'пересылаемое сообщение', // Russian
      '转发的邮件', // Chinese
      '転送されたメッセージ', // Japanese
    ].join('|') +
    ')\\s*-{2,}$',
  'iu',
);

const APPLE_FORWARD = new RegExp(
  '^(?:' +
    [
      'begin forwarded message', // English
      'début du message réexpédié', // French
      'début du message transféré', // French
      'anfang der weitergeleiteten nachricht', // German
      'inicio del mensaje reenviado', // Spanish
      'inizio messaggio inoltrato', // Italian
      'início da mensagem reencaminhada', // Portuguese
      'begin doorgestuurd bericht', // Dutch
      'vidarebefordrat brev', // Swedish
      'videresendt besked', // Danish
      'начало переадресованного сообщения', // Russian
      '转发的邮件', // Chinese
      '転送されたメッセージ', // Japanese
    ].join('|') +
    ')\\s*[:：]$',
  'iu',
);

/**
 * Horizontal rules: Outlook's 32 underscores, Outlook's "------------------------------" in the
 * plain-text part, French webmails' "====". Never a marker alone (people draw rules in their own
 * text), only the start of the history when a quoted header block follows right after it.
 */
const RULE = /^(?:_{4,}|-{4,}|={4,}|\*{4,})$/;
const OUTLOOK_RULE = /^_{10,}$/;

const originalMessage = lineTest((text) => text.startsWith('-') && ORIGINAL_MESSAGE.test(text));
const forward = lineTest((text) =>
  text.startsWith('-')
    ? DASHED_FORWARD.test(text)
    : (text.endsWith(':') || text.endsWith('：')) && APPLE_FORWARD.test(text),
);
const rule = lineTest((text) => /^[-_=*]/.test(text) && RULE.test(text));
const outlookRule = lineTest((text) => OUTLOOK_RULE.test(text));

export function isOriginalMessageLine(body: BodyLines, index: number): boolean {
  return body.test(originalMessage, index);
}

export function isForwardLine(body: BodyLines, index: number): boolean {
  return body.test(forward, index);
}

export function isRuleLine(body: BodyLines, index: number): boolean {
  return body.test(rule, index);
}

/** Outlook's separator proper: a long run of underscores (Outlook writes 32). */
export function isOutlookRuleLine(body: BodyLines, index: number): boolean {
  return body.test(outlookRule, index);
}
