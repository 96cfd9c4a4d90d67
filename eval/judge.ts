/**
 * The optional judge: a second model grades each reply send-ready / needs-fill / not-usable with a short
 * reason. Configured by EVAL_JUDGE_PROVIDER (openai, azure, anthropic, mistral, openai-compatible),
 * EVAL_JUDGE_MODEL, EVAL_JUDGE_API_KEY and EVAL_JUDGE_BASE_URL; it uses the backend's provider models
 * (server/src/ai/providers.ts createModel) with its own grading prompt.
 */
import { LANGUAGE_NAMES, type Language } from '../contract/language';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { createModel, type ModelProvider } from '../server/src/ai/providers';
import type { EvalCase } from './cases';

export const VERDICTS = ['send-ready', 'needs-fill', 'not-usable'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface JudgeGrade {
  verdict: Verdict | 'failed';
  reason: string;
}

export interface JudgeInput {
  case: EvalCase;
  input: string;
  output: string;
  language: Language;
}

export interface Judge {
  name: string;
  grade(input: JudgeInput): Promise<JudgeGrade>;
}

const PROVIDERS: readonly ModelProvider[] = ['openai', 'azure', 'anthropic', 'mistral', 'openai-compatible'];

export function gradingPrompt({ case: c, input, output, language }: JudgeInput): string {
  return [
    'You grade an email draft written by an assistant for its user. Answer with ONE line:',
    '<verdict> | <reason, at most 20 words>',
    'where <verdict> is one of:',
    '- send-ready: the user could send it as is;',
    '- needs-fill: good, but the user must fill placeholders in [brackets] or add a detail first;',
    '- not-usable: wrong language, invented facts, ignores the request or the email, or badly written.',
    '',
    `Task: ${c.operation}${c.tone ? ` (tone ${c.tone})` : ''}; expected language: ${LANGUAGE_NAMES[language]}.`,
    c.instructions ? `User's request: ${c.instructions}` : '',
    '',
    '=== INPUT ===',
    input.trim().slice(0, 6000),
    '=== DRAFT ===',
    output.trim(),
    '=== END ===',
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
}

/** Reads "<verdict> | <reason>" (or a verdict anywhere in the answer). */
export function parseGrade(answer: string): JudgeGrade {
  const text = answer.trim();
  const verdict = VERDICTS.map((v) => [v, text.toLowerCase().indexOf(v)] as const)
    .filter(([, at]) => at >= 0)
    .sort((a, b) => a[1] - b[1])[0]?.[0];
  if (verdict === undefined) return { verdict: 'failed', reason: `unreadable grade: ${text.slice(0, 80)}` };
  const reason = text.includes('|')
    ? text.slice(text.indexOf('|') + 1).trim()
    : text.replace(new RegExp(verdict, 'i'), '').trim();
  return {
    verdict,
    reason: reason
      .replace(/^[-:–—\s]+/, '')
      .split('\n')[0]!
      .slice(0, 200),
  };
}

const SYSTEM =
  'You are a strict reviewer of email drafts. You never rewrite the draft; you answer one line: verdict | reason.';

/** A judge grading with a model of the AI SDK (the provider models the backend uses). */
export function modelJudge(model: LanguageModelV3, name: string, maxOutputTokens = 200): Judge {
  return {
    name,
    async grade(input) {
      let answer = '';
      try {
        const { stream } = await model.doStream({
          prompt: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: [{ type: 'text', text: gradingPrompt(input) }] },
          ],
          maxOutputTokens,
          abortSignal: AbortSignal.timeout(120_000),
        });
        for await (const part of stream) {
          if (part.type === 'text-delta') answer += part.delta;
          else if (part.type === 'error') throw part.error;
        }
      } catch (error) {
        return {
          verdict: 'failed',
          reason: error instanceof Error ? error.message.slice(0, 200) : String(error),
        };
      }
      return parseGrade(answer);
    },
  };
}

/** The judge the environment configures, or undefined when EVAL_JUDGE_PROVIDER / EVAL_JUDGE_MODEL are unset. */
export function judgeFromEnv(env: NodeJS.ProcessEnv = process.env): Judge | undefined {
  const provider = env.EVAL_JUDGE_PROVIDER?.trim();
  const model = env.EVAL_JUDGE_MODEL?.trim();
  if (!provider && !model) return undefined;
  if (!provider || !model) throw new Error('Set both EVAL_JUDGE_PROVIDER and EVAL_JUDGE_MODEL for the judge');
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`EVAL_JUDGE_PROVIDER must be one of ${PROVIDERS.join(', ')}`);
  }
  const settings = {
    provider: provider as ModelProvider,
    model,
    apiKey: env.EVAL_JUDGE_API_KEY?.trim() || undefined,
    baseUrl: env.EVAL_JUDGE_BASE_URL?.trim() || undefined,
  };
  return modelJudge(createModel(settings), `${provider}:${model}`);
}
