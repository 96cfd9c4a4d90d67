import type { Tone } from '../../../../contract/ai.js';
import type { DetectableLanguage } from './detect.js';
import { PHRASES } from './phrases.js';
import { fold, splitParagraphs } from './text.js';

/** Refine rewrites that change the register or the length of a draft's body: formal, friendly, longer. */

const MORE: Record<'fr' | 'en', { context: string; details: string; next: string }> = {
  fr: {
    context: 'Pour vous donner un peu de contexte\u00A0: [contexte].',
    details: 'Voici les précisions utiles\u00A0: [précisions].',
    next: 'Prochaines étapes\u00A0: [étapes à venir].',
  },
  en: {
    context: 'To give you some context: [context].',
    details: 'Here are the relevant details: [details].',
    next: 'Next steps: [next steps].',
  },
};

export function lengthen(body: string, language: DetectableLanguage | undefined, tone: Tone): string {
  const phrases = PHRASES[language ?? 'en'];
  const more = language === 'fr' || language === 'en' ? MORE[language] : undefined;
  const paragraphs = splitParagraphs(body);
  const added = more === undefined ? [phrases.placeholders.details] : [more.context, more.details, more.next];
  const closing = phrases.closingLine[tone];
  return [...paragraphs.slice(0, 1), ...added, ...paragraphs.slice(1), body.includes(closing) ? '' : closing]
    .filter((part) => part !== '')
    .join('\n\n');
}

// Applied after the "tu + verb" pairs, which also change the verb.
const FRENCH_VOUS: [RegExp, string][] = [
  [/\bt['’]/giu, 'vous '],
  [/\bte\b/giu, 'vous'],
  [/\btoi\b/giu, 'vous'],
  [/\btu\b/giu, 'vous'],
  [/\b(?:ton|ta)\b/giu, 'votre'],
  [/\btes\b/giu, 'vos'],
];
const FRENCH_VERBS: Record<string, string> = {
  peux: 'pouvez',
  veux: 'voulez',
  sais: 'savez',
  as: 'avez',
  es: 'êtes',
  fais: 'faites',
  vas: 'allez',
  dois: 'devez',
  pourrais: 'pourriez',
  voudrais: 'voudriez',
};
const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan['’]t\b/giu, 'cannot'],
  [/\bwon['’]t\b/giu, 'will not'],
  [/\b(\w+)n['’]t\b/giu, '$1 not'],
  [/\bI['’]m\b/gu, 'I am'],
  [/\b(\w+)['’]re\b/giu, '$1 are'],
  [/\b(\w+)['’]ll\b/giu, '$1 will'],
  [/\b(\w+)['’]ve\b/giu, '$1 have'],
  [/\b(it|that|there|what)['’]s\b/giu, '$1 is'],
];
const CASUAL_WORDS: Record<'fr' | 'en', [RegExp, string][]> = {
  fr: [
    [/\bsalut\b/giu, 'bonjour'],
    [/\bok\b/giu, 'd’accord'],
    [/\bsuper\b/giu, 'parfait'],
    [/\bboulot\b/giu, 'travail'],
    [/\bsympa\b/giu, 'agréable'],
    [/(?<!\p{L})ça(?!\p{L})/giu, 'cela'],
    [/,\s*promis(?=[.!])/giu, ''],
    // Imperatives addressed with "tu" ("Dis-moi"): the "vous" form.
    [/\bdis-(moi|nous)\b/giu, 'dites-$1'],
    [/\bfais-(moi|nous)\b/giu, 'faites-$1'],
    [/\benvoie-(moi|nous)\b/giu, 'envoyez-$1'],
    [/\bpréviens-(moi|nous)\b/giu, 'prévenez-$1'],
    [/\btiens-(moi|nous)\b/giu, 'tenez-$1'],
    [/\bappelle-(moi|nous)\b/giu, 'appelez-$1'],
    [/\bconfirme-(moi|nous)\b/giu, 'confirmez-$1'],
  ],
  en: [
    [/\bhey\b/giu, 'hello'],
    [/\bthanks\b/giu, 'thank you'],
    [/\bok(?:ay)?\b/giu, 'all right'],
    [/\bgonna\b/giu, 'going to'],
    [/\bwanna\b/giu, 'want to'],
    [/\basap\b/giu, 'as soon as possible'],
    [/\bbtw\b/giu, 'by the way'],
    [/\bfyi\b/giu, 'for your information'],
  ],
};

export function formalize(body: string, language: DetectableLanguage | undefined): string {
  let out = body.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '').replace(/!+/gu, '.');
  if (language === 'fr') {
    out = out.replace(
      /\btu (peux|veux|sais|as|es|fais|vas|dois|pourrais|voudrais)\b/giu,
      (_m, verb: string) => `vous ${FRENCH_VERBS[verb.toLowerCase()] ?? verb}`,
    );
    for (const [pattern, replacement] of FRENCH_VOUS) out = out.replace(pattern, replacement);
  }
  if (language === 'en')
    for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  if (language === 'fr' || language === 'en') {
    for (const [pattern, replacement] of CASUAL_WORDS[language]) out = out.replace(pattern, replacement);
  }
  return out.replace(/[ \t\u00A0\u202F]+\./gu, '.').replace(/\.{2,}/gu, '.');
}

const WARM_OPENERS: Partial<Record<DetectableLanguage, string>> = {
  fr: 'J’espère que vous allez bien.',
  en: 'I hope you’re doing well.',
};
const EXPANDED: [RegExp, string][] = [
  [/\bdo not\b/gu, 'don’t'],
  [/\bI am\b/gu, 'I’m'],
  [/\bit is\b/gu, 'it’s'],
  [/\bwe are\b/gu, 'we’re'],
  [/\bcannot\b/gu, 'can’t'],
  [/\bI will\b/gu, 'I’ll'],
  [/\bwill not\b/gu, 'won’t'],
];

export function befriend(body: string, language: DetectableLanguage | undefined): string {
  let out = body;
  if (language === 'en')
    for (const [pattern, replacement] of EXPANDED) out = out.replace(pattern, replacement);
  const opener = language === undefined ? undefined : WARM_OPENERS[language];
  if (opener !== undefined && !fold(out).includes(fold(opener).slice(0, 12))) out = `${opener}\n\n${out}`;
  return out;
}
