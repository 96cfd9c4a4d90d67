import type { ComposeOperation, SummaryType, Tone } from '../../../contract/ai.js';
import type { Language } from '../../../contract/language.js';

/** The email being answered, as the add-in read it (body without its quoted history). */
export interface EmailContext {
  subject: string;
  from: string;
  body: string;
}

export interface TemplateRequest {
  tone: Tone;
  language: Language;
  email: EmailContext;
  /** Earlier messages of the thread, oldest first ("Message N" blocks); may be empty. */
  conversationHistory: string;
  /** The user's additional instructions; undefined when they gave none. */
  instructions?: string;
  /** The user's full name, to sign with; undefined when unknown (the reply then signs with a placeholder). */
  userName?: string;
}

export interface ComposeRequest {
  operation: ComposeOperation;
  tone: Tone;
  /** Language to write in for generate. Correct and reformulate keep the language of `body`. */
  language: Language;
  /** The compose item's sender (usually the user); a hint, not a recipient. */
  from: string;
  /** The text in the compose window: the draft to correct or reformulate, or context to generate from. */
  body: string;
  instructions?: string;
  /** The user's full name, to sign with; undefined when unknown (the reply then signs with a placeholder). */
  userName?: string;
}

/**
 * What a summarised text is: an email (header lines, body, maybe its conversation), prose, a table
 * (tab-separated rows, one "Sheet:" block per sheet) or calendar events. Summaries adapt to it.
 */
export type SummarySource = 'email' | 'document' | 'table' | 'calendar';

/** A long document's text is cut to fit the model: how much of it the summary covers. */
export interface SummaryCut {
  /** Pages or slides read, out of how many; absent for formats without pages. */
  parts?: { read: number; total: number; unit: 'page' | 'slide' };
}

export interface SummarizeRequest {
  text: string;
  summaryType: SummaryType;
  language: Language;
  /** The attachment's name when the text comes from one. */
  fileName?: string;
  /** Default: 'email' without a fileName (the open email), 'document' with one. */
  source?: SummarySource;
  /** Set when `text` is only the beginning of the document: the summary must say so. */
  truncated?: SummaryCut;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The text a refine request works on: the latest assistant message (the template or composed email). */
export function textToRefine(messages: readonly ChatMessage[]): string {
  const assistant = [...messages].reverse().find((message) => message.role === 'assistant');
  return (assistant ?? messages.at(-1))?.content ?? '';
}

export interface RefineRequest {
  /** The chat so far; the text to refine is the last assistant message (the template or composed email). */
  messages: ChatMessage[];
  userRequest: string;
}

/** Text deltas, in order; concatenated they are the whole answer. */
export type TextStream = AsyncIterable<string>;

/** The whole answer of a stream (its deltas concatenated); rejects as the stream does. */
export async function wholeText(stream: TextStream): Promise<string> {
  let text = '';
  for await (const delta of stream) text += delta;
  return text;
}

/**
 * The AI port (DESIGN.md §6). Every operation streams text deltas and stops early, rejecting, when
 * `signal` aborts: a client that goes away must not keep a model call running. Failures reject with
 * AiError, whose message is safe to show to the user.
 */
export interface AiEngine {
  /** Reported by /api/health and in each stream's done event, e.g. "preview" or "openai:gpt-4o-mini". */
  readonly name: string;
  template(request: TemplateRequest, signal: AbortSignal): TextStream;
  compose(request: ComposeRequest, signal: AbortSignal): TextStream;
  summarize(request: SummarizeRequest, signal: AbortSignal): TextStream;
  refine(request: RefineRequest, signal: AbortSignal): TextStream;
  /** Releases what the engine holds (the local model's memory); the app calls it when it closes. */
  dispose?(): Promise<void>;
}

export type AiErrorKind =
  /** The provider answered an error, could not be reached, or sent something unusable. */
  | 'upstream'
  /** No delta within the stall timeout, or the whole answer took longer than the request timeout. */
  | 'timeout'
  /** The provider finished without any text (refusal, tool call, content filter). */
  | 'empty'
  /** The caller's signal aborted (client gone); nobody is left to tell. */
  | 'aborted'
  /** The local model's contexts were all in use for longer than the queue timeout (answered 503). */
  | 'busy'
  /** The local model cannot run: its file is missing, is not a GGUF model, or does not fit in memory. */
  | 'unavailable';

/** An AI failure whose message is written for the user: no stack, no prompt, no credentials. */
export class AiError extends Error {
  override name = 'AiError';

  constructor(
    readonly kind: AiErrorKind,
    message: string,
    /** HTTP status of the provider's answer, when it answered one (for logs). */
    readonly upstreamStatus?: number,
  ) {
    super(message);
  }
}

/** The rejection of an operation whose signal aborted. */
export function abortedError(): AiError {
  return new AiError('aborted', 'The request was cancelled');
}
