import type { Language } from '../../../../contract/language.js';
import { foldedWords } from './text.js';

/** Languages the preview engine can recognise in a text (the Latin-script ones of spec §5). */
export type DetectableLanguage = 'fr' | 'en' | 'es' | 'de' | 'it' | 'pt' | 'nl';

// Frequent short words, folded (no accents), chosen to be rare in the other languages of the list.
const STOPWORDS: Record<DetectableLanguage, string[]> = {
  fr: 'le la les des du un une est et je vous nous pour dans avec sur pas que qui ce cette mais bonjour merci cordialement avez etes suis sont au aux votre vos notre tres bien'.split(
    ' ',
  ),
  en: 'the and is are you we for with this that not have has be to of in on it your our please thanks thank hello regards will would can could i me my'.split(
    ' ',
  ),
  es: 'el los las del y es que para con por una unos usted ustedes gracias hola saludos pero muy esta estoy somos su sus nosotros'.split(
    ' ',
  ),
  de: 'der die das und ist nicht ich sie wir mit fur auf ein eine den dem zu ihr ihnen danke hallo gruße grusse bitte sehr haben sind'.split(
    ' ',
  ),
  it: 'il lo gli della delle e che per con una non sono siamo grazie ciao saluti cordiali molto questo questa suo vostro nostro ho'.split(
    ' ',
  ),
  pt: 'o os as do da dos das e que para com uma nao sou somos obrigado obrigada ola cumprimentos muito esta voce seu sua nosso'.split(
    ' ',
  ),
  nl: 'de het een en is niet ik wij we met voor op van dat die u uw ons dank bedankt hallo groeten graag zijn heb hebben'.split(
    ' ',
  ),
};

const LOOKUP = new Map<string, DetectableLanguage[]>();
for (const [language, words] of Object.entries(STOPWORDS) as [DetectableLanguage, string[]][]) {
  for (const word of words) LOOKUP.set(word, [...(LOOKUP.get(word) ?? []), language]);
}

/** A frequent function word of one of the languages (folded): carries no topic. */
export function isStopword(foldedWord: string): boolean {
  return LOOKUP.has(foldedWord);
}

/**
 * The language a text is written in, by counting frequent words; undefined when the text is too short or
 * too mixed to tell (a lower `minScore` lets a short phrase decide on one word). Good enough to keep a correction or a rewrite in the author's language.
 */
export function detectLanguage(text: string, minScore = 1.5): DetectableLanguage | undefined {
  const scores = new Map<DetectableLanguage, number>();
  for (const word of foldedWords(text)) {
    const languages = LOOKUP.get(word);
    if (languages === undefined) continue;
    // A word shared by several languages counts for each, but less.
    for (const language of languages)
      scores.set(language, (scores.get(language) ?? 0) + 1 / languages.length);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (best === undefined || best[1] < minScore) return undefined;
  if (second !== undefined && best[1] < second[1] * 1.25) return undefined;
  return best[0];
}

/** The detected language, or `fallback` when the text does not tell. */
export function languageOf(text: string, fallback: Language): Language {
  return detectLanguage(text) ?? fallback;
}
