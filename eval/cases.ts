/**
 * The eval's case format (one JSON object a line, see README "Measuring draft quality") and its loader.
 *
 * A case names an operation, its inputs and what the output must satisfy (`expect`). Inputs may be given
 * inline or taken from ../shared/realdata by reference (`source`), which the loader resolves:
 *   - `{"realdata": "A-reply-splitting/cases.jsonl#<id>"}`: that split case; its reply part is the email
 *     body, the rest of its input the thread history;
 *   - `{"realdata": "B-graph-messages/.../<file>.json"}` (optionally `#<n>` for the n-th of a `value`
 *     list): a Graph message, its subject, sender ("Name <address>") and body (HTML read as text);
 *   - `{"realdata": "<any other text file>"}`: the file's text as the email body;
 *   - `{"attachment": "D-attachments/<file>"}`: a real attachment, read by the backend's own extractor
 *     (the text the summary route would give the engine);
 *   - `{"into": "text"}` puts the resolved body into `text` (the draft to correct, reformulate or refine).
 * `inject` replaces words of the resolved text deterministically (first occurrence of each `right` word
 * becomes `wrong`): the correction check then expects exactly those words to be fixed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { SUMMARY_TYPES, TONES } from '../contract/ai';
import { LANGUAGES } from '../contract/language';
import { htmlToText } from '../server/src/extract/htmlText';
import { extractDocument } from '../server/src/extract/extract';

export const OPERATIONS = ['template', 'generate', 'correct', 'reformulate', 'refine', 'summarize'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Where the real mail lives, relative to the repository root. */
export const DEFAULT_REALDATA_DIR = resolve(import.meta.dirname, '..', '..', 'shared', 'realdata');

const correction = z.object({ wrong: z.string().min(1), right: z.string().min(1) });

const actionItem = z.object({
  /** Words naming the action; all must appear on one line of the output. */
  what: z.string().min(1),
  who: z.string().optional(),
  when: z.string().optional(),
});

export const expectSchema = z.object({
  /** The output language; default: the case's language ("auto" resolved like the add-in does). */
  language: z.enum(LANGUAGES).optional(),
  /** Strings that must appear in the output (case, spacing, apostrophes and thousands separators ignored). */
  facts: z.array(z.string().min(1)).optional(),
  /** At least one of these must appear (e.g. a closing formula in any accepted wording). */
  anyOf: z.array(z.string().min(1)).optional(),
  /** Output length at most this fraction of `text` (refine "shorter"). Default 0.7 for "shorter" requests. */
  maxRatio: z.number().positive().max(1).optional(),
  /** Name the reply must greet; false: no greeting check; default: the sender's display name. */
  greet: z.union([z.string().min(1), z.literal(false)]).optional(),
  /** Corrections the output must make, and the only changes it may make (correct operation). */
  corrections: z.array(correction).optional(),
  /** Action items the summary must list (summarize, action_items). */
  actions: z.array(actionItem).optional(),
});

const source = z
  .object({
    realdata: z.string().min(1).optional(),
    attachment: z.string().min(1).optional(),
    into: z.enum(['email', 'text']).optional(),
  })
  .refine((value) => (value.realdata === undefined) !== (value.attachment === undefined), {
    message: 'source needs exactly one of "realdata" or "attachment"',
  });

