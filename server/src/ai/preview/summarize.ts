import type { SummaryType } from '../../../../contract/ai.js';
import type { SummarizeRequest } from '../engine.js';
import type { Language } from '../../../../contract/language.js';
import { sourceOf } from '../prompts/summarize.js';
import { isStopword } from './detect.js';
import { splitEmail } from './emailParts.js';
import { NBSP, PHRASES } from './phrases.js';
import {
  parseCalendar,
  parseEmailText,
  parseTables,
  type CalendarEvent,
  type Table,
} from './summarySources.js';
import { SUMMARY_PHRASES } from './summaryPhrases.js';
import { fold, foldedWords, splitParagraphs, splitSentences, stripQuoted, wordCount } from './text.js';

/**
 * Extractive summaries: the text's own sentences, ranked by how many of the text's recurring topic words
 * they carry. No model, so nothing is paraphrased, translated or invented; only the few words the summary
 * writes itself (labels, the note that a long document was cut, a table's description) follow the
 * requested language. Emails, documents, tables and calendar events each have their own reading.
 */

const MIN_WORDS = 4;
/** Lines kept when a text has no sentence long enough to rank (a title page, a bare email). */
const FALLBACK_LINES = 5;

function topicWords(sentence: string): string[] {
  return foldedWords(sentence).filter((word) => word.length >= 4 && !isStopword(word));
}

