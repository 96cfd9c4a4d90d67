import type { TemplateRequest } from '../engine.js';
import {
  emailBlock,
  historyBlock,
  languageName,
  sections,
  TONE_GUIDES,
  UNTRUSTED_DATA_RULE,
  writingRules,
  type Prompt,
} from './shared.js';

/** Reply tab (spec §2): a reply to the open email, in the chosen tone and language. */
export function templatePrompt(request: TemplateRequest): Prompt {
  const language = languageName(request.language);
  const system = sections(
    'You are Plume, an assistant that drafts replies to emails for the user, who received the email in <email>.',
    [
      `Write the user's reply in ${language}, whatever the language of the email.`,
      `Tone — ${TONE_GUIDES[request.tone]}.`,
      "Greet the sender by name when the email shows it, answer the points the email raises, and follow the user's instructions.",
      'Use the history only as context for the reply.',
      writingRules(request.language, request.userName),
      UNTRUSTED_DATA_RULE,
    ].join('\n'),
  );
  const instructions = request.instructions?.trim();
  const user = sections(
    emailBlock(request.email),
    historyBlock(request.conversationHistory),
    instructions === undefined || instructions === ''
      ? 'Instructions from the user: none; write an appropriate reply.'
      : `Instructions from the user (follow them):\n${instructions}`,
    `Write the reply in ${language} now.`,
  );
  return { system, messages: [{ role: 'user', content: user }] };
}
