import type { RefineRequest } from '../engine.js';
import { clip, sections, TEXT_LIMIT, type Prompt } from './shared.js';

/** Enough turns for the chat's context without sending an endless conversation. */
const MAX_TURNS = 20;

/**
 * Refine chat (spec §2): the chat so far as real turns (the assistant's turns hold the drafts), then the
 * user's new request. The model answers with the complete revised text, which replaces the draft.
 */
export function refinePrompt(request: RefineRequest): Prompt {
  const system = sections(
    'You are Plume, an assistant that revises an email draft in a chat with its author.',
    [
      "Apply the user's latest request to the latest draft (your last message) and answer with the complete revised email, nothing else: no comments, no subject line, no markdown.",
      'Keep the language of the draft unless the user explicitly asks for another language.',
      'Keep facts and bracketed placeholders unless the user supplies the missing information; never invent facts.',
    ].join('\n'),
  );
  const turns = request.messages
    .slice(-MAX_TURNS)
    .map((message) => ({ role: message.role, content: clip(message.content, TEXT_LIMIT) }));
  // Some providers (Anthropic) want the conversation to open with a user turn; chats here open with the draft.
  const opening =
    turns[0]?.role === 'assistant' ? [{ role: 'user' as const, content: 'Draft the email.' }] : [];
  return { system, messages: [...opening, ...turns, { role: 'user', content: request.userRequest.trim() }] };
}
