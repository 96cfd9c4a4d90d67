import type { SummaryType } from '../../../../contract/ai.js';
import type { SummarizeRequest, SummaryCut, SummarySource } from '../engine.js';
import { languageName, sections, UNTRUSTED_DATA_RULE, type Prompt } from './shared.js';

const SHAPES: Record<SummaryType, string> = {
  concise: 'A concise summary: two or three sentences with the essential point and any decision or request.',
  detailed:
    'A detailed summary in short paragraphs covering every key point, decision, figure, name and date, in the order of the text.',
  bullet_points: 'The key points as a list, one per line, each line starting with "- ".',
  action_items:
    'The action items as a list, one per line starting with "- ": what must be done, by whom and by when when the text says so. If there are none, say so in one sentence.',
};

/** How to read each kind of text (its layout comes from server/src/extract or the add-in's email file). */
const READINGS: Record<SummarySource, string> = {
  email:
    'The text is an email: Subject / From / To / Date lines, then its body; it may end with the names of its attachments and, after a "--- Conversation ---" line, the earlier messages of its thread ("Message N" blocks, oldest first). Summarise the email itself and use the conversation only as context.',
  document:
    'The text was extracted from a document (PDF, Word, PowerPoint, web page or plain text): layout is lost, so ignore stray line breaks, page numbers, headers and footers. Slides start with "Slide N" lines and their speaker notes with "Notes:".',
  table:
    'The text is a spreadsheet or CSV file: each sheet starts with a "Sheet: <name>" line, then one row per line with cells separated by tabs. Describe what the table holds (its columns, what a row represents, notable totals, extremes or trends) rather than reading rows out.',
  calendar:
    'The text lists calendar events and tasks (title, When, Location, Organizer, Description). Keep every date, time, time zone and place exactly as written.',
};

/** Told to the model when the text is only the beginning of the document, so the summary says so. */
function cutRule(cut: SummaryCut, language: string): string {
  const scope =
    cut.parts === undefined
      ? 'only its beginning'
      : `only its first ${cut.parts.read} of ${cut.parts.total} ${cut.parts.unit}s`;
  return `The document is too long to be given whole: you are given ${scope}. Start the summary with one short sentence, in ${language}, saying that it covers only that part of the document.`;
}

/** What the text is when the request does not say: the open email, or an attachment's document. */
export const sourceOf = (request: SummarizeRequest): SummarySource =>
  request.source ?? (request.fileName === undefined ? 'email' : 'document');

function sourceName(request: SummarizeRequest): string {
  if (request.fileName === undefined) return 'the email';
  return sourceOf(request) === 'email'
    ? `the attached email "${request.fileName}"`
    : `the attachment "${request.fileName}"`;
}

/**
 * Synthesize tab (spec §2): an email or an attachment's text, summarised in the requested shape. The text
 * arrives already cut to the configured size (SUMMARY_MAX_TEXT_CHARS), so it is quoted whole.
 */
export function summarizePrompt(request: SummarizeRequest): Prompt {
  const language = languageName(request.language);
  const system = sections(
    'You are Plume, an assistant that summarises emails and documents.',
    [
      `Write the summary in ${language}.`,
      SHAPES[request.summaryType],
      READINGS[sourceOf(request)],
      request.truncated === undefined ? undefined : cutRule(request.truncated, language),
      'Report only what the text says: no guesses, no advice, no invented details.',
      'Plain text only: no markdown headings, no bold, no code fences, no preamble such as "Here is the summary".',
      UNTRUSTED_DATA_RULE,
    ]
      .filter((line) => line !== undefined)
      .join('\n'),
  );
  const user = sections(`Summarise ${sourceName(request)}:`, `<text>\n${request.text.trim()}\n</text>`);
  return { system, messages: [{ role: 'user', content: user }] };
}
