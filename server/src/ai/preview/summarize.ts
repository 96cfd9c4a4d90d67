import type { SummaryType } from '../../../../contract/ai.js';
import type { SummarizeRequest } from '../engine.js';
import type { Language } from '../../../../contract/language.js';
import { sourceOf } from '../prompts/summarize.js';
import { isStopword } from './detect.js';
import { splitEmail } from './emailParts.js';
import { PHRASES } from './phrases.js';
import { actionItems, actionList, findDeadline } from './summaryActions.js';
import {
  parseCalendar,
  parseEmailText,
  parseTables,
  quotedMessages,
  unglueHeaders,
  type CalendarEvent,
  type Table,
} from './summarySources.js';
import { SUMMARY_PHRASES } from './summaryPhrases.js';
import { foldedWords, splitParagraphs, splitSentences, stripQuoted, wordCount } from './text.js';

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
  const body = splitEmail(stripQuoted(unglueHeaders(text))).body;
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

export { findDeadline };

/** At most this many words in a concise summary, the notice of a cut document included. */
export const CONCISE_MAX_WORDS = 60;
/** A bullet summary lists at least two points whenever its source has two. */
const MIN_BULLETS = 2;
const MAX_BULLETS = 7;

/** What a summary is asked for: its shape, language and, for a concise one, the words it may use. */
interface Shape {
  type: SummaryType;
  language: Language;
  budget: number;
}

/** The text cut after its first `budget` words (layout kept), "…" marking the cut. */
export function clampWords(text: string, budget: number): string {
  const words = [...text.matchAll(/\S+/gu)];
  const last = words[Math.max(1, budget) - 1];
  if (words.length <= budget || last === undefined) return text;
  const kept = text.slice(0, (last.index ?? 0) + last[0].length).replace(/[\s,;:—–-]+$/u, '');
  return `${kept.replace(/[.!?…]+$/u, '')}…`;
}

/**
 * The best sentences that fit the word budget, at most `count`, in the order of the text; the best one cut
 * to the budget when none fits whole.
 */
function fitting(sentences: string[], count: number, budget: number): string[] {
  const chosen = new Set<string>();
  let used = 0;
  const ranked = rankSentences(unique(sentences));
  for (const sentence of ranked) {
    if (chosen.size === count) break;
    const words = wordCount(sentence);
    if (used + words > budget) continue;
    chosen.add(sentence);
    used += words;
  }
  if (chosen.size === 0) return ranked.length === 0 ? [] : [clampWords(ranked[0] ?? '', budget)];
  return unique(sentences).filter((sentence) => chosen.has(sentence));
}

const bulletList = (points: string[]) =>
  unique(points.filter((point) => point.trim() !== ''))
    .map((point) => `- ${point}`)
    .join('\n');

/** The bullet points of some sentences: about four in ten, at least two (when there are), at most seven. */
const bulletPoints = (sentences: string[]) =>
  top(sentences, Math.min(MAX_BULLETS, Math.max(MIN_BULLETS, Math.ceil(sentences.length * 0.4))));

/** Prose in the requested shape. */
function proseSummary(sentences: string[], { type, language, budget }: Shape): string {
  const total = sentences.length;
  switch (type) {
    case 'concise':
      return fitting(sentences, total <= 3 ? 1 : total <= 8 ? 2 : 3, budget).join(' ');
    case 'detailed': {
      const kept = top(sentences, Math.min(10, Math.max(3, Math.ceil(total / 2))));
      const paragraphs: string[] = [];
      for (let index = 0; index < kept.length; index += 3)
        paragraphs.push(kept.slice(index, index + 3).join(' '));
      return paragraphs.join('\n\n');
    }
    case 'bullet_points':
      return bulletList(bulletPoints(sentences));
    case 'action_items':
      return actionItems(sentences, language);
  }
}

/** Without sentences to rank: the first lines as they are (as bullets for the bullet shape). */
function linesSummary(text: string, { type, language, budget }: Shape): string {
  const lines = fallbackLines(text);
  if (type === 'action_items') return actionItems(lines, language);
  if (type === 'bullet_points') return bulletList(lines);
  return type === 'concise' ? clampWords(lines.join('\n'), budget) : lines.join('\n');
}

/**
 * The points of an email for a bullet summary: its own key sentences, then one point per earlier message
 * of the thread (quoted or forwarded in the body, or in the conversation that comes with it), latest first;
 * a message with no text of its own is named by its sender, date and subject. The subject completes an
 * email that has a single point.
 */
function emailBullets(
  email: ReturnType<typeof parseEmailText>,
  body: string[],
  earlier: { headers: Map<string, string>; sentences: string[] }[],
  language: Language,
): string {
  const phrases = SUMMARY_PHRASES[language];
  const points = bulletPoints(body);
  const seen = new Set(body);
  const described: string[] = [];
  for (const message of earlier) {
    const sentences = message.sentences.filter((sentence) => !seen.has(sentence));
    sentences.forEach((sentence) => seen.add(sentence));
    const [best] = top(sentences, 1);
    if (best !== undefined) {
      if (points.length < MAX_BULLETS) points.push(best);
    } else if (message.headers.size > 0) {
      const header = (...names: string[]) =>
        names.map((name) => message.headers.get(name)).find((value) => value !== undefined && value !== '');
      described.push(
        phrases.earlierMessage({
          from: header('from', 'de'),
          date: header('sent', 'date', 'envoyé'),
          subject: header('subject', 'objet'),
        }),
      );
    }
  }
  // Messages without text are named only when the list would otherwise have a single point.
  while (points.length < MIN_BULLETS && described.length > 0) points.push(described.shift() ?? '');
  const subject = email.headers.get('subject');
  if (points.length < MIN_BULLETS && subject !== undefined && subject !== '')
    points.push(phrases.subject(subject));
  return bulletList(points);
}

