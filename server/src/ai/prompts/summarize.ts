import type { SummarizeRequest, SummaryType } from '../engine.js';
import { clip, languageName, sections, TEXT_LIMIT, UNTRUSTED_DATA_RULE, type Prompt } from './shared.js';

const SHAPES: Record<SummaryType, string> = {
  concise: 'A concise summary: two or three sentences with the essential point and any decision or request.',
  detailed:
    'A detailed summary in short paragraphs covering every key point, decision, figure, name and date, in the order of the text.',
  bullet_points: 'The key points as a list, one per line, each line starting with "- ".',
  action_items:
    'The action items as a list, one per line starting with "- ": what must be done, by whom and by when when the text says so. If there are none, say so in one sentence.',
};

/** Synthesize tab (spec §2): an email or an attachment's text, summarised in the requested shape. */
export function summarizePrompt(request: SummarizeRequest): Prompt {
  const language = languageName(request.language);
  const system = sections(
    'You are Plume, an assistant that summarises emails and documents.',
    [
      `Write the summary in ${language}.`,
      SHAPES[request.summaryType],
      'Report only what the text says: no guesses, no advice, no invented details.',
      'Plain text only: no markdown headings, no bold, no code fences, no preamble such as "Here is the summary".',
      UNTRUSTED_DATA_RULE,
    ].join('\n'),
  );
  const source = request.fileName === undefined ? 'the email' : `the attachment "${request.fileName}"`;
  const user = sections(`Summarise ${source}:`, `<text>\n${clip(request.text.trim(), TEXT_LIMIT)}\n</text>`);
  return { system, messages: [{ role: 'user', content: user }] };
}
