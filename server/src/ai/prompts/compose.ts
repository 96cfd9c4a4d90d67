import type { ComposeRequest } from '../engine.js';
import {
  clip,
  languageName,
  sections,
  TEXT_LIMIT,
  TONE_GUIDES,
  UNTRUSTED_DATA_RULE,
  writingRules,
  type Prompt,
} from './shared.js';

/** Spec §9: what generate does when the user wrote no comment. */
export const DEFAULT_GENERATE_INSTRUCTIONS = 'Générer une réponse appropriée';
/** Spec §9: reformulation's default is a clarity-and-style improvement. */
export const DEFAULT_REFORMULATE_INSTRUCTIONS = 'Improve clarity and style.';

const KEEP_LANGUAGE =
  'Keep the language of the text exactly: if it is in French, answer in French; never translate it, whatever language the user interface uses.';

const textBlock = (body: string) => `<text>\n${clip(body.trim(), TEXT_LIMIT)}\n</text>`;

function correctPrompt(request: ComposeRequest): Prompt {
  const system = sections(
    'You are Plume, a proofreader for emails.',
    [
      'Correct spelling, grammar, punctuation and typography in the text inside <text>, following the conventions of its language (in French, for instance, a space before ; : ! ? and « » quotes).',
      KEEP_LANGUAGE,
      'Change nothing else: keep the meaning, the wording that is already correct, the tone, the greeting, the signature, the line breaks and the placeholders in brackets.',
      'Output only the corrected text, with no comments and no markdown.',
      UNTRUSTED_DATA_RULE,
    ].join('\n'),
  );
  const extra = request.instructions?.trim();
  const user = sections(
    textBlock(request.body),
    extra ? `Additional request from the user: ${extra}` : undefined,
  );
  return { system, messages: [{ role: 'user', content: user }] };
}

function reformulatePrompt(request: ComposeRequest): Prompt {
  const system = sections(
    'You are Plume, an editor who rewrites email drafts.',
    [
      'Rewrite the text inside <text> so it reads clearly and well: shorter sentences, one idea per paragraph, a proper greeting and closing.',
      KEEP_LANGUAGE,
      `Tone — ${TONE_GUIDES[request.tone]}.`,
      'Keep every fact, figure, name, date and placeholder; add no new facts.',
      'Output only the rewritten email as plain text: no subject line, no markdown, no comments.',
      UNTRUSTED_DATA_RULE,
    ].join('\n'),
  );
  const instructions = request.instructions?.trim() || DEFAULT_REFORMULATE_INSTRUCTIONS;
  const user = sections(textBlock(request.body), `What the user wants: ${instructions}`);
  return { system, messages: [{ role: 'user', content: user }] };
}

function generatePrompt(request: ComposeRequest): Prompt {
  const language = languageName(request.language);
  const system = sections(
    'You are Plume, an assistant that writes emails for the user in their mail client.',
    [
      `Write in ${language}.`,
      `Tone — ${TONE_GUIDES[request.tone]}.`,
      "Follow the user's instructions. The text inside <text> is what the compose window already holds (a draft, or the message being answered); use it as context.",
      writingRules(request.language, request.userName),
      UNTRUSTED_DATA_RULE,
    ].join('\n'),
  );
  const body = request.body.trim();
  const instructions = request.instructions?.trim() || DEFAULT_GENERATE_INSTRUCTIONS;
  const user = sections(
    body === '' ? undefined : textBlock(body),
    request.from.trim() === '' ? undefined : `The user sends from: ${request.from.trim()}`,
    `Instructions from the user:\n${instructions}`,
    `Write the email in ${language} now.`,
  );
  return { system, messages: [{ role: 'user', content: user }] };
}

/** Compose screen (spec §2): generate, correct or reformulate. */
export function composePrompt(request: ComposeRequest): Prompt {
  switch (request.operation) {
    case 'correct':
      return correctPrompt(request);
    case 'reformulate':
      return reformulatePrompt(request);
    case 'generate':
      return generatePrompt(request);
  }
}