/**
 * An email: the main body's key sentences. When the email carries its conversation, a detailed summary
 * adds the key points of the earlier messages and a bullet summary a point for each; a body with nothing
 * to rank gives way to the latest message of the conversation, then to the email's first lines (subject,
 * sender, attachments).
 */
function emailSummary(text: string, shape: Shape): string {
  const { type, language } = shape;
  const email = parseEmailText(text);
  const body = emailSentences(email.body);
  const earlier = email.conversation.map(emailSentences).filter((sentences) => sentences.length > 0);
  if (type === 'bullet_points') {
    const quoted = quotedMessages(email.body).map((message) => ({
      headers: message.headers,
      sentences: emailSentences(message.body),
    }));
    const thread = email.conversation
      .map((message) => ({ headers: new Map<string, string>(), sentences: emailSentences(message) }))
      .reverse();
    const messages = [...quoted, ...thread];
    if (body.length > 0) return emailBullets(email, body, messages, language);
    const latest = messages.findIndex((message) => message.sentences.length > 0);
    if (latest >= 0)
      return emailBullets(email, messages[latest]?.sentences ?? [], messages.slice(latest + 1), language);
  }
  if (body.length === 0) {
    const latest = earlier.at(-1);
    if (latest !== undefined) return proseSummary(latest, shape);
    if (type === 'action_items') return PHRASES[language].noActions;
    return SUMMARY_PHRASES[language].emptyEmail({
      subject: email.headers.get('subject'),
      from: email.headers.get('from'),
      attachments: email.attachments,
    });
  }
  const summary = proseSummary(body, shape);
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
function tableSummary(text: string, { type, language }: Shape): string {
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
      return bulletList(
        tables.flatMap((table) => [
          overview(table),
          ...(tables.length <= 3 ? table.rows.slice(0, 3).map((row) => rowText(table, row)) : []),
        ]),
      );
    case 'action_items':
      return actionItems(
        tables.flatMap((table) => table.rows.map((row) => rowText(table, row))),
        language,
      );
  }
}

const eventTime = (event: CalendarEvent) =>
  [event.when ?? event.due, event.location].filter((part) => part !== undefined).join(', ');

const eventLine = (event: CalendarEvent) =>
  [event.title, eventTime(event)].filter((part) => part !== '').join(' — ');

/** The bullets of calendar events: one per event; a single event's description, or its parts, as points. */
function eventBullets(events: CalendarEvent[]): string[] {
  const [event] = events;
  if (events.length !== 1 || event === undefined) return events.map(eventLine);
  const details = event.description === undefined ? [] : top(documentSentences(event.description), 3);
  if (details.length > 0) return [eventLine(event), ...details];
  return [event.title, eventTime(event)];
}

/** Calendar events: title, time and place of each; every event or task is something to attend or do. */
function calendarSummary(text: string, { type, language }: Shape): string {
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
      return bulletList(eventBullets(events));
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

function documentSummary(text: string, shape: Shape): string {
  const sentences = documentSentences(text);
  if (sentences.length === 0) return linesSummary(text, shape);
  const summary = proseSummary(sentences, shape);
  if (shape.type !== 'bullet_points' || sentences.length >= MIN_BULLETS) return summary;
  // A single sentence: the document's other lines (title, headings, short items) complete the list.
  const others = fallbackLines(text).filter(
    (line) => !summary.includes(line) && !line.includes(sentences[0] ?? ''),
  );
  return bulletList([...sentences, ...others].slice(0, MIN_BULLETS + 1));
}

/** The preview engine's summary of a request: its text, read as its source says, in the requested shape. */
export function summarizeText(request: SummarizeRequest): string {
  const { text, summaryType: type, language } = request;
  const notice =
    request.truncated === undefined ? undefined : SUMMARY_PHRASES[language].cut(request.truncated.parts);
  // The notice counts in a concise summary's words.
  const budget = Math.max(10, CONCISE_MAX_WORDS - (notice === undefined ? 0 : wordCount(notice)));
  const shape: Shape = { type, language, budget };
  let summary: string;
  switch (sourceOf(request)) {
    case 'email':
      summary = emailSummary(text, shape);
      break;
    case 'document':
      summary = documentSummary(text, shape);
      break;
    case 'table':
      summary = tableSummary(text, shape);
      break;
    case 'calendar':
      summary = calendarSummary(text, shape);
      break;
  }
  // A text with nothing this reading recognises still gets its first lines rather than nothing.
  if (summary.trim() === '') summary = linesSummary(text, shape);
  if (type === 'concise') summary = clampWords(summary, budget);
  return notice === undefined ? summary : `${notice}\n\n${summary}`;
}