/** Unknown fields are allowed (and ignored). */
export const caseSchema = z
  .object({
    id: z.string().min(1),
    operation: z.enum(OPERATIONS),
    tone: z.enum(TONES).optional(),
    summaryType: z.enum(SUMMARY_TYPES).optional(),
    language: z.union([z.literal('auto'), z.enum(LANGUAGES)]),
    email: z
      .object({ subject: z.string().default(''), from: z.string().default(''), body: z.string().default('') })
      .optional(),
    history: z.string().optional(),
    text: z.string().optional(),
    instructions: z.string().optional(),
    userName: z.string().optional(),
    fileName: z.string().optional(),
    source: source.optional(),
    inject: z.array(correction).optional(),
    /** Written for the eval (not real mail): realdata lacks the language or the situation. */
    written: z.boolean().optional(),
    note: z.string().optional(),
    expect: expectSchema.default({}),
  })
  .superRefine((value, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    const onText = ['correct', 'reformulate', 'refine'].includes(value.operation);
    const into = value.source?.into ?? (onText ? 'text' : 'email');
    const hasEmail = value.email !== undefined || (value.source !== undefined && into === 'email');
    const hasText = value.text !== undefined || (value.source !== undefined && into === 'text');
    if (value.operation === 'template' && !hasEmail) issue('template needs "email" (or a source)');
    if (value.operation === 'summarize' && value.summaryType === undefined)
      issue('summarize needs "summaryType"');
    if (value.operation === 'summarize' && !hasEmail && value.source?.attachment === undefined) {
      issue('summarize needs "email" or a source');
    }
    if (['correct', 'reformulate', 'refine'].includes(value.operation) && !hasText) {
      issue(`${value.operation} needs "text" (or a source with "into": "text")`);
    }
    if (value.operation === 'refine' && value.instructions === undefined)
      issue('refine needs "instructions"');
  });

export type CaseLine = z.infer<typeof caseSchema>;

/** A case with its references resolved: the inputs the engine gets. */
export interface EvalCase extends Omit<CaseLine, 'email' | 'expect'> {
  email: { subject: string; from: string; body: string };
  history: string;
  /** The extracted text of an attachment (summaries of attachments). */
  attachment?: { text: string; kind: 'email' | 'document' | 'table' | 'calendar'; fileName: string };
  expect: z.infer<typeof expectSchema>;
}

export class CaseError extends Error {
  override name = 'CaseError';
}

const where = (file: string, line: number) => `${file}:${line}`;

/** Parses a JSONL text into case lines; throws CaseError naming the first bad line and what is wrong. */
export function parseCases(text: string, file = 'cases'): CaseLine[] {
  const cases: CaseLine[] = [];
  const ids = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('//')) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new CaseError(`${where(file, index + 1)}: not valid JSON (${(error as Error).message})`);
    }
    const parsed = caseSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') + ': ' : ''}${issue.message}`)
        .join('; ');
      const id =
        typeof (json as { id?: unknown })?.id === 'string' ? ` (id ${(json as { id: string }).id})` : '';
      throw new CaseError(`${where(file, index + 1)}${id}: ${problems}`);
    }
    if (ids.has(parsed.data.id))
      throw new CaseError(`${where(file, index + 1)}: duplicate id ${parsed.data.id}`);
    ids.add(parsed.data.id);
    cases.push(parsed.data);
  });
  return cases;
}

interface SplitCase {
  id: string;
  input: string;
  reply: string;
}

const splitCaches = new Map<string, Map<string, SplitCase>>();

function splitCase(dir: string, file: string, id: string): SplitCase {
  const path = resolve(dir, file);
  let cases = splitCaches.get(path);
  if (cases === undefined) {
    cases = new Map();
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const entry = JSON.parse(line) as SplitCase;
      cases.set(entry.id, entry);
    }
    splitCaches.set(path, cases);
  }
  const found = cases.get(id);
  if (found === undefined) throw new CaseError(`no case "${id}" in ${file}`);
  return found;
}

interface GraphMessage {
  subject?: string | null;
  from?: { emailAddress?: { name?: string; address?: string } } | null;
  sender?: { emailAddress?: { name?: string; address?: string } } | null;
  body?: { contentType?: string; content?: string } | null;
}

function graphMessage(path: string, index: number): { subject: string; from: string; body: string } {
  const json = JSON.parse(readFileSync(path, 'utf8')) as GraphMessage & { value?: GraphMessage[] };
  const message = json.value !== undefined ? json.value[index] : json;
  if (message === undefined) throw new CaseError(`no message #${index} in ${path}`);
  const address = (message.from ?? message.sender)?.emailAddress;
  const from =
    address === undefined
      ? ''
      : address.name && address.address
        ? `${address.name} <${address.address}>`
        : (address.name ?? address.address ?? '');
  const content = message.body?.content ?? '';
  const body = message.body?.contentType?.toLowerCase() === 'html' ? htmlToText(content, 'email') : content;
  return { subject: message.subject ?? '', from, body: body.trim() };
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  html: 'text/html',
  eml: 'message/rfc822',
  msg: 'application/vnd.ms-outlook',
};

