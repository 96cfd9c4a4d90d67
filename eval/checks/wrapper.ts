import { fail, pass, type Check } from './types';
import { nonEmptyLines } from './text';

const SUBJECT_LINE = /^\s*(?:subject|objet|betreff|asunto|oggetto|onderwerp|assunto)\s*:/iu;
const FENCE = /^\s*(?:```|~~~)/mu;
const MARKDOWN: readonly [RegExp, string][] = [
  [/\*\*[^*\n]+\*\*/u, 'bold **'],
  [/(?<![\p{L}\p{N}])__[^_\n]+__(?![\p{L}\p{N}])/u, 'bold __'],
  [/^\s{0,3}#{1,6}\s+\S/mu, 'heading #'],
  [/\[[^\]\n]+\]\((?:https?:|mailto:|www\.)[^)\s]*\)/u, 'link [](…)'],
  [/^\s*>\s/mu, 'quote >'],
];
// The model talking about the text instead of just giving it.
const PREAMBLE =
  /^(?:here(?:'s| is| are)|voici|voilà|sure|certainly|of course|bien sûr|certes|d'accord|hier (?:ist|sind)|gerne|claro|aquí (?:está|tienes)|ecco|certo|hier is|natuurlijk)\b.*[:：]?$/iu;
const AFTERWORD =
  /^\(?\s*(?:note|nb|n\.b\.|remarque|hinweis|anmerkung|nota|opmerking|explanation|explication|i (?:have|'ve) (?:kept|made|changed|corrected)|j'ai (?:gardé|corrigé|modifié|conservé)|let me know if|n'hésitez pas à me dire si)\b/iu;

/** The text alone: no subject line, no markdown, no code fence, no note before or after it. */
export function wrapperProblems(output: string, allowLists = true): string[] {
  const problems: string[] = [];
  const lines = nonEmptyLines(output);
  const first = lines[0] ?? '';
  const last = lines.at(-1) ?? '';
  if (SUBJECT_LINE.test(first)) problems.push('subject line');
  if (FENCE.test(output)) problems.push('code fence');
  for (const [pattern, name] of MARKDOWN) if (pattern.test(output)) problems.push(`markdown ${name}`);
  if (!allowLists && /^\s*[*+]\s/mu.test(output)) problems.push('markdown list');
  if (PREAMBLE.test(first) && /[:：]\s*$/u.test(first)) problems.push(`note before: "${first.slice(0, 50)}"`);
  if (lines.length > 1 && AFTERWORD.test(last)) problems.push(`note after: "${last.slice(0, 50)}"`);
  return problems;
}

export const wrapperCheck: Check = ({ output }) => {
  const problems = wrapperProblems(output);
  return problems.length === 0 ? pass('wrapper') : fail('wrapper', problems.join(', '));
};
