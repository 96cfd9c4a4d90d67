/**
 * Runs eval cases through an AiEngine, building each request exactly like the routes do
 * (server/src/routes/ai.ts, summarize.ts) and the add-in does (reply language, the open email as a text
 * file), then scores every output with the deterministic checks and, when given, the judge.
 */
import type { Language } from '../contract/language';
import type { AiEngine, SummarizeRequest, TextStream } from '../server/src/ai/engine';
import { extractDocument } from '../server/src/extract/extract';
import { EMAIL_FILE_NAME, emailText } from '../src/features/summary/emailFile';
import { resolveReplyLanguage } from '../src/lib/detectLanguage';
import type { EvalCase } from './cases';
import { runChecks } from './checks/index';
import type { Judge } from './judge';
import { buildScorecard, type CaseResult, type Scorecard } from './scorecard';

export interface RunOptions {
  cases: EvalCase[];
  engine: AiEngine;
  judge?: Judge;
  /** Cases run at the same time (a real provider is mostly waiting). Default 1. */
  concurrency?: number;
  /** Called after each case, e.g. to print progress. */
  onCase?: (result: CaseResult) => void;
}

/** A compose window replying to an email: the draft, then the quoted message with its Outlook header. */
export function composeBody(c: EvalCase): string {
  const draft = c.text ?? '';
  if (c.email.body === '') return draft;
  const quote = [`From: ${c.email.from}`, `Subject: ${c.email.subject}`, '', c.email.body].join('\n');
  return draft === '' ? `\n\n${quote}` : `${draft}\n\n${quote}`;
}

/** The add-in's interface language in the eval: French, the spec's first language. */
export const EVAL_INTERFACE_LANGUAGE: Language = 'fr';

/**
 * `"auto"` resolved as the add-in does: a summary is written in the interface language; anything else in
 * the detected language of the email (or of the text worked on), else the interface language.
 */
export async function caseLanguage(c: EvalCase): Promise<Language> {
  if (c.language !== 'auto') return c.language;
  if (c.operation === 'summarize') return EVAL_INTERFACE_LANGUAGE;
  const onText = ['correct', 'reformulate', 'refine'].includes(c.operation) && c.text !== undefined;
  const body = onText ? (c.text ?? '') : c.email.body;
  const { language } = await resolveReplyLanguage({
    body,
    ...(onText ? {} : { thread: c.history, subject: c.email.subject }),
    preference: null,
    interfaceLanguage: EVAL_INTERFACE_LANGUAGE,
  });
  return language;
}

async function summarizeRequest(c: EvalCase, language: Language): Promise<SummarizeRequest> {
  const summaryType = c.summaryType ?? 'concise';
  if (c.attachment) {
    return {
      text: c.attachment.text,
      summaryType,
      language,
      source: c.attachment.kind,
      fileName: c.attachment.fileName,
    };
  }
  const bytes = new TextEncoder().encode(emailText(c.email, c.history));
  const document = await extractDocument(
    bytes,
    { fileName: EMAIL_FILE_NAME, fileType: 'text/plain' },
    { maxChars: 100_000 },
  );
  const openEmail = document.format === 'text' && document.kind === 'email';
  return {
    text: document.text,
    summaryType,
    language,
    source: document.kind,
    ...(openEmail ? {} : { fileName: EMAIL_FILE_NAME }),
  };
}

/** The engine's stream for a case, and the text it was given (what the output's facts may come from). */
export async function openCase(
  c: EvalCase,
  engine: AiEngine,
  language: Language,
  signal: AbortSignal,
): Promise<{ stream: TextStream; input: string }> {
  const tone = c.tone ?? 'professional';
  const optional = {
    ...(c.instructions === undefined ? {} : { instructions: c.instructions }),
    ...(c.userName === undefined ? {} : { userName: c.userName }),
  };
  const common = [c.instructions ?? '', c.userName ?? ''];
  switch (c.operation) {
    case 'template':
      return {
        stream: engine.template(
          { tone, language, email: c.email, conversationHistory: c.history, ...optional },
          signal,
        ),
        input: [c.email.subject, c.email.from, c.email.body, c.history, ...common].join('\n'),
      };
    case 'generate':
    case 'correct':
    case 'reformulate': {
      const body = c.operation === 'generate' ? composeBody(c) : (c.text ?? '');
      return {
        stream: engine.compose(
          { operation: c.operation, tone, language, from: c.userName ?? '', body, ...optional },
          signal,
        ),
        input: [body, c.history, ...common].join('\n'),
      };
    }
    case 'refine':
      return {
        stream: engine.refine(
          { messages: [{ role: 'assistant', content: c.text ?? '' }], userRequest: c.instructions ?? '' },
          signal,
        ),
        input: [c.text ?? '', c.email.subject, c.email.from, c.email.body, c.history, ...common].join('\n'),
      };
    case 'summarize': {
      const request = await summarizeRequest(c, language);
      const cut = request.truncated?.parts
        ? `${request.truncated.parts.read} ${request.truncated.parts.total}`
        : '';
      return {
        stream: engine.summarize(request, signal),
        input: [request.text, request.fileName ?? '', cut, ...common].join('\n'),
      };
    }
  }
}

async function runCase(c: EvalCase, engine: AiEngine, judge: Judge | undefined): Promise<CaseResult> {
  const started = performance.now();
  const resolved = await caseLanguage(c);
  const language = c.expect.language ?? resolved;
  const base = { id: c.id, operation: c.operation, language, written: c.written === true };
  let output = '';
  let input = '';
  try {
    const opened = await openCase(c, engine, resolved, new AbortController().signal);
    input = opened.input;
    for await (const delta of opened.stream) output += delta;
  } catch (error) {
    return {
      ...base,
      output,
      checks: [],
      error: error instanceof Error ? error.message : String(error),
      ms: performance.now() - started,
    };
  }
  const checks = await runChecks({ case: c, output, input, language });
  const result: CaseResult = { ...base, output, checks, ms: Math.round(performance.now() - started) };
  if (judge && c.operation !== 'summarize') {
    result.judge = await judge.grade({ case: c, input, output, language });
  }
  return result;
}

/** Runs every case (in file order in the results) and returns the scorecard. */
export async function runEval({
  cases,
  engine,
  judge,
  concurrency = 1,
  onCase,
}: RunOptions): Promise<Scorecard> {
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const result = await runCase(cases[index]!, engine, judge);
      results[index] = result;
      onCase?.(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, cases.length)) }, worker));
  return buildScorecard({ engine: engine.name, judge: judge?.name, results });
}