/** Replaces the first occurrence (whole word) of each `right` with `wrong`; throws if a word is missing. */
export function injectMisspellings(text: string, injections: { wrong: string; right: string }[]): string {
  let result = text;
  for (const { wrong, right } of injections) {
    const escaped = right.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
    if (!pattern.test(result)) throw new CaseError(`cannot inject "${wrong}": "${right}" is not in the text`);
    result = result.replace(pattern, wrong);
  }
  return result;
}

export interface LoadOptions {
  realdataDir?: string;
  /** Characters of an attachment read, like SUMMARY_MAX_TEXT_CHARS (default 100 000). */
  maxChars?: number;
}

/** Resolves one case's references (realdata, attachment, injected misspellings). */
export async function resolveCase(line: CaseLine, options: LoadOptions = {}): Promise<EvalCase> {
  const dir = options.realdataDir ?? DEFAULT_REALDATA_DIR;
  let email = { subject: '', from: '', body: '', ...line.email };
  let history = line.history ?? '';
  let text = line.text;
  let attachment: EvalCase['attachment'];
  const into =
    line.source?.into ?? (['correct', 'reformulate', 'refine'].includes(line.operation) ? 'text' : 'email');
  try {
    if (line.source?.realdata !== undefined) {
      const [file = '', fragment] = line.source.realdata.split('#');
      const path = resolve(dir, file);
      let body: string;
      if (file.endsWith('cases.jsonl')) {
        if (fragment === undefined) throw new CaseError(`${line.source.realdata}: name a case with #<id>`);
        const split = splitCase(dir, file, line.source.realdata.slice(file.length + 1));
        const input = split.input.replace(/\r\n/g, '\n');
        body = split.reply.replace(/\r\n/g, '\n').trim();
        const at = input.indexOf(body);
        if (line.history === undefined) history = at >= 0 ? input.slice(at + body.length).trim() : '';
      } else if (file.endsWith('.json')) {
        const message = graphMessage(path, fragment === undefined ? 0 : Number(fragment));
        email = { ...message, ...line.email, body: line.email?.body || message.body };
        body = email.body;
      } else {
        body = readFileSync(path, 'utf8').replace(/\r\n/g, '\n').trim();
      }
      if (into === 'text') text = body;
      else email = { ...email, body: line.email?.body || body };
    }
    if (line.source?.attachment !== undefined) {
      const path = resolve(dir, line.source.attachment);
      const fileName = line.fileName ?? path.split('/').pop() ?? 'file';
      const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
      const document = await extractDocument(
        new Uint8Array(readFileSync(path)),
        { fileName, fileType: MIME[extension] ?? '' },
        { maxChars: options.maxChars ?? 100_000 },
      );
      attachment = { text: document.text, kind: document.kind, fileName };
    }
    if (line.inject !== undefined) {
      if (text === undefined) throw new CaseError('"inject" needs a text');
      text = injectMisspellings(text, line.inject);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CaseError(`case ${line.id}: ${message}`);
  }
  const expect = { ...line.expect };
  if (line.inject !== undefined) expect.corrections = [...(expect.corrections ?? []), ...line.inject];
  return {
    ...line,
    email,
    history,
    ...(text === undefined ? {} : { text }),
    ...(attachment === undefined ? {} : { attachment }),
    expect,
  };
}

/** Reads, validates and resolves a JSONL case file. Throws CaseError naming the bad line or case. */
export async function loadCases(file: string, options: LoadOptions = {}): Promise<EvalCase[]> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CaseError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const lines = parseCases(text, file);
  const cases: EvalCase[] = [];
  for (const line of lines) cases.push(await resolveCase(line, options));
  return cases;
}

/** The built-in set. */
export const BUILT_IN_CASES = resolve(import.meta.dirname, 'cases.jsonl');