/** Sentences best first: topic words shared with the rest of the text, a bonus for the opening and figures. */
export function rankSentences(sentences: string[]): string[] {
  const frequency = new Map<string, number>();
  for (const sentence of sentences) {
    for (const word of new Set(topicWords(sentence))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const scored = sentences.map((sentence, index) => {
    const words = new Set(topicWords(sentence));
    let score = 0;
    for (const word of words) score += frequency.get(word) ?? 0;
    score /= 1 + Math.log(1 + wordCount(sentence));
    if (index === 0) score *= 1.3;
    if (/\d/u.test(sentence)) score *= 1.15;
    return { sentence, score, index };
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.sentence);
}

const longEnough = (sentence: string) => wordCount(sentence) >= MIN_WORDS;

/** Each sentence once: documents repeat headers, footers and whole pages (a duplicate copy of an invoice). */
const unique = (sentences: string[]) => [...new Set(sentences)];

/** An email body's sentences: quoted history, greeting, closing and signature left out. */
function emailSentences(text: string): string[] {
  const body = splitEmail(stripQuoted(text)).body;
  return splitParagraphs(body)
    .flatMap((paragraph) => splitSentences(paragraph.replace(/\s*\n\s*(?![-*•])/gu, ' ')))
    .map((sentence) => sentence.replace(/^[-*•]\s+/u, ''))
    .filter(longEnough);
}

/**
 * A document's sentences. Extracted text keeps the layout's line breaks: a long line without final
 * punctuation was wrapped and continues on the next one, while a short one is a heading or a list item
 * and stands alone.
 */
function documentSentences(text: string): string[] {
  const units: string[] = [];
  for (const paragraph of splitParagraphs(text)) {
    let current = '';
    for (const line of paragraph.split('\n').map((part) => part.trim())) {
      current = current === '' ? line : `${current} ${line}`;
      if (/[.!?…:;]$/u.test(line) || wordCount(line) < 8) {
        units.push(current);
        current = '';
      }
    }
    if (current !== '') units.push(current);
  }
  return unique(
    units
      .flatMap((unit) => splitSentences(unit))
      .map((sentence) => sentence.replace(/^[-*•]\s+/u, ''))
      .filter(longEnough),
  );
}

/** The first non-empty lines, for a text with nothing to rank. */
function fallbackLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .slice(0, FALLBACK_LINES);
}

/** The `count` best sentences, in the order of the text. */
function top(sentences: string[], count: number): string[] {
  const keep = new Set(rankSentences(sentences).slice(0, count));
  return sentences.filter((sentence) => keep.has(sentence));
}

const L = '(?<!\\p{L})';
const R = '(?!\\p{L})';
const DAY =
  'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miércoles|jueves|viernes|montag|dienstag|mittwoch|donnerstag|freitag|lunedì|martedì|mercoledì|giovedì|venerdì|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|maandag|dinsdag|woensdag|donderdag|vrijdag';
const MONTH =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|januar|februar|märz|juni|juli|oktober|dezember|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec';
const RELATIVE =
  "demain|aujourd['’]hui|ce soir|cette semaine|la semaine prochaine|fin de (?:la )?(?:journée|semaine|mois)|tomorrow|today|tonight|this week|next week|end of (?:the )?(?:day|week|month)|eod|asap|mañana|morgen|domani|amanhã";
const DATE = `\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[/.]\\d{1,2}(?:[/.]\\d{2,4})?|\\d{1,2}(?:er|st|nd|rd|th)?\\s+(?:${MONTH})${R}(?:\\s+\\d{4})?|(?:${MONTH})${R}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?`;
const TIME = '\\d{1,2}\\s?h(?:\\s?\\d{2})?|\\d{1,2}:\\d{2}|\\d{1,2}\\s?(?:am|pm)';
const WHEN = `(?:(?:${DAY})${R}(?:\\s+(?:${DATE}|\\d{1,2}${R}))?|${DATE}|(?:${RELATIVE})${R})(?:\\s+(?:à|at|um|alle|às|om)?\\s*(?:${TIME}))?`;
const BY =
  "avant (?:le |la |l['’])?|d['’]ici (?:le |la |à )?|au plus tard (?:le )?|jusqu['’]au |by |before |until |no later than |due (?:on |by )?|antes del? |bis (?:zum )?|entro (?:il )?|até |voor ";
const DEADLINE = new RegExp(`${L}(?:(?:${BY})${L})?(?:${WHEN})`, 'iu');
const HAS_BY = new RegExp(`${L}(?:${BY})(?:${WHEN})`, 'iu');

// Folded, apostrophes straightened: requests, obligations, reminders and named deadlines.
const ACTION =
  /(?:^|[^\p{L}])(?:merci de|pourriez-vous|pouvez-vous|peux-tu|pourrais-tu|il faut|il faudrait|nous devons|vous devez|tu dois|je dois|doit|doivent|devra|devront|a faire|n'oubliez pas|n'oublie pas|veuillez|a prevoir|date limite|echeance|please|could you|can you|would you|need to|needs to|has to|have to|must|should|make sure|don't forget|remember to|action required|to do|todo|deadline|due date|por favor|podria|debe|hay que|fecha limite|bitte|mussen|sollten|frist|per favore|potrebbe|bisogna|scadenza|poderia|precisa|prazo|graag|zou u|moet)(?![\p{L}])/u;

export function findDeadline(sentence: string): string | undefined {
  return DEADLINE.exec(sentence)?.[0].trim();
}

const isAction = (sentence: string) =>
  ACTION.test(fold(sentence).replace(/’/gu, "'")) || HAS_BY.test(sentence);

const colon = (language: Language) => (language === 'fr' ? `${NBSP}:` : ':');

/** "- item (due: deadline)" lines, or the requested language's "no action" sentence. */
function actionList(items: { text: string; deadline: string | undefined }[], language: Language): string {
  if (items.length === 0) return PHRASES[language].noActions;
  const seen = new Set<string>();
  return items
    .filter(({ text }) => !seen.has(text) && seen.add(text))
    .map(({ text, deadline }) =>
      deadline === undefined
        ? `- ${text}`
        : `- ${text} (${PHRASES[language].deadlineLabel}${colon(language)} ${deadline})`,
    )
    .join('\n');
}

const actionItems = (sentences: string[], language: Language) =>
  actionList(
    sentences.filter(isAction).map((text) => ({ text, deadline: findDeadline(text) })),
    language,
  );

/** Prose in the requested shape. */
function proseSummary(sentences: string[], type: SummaryType, language: Language): string {
  const total = sentences.length;
  switch (type) {
    case 'concise':
      return top(sentences, total <= 3 ? 1 : total <= 8 ? 2 : 3).join(' ');
    case 'detailed': {
      const kept = top(sentences, Math.min(10, Math.max(3, Math.ceil(total / 2))));
      const paragraphs: string[] = [];
      for (let index = 0; index < kept.length; index += 3)
        paragraphs.push(kept.slice(index, index + 3).join(' '));
      return paragraphs.join('\n\n');
    }
    case 'bullet_points':
      return top(sentences, Math.min(7, Math.max(2, Math.ceil(total * 0.4))))
        .map((sentence) => `- ${sentence}`)
        .join('\n');
    case 'action_items':
      return actionItems(sentences, language);
  }
}

/** Without sentences to rank: the first lines as they are (as bullets for the bullet shape). */
function linesSummary(text: string, type: SummaryType, language: Language): string {
  const lines = fallbackLines(text);
  if (type === 'action_items') return actionItems(lines, language);
  return type === 'bullet_points' ? lines.map((line) => `- ${line}`).join('\n') : lines.join('\n');
}

/**
 * An email: the main body's key sentences. When the email carries its conversation, a detailed summary
 * adds the key points of the earlier messages; a body with nothing to rank gives way to the latest
 * message of the conversation, then to the email's first lines (subject, sender, attachments).
 */
function emailSummary(text: string, type: SummaryType, language: Language): string {
  const email = parseEmailText(text);
  const body = emailSentences(email.body);
  const earlier = email.conversation.map(emailSentences).filter((sentences) => sentences.length > 0);
  if (body.length === 0) {
    const latest = earlier.at(-1);
    if (latest !== undefined) return proseSummary(latest, type, language);
    if (type === 'action_items') return PHRASES[language].noActions;
    return SUMMARY_PHRASES[language].emptyEmail({
      subject: email.headers.get('subject'),
      from: email.headers.get('from'),
      attachments: email.attachments,
    });
  }
  const summary = proseSummary(body, type, language);
  if (type !== 'detailed' || earlier.length === 0) return summary;
  const inBody = new Set(body);
  const context = earlier.flat().filter((sentence) => !inBody.has(sentence));
  return context.length === 0 ? summary : `${summary}\n\n${top(context, 3).join(' ')}`;
}

/** A row read as a sentence: its cells, named by the header row when there is one. */
function rowText(table: Table, row: string[]): string {
  return row
    .map((cell, index) => {
      const header = table.headers[index];
      return header === undefined || cell === '' ? cell : `${header}: ${cell}`;
    })
    .filter((cell) => cell !== '')
    .join(', ');
}

/** Tables (sheets or CSV): their description, then sample rows; action items from rows that ask for one. */
function tableSummary(text: string, type: SummaryType, language: Language): string {
  const tables = parseTables(text);
  const phrases = SUMMARY_PHRASES[language];
  const overview = (table: Table) =>
    phrases.table(table.name, table.rows.length, table.columns, table.headers);
  switch (type) {
    case 'concise':
      return tables.map(overview).join(' ');
    case 'detailed':
      return tables
        .map((table) =>
          [overview(table), ...table.rows.slice(0, 5).map((row) => rowText(table, row))].join('\n'),
        )
        .join('\n\n');
    case 'bullet_points':
      return tables
        .flatMap((table) => [
          `- ${overview(table)}`,
          ...(tables.length <= 3 ? table.rows.slice(0, 3).map((row) => `- ${rowText(table, row)}`) : []),
        ])
        .join('\n');
    case 'action_items':
      return actionItems(
        tables.flatMap((table) => table.rows.map((row) => rowText(table, row))),
        language,
      );
  }
}

const eventLine = (event: CalendarEvent) =>
  [event.title, [event.when ?? event.due, event.location].filter((part) => part !== undefined).join(', ')]
    .filter((part) => part !== '')
    .join(' — ');

/** Calendar events: title, time and place of each; every event or task is something to attend or do. */
function calendarSummary(text: string, type: SummaryType, language: Language): string {
  const events = parseCalendar(text);
  switch (type) {
    case 'concise':
      return events
        .slice(0, 3)
        .map((event) => `${eventLine(event)}.`)
        .join(' ');
    case 'detailed':
      return events
        .map((event) => {
          const description =
            event.description === undefined ? [] : top(documentSentences(event.description), 3);
          return [`${eventLine(event)}.`, ...description].join(' ');
        })
        .join('\n\n');
    case 'bullet_points':
      return events.map((event) => `- ${eventLine(event)}`).join('\n');
    case 'action_items':
      return actionList(
        events.map((event) => ({
          text: [event.title, event.location].filter((part) => part !== undefined).join(', '),
          deadline: event.when ?? event.due,
        })),
        language,
      );
  }
}

function documentSummary(text: string, type: SummaryType, language: Language): string {
  const sentences = documentSentences(text);
  return sentences.length === 0
    ? linesSummary(text, type, language)
    : proseSummary(sentences, type, language);
}

/** The preview engine's summary of a request: its text, read as its source says, in the requested shape. */
export function summarizeText(request: SummarizeRequest): string {
  const { text, summaryType: type, language } = request;
  let summary: string;
  switch (sourceOf(request)) {
    case 'email':
      summary = emailSummary(text, type, language);
      break;
    case 'document':
      summary = documentSummary(text, type, language);
      break;
    case 'table':
      summary = tableSummary(text, type, language);
      break;
    case 'calendar':
      summary = calendarSummary(text, type, language);
      break;
  }
  // A text with nothing this reading recognises still gets its first lines rather than nothing.
  if (summary.trim() === '') summary = linesSummary(text, type, language);
  if (request.truncated === undefined) return summary;
  return `${SUMMARY_PHRASES[language].cut(request.truncated.parts)}\n\n${summary}`;
}
