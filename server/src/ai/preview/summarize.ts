import type { SummaryType } from '../engine.js';
import type { Language } from '../language.js';
import { isStopword } from './detect.js';
import { splitEmail } from './email-parts.js';
import { NBSP, PHRASES } from './phrases.js';
import { fold, foldedWords, splitParagraphs, splitSentences, stripQuoted, wordCount } from './text.js';

/**
 * Extractive summaries: the text's own sentences, ranked by how many of the text's recurring topic words
 * they carry. No model, so nothing is paraphrased, translated or invented; only labels follow the
 * requested language.
 */

const MIN_WORDS = 4;

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

/** The author's sentences: quoted history, greeting, closing and signature left out. */
function contentSentences(text: string): string[] {
  const body = splitEmail(stripQuoted(text)).body;
  return splitParagraphs(body)
    .flatMap((paragraph) => splitSentences(paragraph.replace(/\s*\n\s*(?![-*•])/gu, ' ')))
    .map((sentence) => sentence.replace(/^[-*•]\s+/u, ''))
    .filter((sentence) => wordCount(sentence) >= MIN_WORDS);
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

// Folded, apostrophes straightened: requests, obligations and reminders.
const ACTION =
  /(?:^|[^\p{L}])(?:merci de|pourriez-vous|pouvez-vous|peux-tu|pourrais-tu|il faut|il faudrait|nous devons|vous devez|tu dois|je dois|doit|doivent|devra|devront|a faire|n'oubliez pas|n'oublie pas|veuillez|a prevoir|please|could you|can you|would you|need to|needs to|has to|have to|must|should|make sure|don't forget|remember to|action required|to do|todo|deadline|por favor|podria|debe|hay que|bitte|mussen|sollten|per favore|potrebbe|bisogna|poderia|precisa|graag|zou u|moet)(?![\p{L}])/u;

export function findDeadline(sentence: string): string | undefined {
  return DEADLINE.exec(sentence)?.[0].trim();
}

function actionItems(sentences: string[], language: Language): string {
  const phrases = PHRASES[language];
  const items = sentences.filter(
    (sentence) => ACTION.test(fold(sentence).replace(/’/gu, "'")) || HAS_BY.test(sentence),
  );
  if (items.length === 0) return phrases.noActions;
  const colon = language === 'fr' ? `${NBSP}:` : ':';
  return [...new Set(items)]
    .map((item) => {
      const deadline = findDeadline(item);
      return deadline === undefined
        ? `- ${item}`
        : `- ${item} (${phrases.deadlineLabel}${colon} ${deadline})`;
    })
    .join('\n');
}

export function summarizeText(text: string, type: SummaryType, language: Language): string {
  const sentences = contentSentences(text);
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
