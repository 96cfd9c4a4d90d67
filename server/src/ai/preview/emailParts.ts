import { senderName, type PersonName } from './names.js';
import { fold, wordCount } from './text.js';

/** An email draft cut into the parts a rewrite treats differently. */
export interface EmailParts {
  /** The greeting line as written ("Bonjour Marie,"), if any. */
  greeting: string | undefined;
  /** The name in the greeting, when it is a plain name (no civility such as "Mr", no group such as "all"). */
  greetingName: PersonName | undefined;
  /** The greeting addresses someone with a civility or a group ("à tous"): a rewrite keeps it as written. */
  keepGreeting: boolean;
  body: string;
  /** The closing formula line ("Cordialement,"), if any. */
  closing: string | undefined;
  /** Lines after the closing: the signature. */
  signature: string[];
}

// Folded (no accents, lower case), at the start of the first line.
const GREETING =
  /^(?:bonjour|bonsoir|salut|coucou|cher|chere|chers|cheres|madame|monsieur|hello|hi|hey|dear|good morning|good afternoon|greetings|hola|buenos dias|buenas tardes|estimad[oa]s?|hallo|guten tag|guten morgen|sehr geehrte[rs]?|liebe[rs]?|ciao|buongiorno|buonasera|gentile|gentili|car[oa]|ola|oi|prezad[oa]s?|bom dia|boa tarde|beste|geachte|hoi|dag)\b/u;

const CIVILITY =
  /\b(?:m|mme|mlle|mr|mrs|ms|miss|dr|pr|prof|madame|monsieur|mademoiselle|sir|madam|sr|sra|srta|senor|senora|herr|frau|sig|sig\.ra|signor|signora|heer|mevrouw)\b\.?/iu;

// Folded; the whole line must be the formula (short), except the long French formal formulas.
const CLOSING =
  /^(?:(?:bien |tres )?cordialement|bien a (?:vous|toi)|(?:sinceres |meilleures |mes )?salutations(?: distinguees)?|a (?:bientot|plus|tres vite)|(?:bonne|belle) (?:journee|soiree|fin de journee|semaine)(?: a (?:vous|toi))?|merci(?: d'avance| par avance| beaucoup| encore)?|bises|amities|best(?: regards| wishes)?|kind(?:est)? regards|(?:warm |warmest )?regards|sincerely|yours (?:sincerely|faithfully|truly)|cheers|thanks(?: again| in advance| a lot)?|thank you(?: again| in advance)?|many thanks|all the best|take care|saludos(?: cordiales)?|un saludo|atentamente|mit freundlichen grussen|(?:(?:viele|beste|liebe|herzliche|schone|freundliche) )+grusse|lg|mfg|bis bald|gruss|cordiali saluti|distinti saluti|a presto|saluti|atenciosamente|(?:com os melhores )?cumprimentos|(?:um )?abraco|met vriendelijke groet(?:en)?|(?:hartelijke )?groet(?:en|jes)?|hoogachtend)[\s,.!]*$/u;
const FORMAL_CLOSING = /^(?:je vous prie d'agreer|veuillez agreer|je vous prie de recevoir|recevez, )/u;

const isGreeting = (line: string) => GREETING.test(fold(line.trim())) && wordCount(line) <= 8;
const isClosing = (line: string) => {
  const folded = fold(line.trim()).replace(/’/gu, "'");
  return (CLOSING.test(folded) && wordCount(line) <= 6) || FORMAL_CLOSING.test(folded);
};

// Folded: greetings to a group, which name nobody.
const GROUP =
  /^(?:a |to )?(?:all|everyone|everybody|team|tous|toutes|tout le monde|l'equipe|todos|todas|alle|tutti|allemaal|iedereen)$/u;

function nameOf(greeting: string): { name: PersonName | undefined; keep: boolean } {
  const rest = greeting
    .trim()
    .replace(/[,:!;]+$/u, '')
    .split(/\s+/)
    .slice(1);
  // "Good morning Anna": drop the second greeting word.
  while (
    rest.length > 0 &&
    /^(?:morning|afternoon|evening|dias|tardes|tag|morgen|dia|tarde)$/iu.test(rest[0] ?? '')
  )
    rest.shift();
  const text = rest.join(' ').trim();
  if (text === '') return { name: undefined, keep: false };
  if (CIVILITY.test(text) || GROUP.test(fold(text).replace(/’/gu, "'")))
    return { name: undefined, keep: true };
  return { name: senderName(text), keep: false };
}

export function splitEmail(text: string): EmailParts {
  const lines = text.replace(/\r\n?/g, '\n').trim().split('\n');
  // "hey tom, basically we need…": a greeting written on the same line as the text.
  const inline = /^(\S+(?:\s+[\p{L}'’-]+){0,3}\s*,)\s+(\S.*)$/u.exec(lines[0] ?? '');
  if (
    inline?.[1] !== undefined &&
    inline[2] !== undefined &&
    isGreeting(inline[1]) &&
    wordCount(inline[2]) >= 3
  ) {
    lines.splice(0, 1, inline[1], inline[2]);
  }
  let start = 0;
  let greeting: string | undefined;
  if (lines[0] !== undefined && isGreeting(lines[0])) {
    greeting = lines[0].trim();
    start = 1;
  }
  // The closing is searched among the last lines only: a signature rarely exceeds four lines.
  let closingIndex = -1;
  for (let index = lines.length - 1; index >= Math.max(start, lines.length - 6); index -= 1) {
    if (isClosing(lines[index] ?? '')) {
      closingIndex = index;
      break;
    }
  }
  const end = closingIndex < 0 ? lines.length : closingIndex;
  const { name, keep } = greeting === undefined ? { name: undefined, keep: false } : nameOf(greeting);
  return {
    greeting,
    greetingName: name,
    keepGreeting: keep,
    body: lines.slice(start, end).join('\n').trim(),
    closing: closingIndex < 0 ? undefined : lines[closingIndex]?.trim(),
    signature:
      closingIndex < 0
        ? []
        : lines
            .slice(closingIndex + 1)
            .map((line) => line.trim())
            .filter((line) => line !== ''),
  };
}
