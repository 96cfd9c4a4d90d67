import { describe, expect, it } from 'vitest';
import { wholeText } from '../../../server/src/ai/engine.js';
import { compareFixes, correctText, rankFix, typoCost } from '../../../server/src/ai/preview/correct.js';
import { detectLanguage } from '../../../server/src/ai/preview/detect.js';
import { createPreviewEngine } from '../../../server/src/ai/preview/engine.js';
import { loadedSpellers } from '../../../server/src/ai/preview/spell.js';
import { fixTypography } from '../../../server/src/ai/preview/typography.js';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

const text = wholeText;

describe('typography (no dictionary)', () => {
  it('applies French spacing rules: narrow no-break space before ; ! ?, no-break space before : and in « »', () => {
    expect(fixTypography('Vraiment?Oui ; bien sûr!Note: "urgent" ici.', 'fr')).toBe(
      `Vraiment${NNBSP}? Oui${NNBSP}; bien sûr${NNBSP}! Note${NBSP}: «${NBSP}urgent${NBSP}» ici.`,
    );
  });

  it('applies English spacing rules and capitalises I', () => {
    expect(fixTypography('Hello ,i think so !  Really ? yes : i do.', 'en')).toBe(
      'Hello, I think so! Really? Yes: I do.',
    );
  });

  it('collapses doubled spaces and punctuation, and capitalises after a sentence end and a greeting', () => {
    expect(fixTypography('Bonjour Paul,\nmerci  pour tout.. à demain.\n\nbonne soirée,,', 'fr')).toBe(
      'Bonjour Paul,\nMerci pour tout. À demain.\n\nBonne soirée,',
    );
  });

  it('leaves URLs, addresses, times, decimals and abbreviations alone', () => {
    const text =
      'Voir https://example.com/a?b=c:d et paul.martin@example.fr à 10:30, soit 3,5 h. etc. et voilà';
    expect(fixTypography(text, 'fr')).toBe(text);
    expect(fixTypography('See e.g. the report at www.example.com/x?y=1.', 'en')).toBe(
      'See e.g. the report at www.example.com/x?y=1.',
    );
  });

  it('is idempotent', () => {
    for (const [sample, language] of [
      ['bonjour ,ça va?très bien : merci!', 'fr'],
      ['hello ,how are you?fine : thanks!', 'en'],
    ] as const) {
      const once = fixTypography(sample, language);
      expect(fixTypography(once, language)).toBe(once);
    }
  });
});

describe('typo cost', () => {
  it('ranks the usual typing slips as cheap', () => {
    expect(typoCost('teh', 'the')).toBeLessThan(typoCost('teh', 'ten'));
    expect(typoCost('tres', 'très')).toBeLessThan(typoCost('tres', 'tes'));
    expect(typoCost('jespère', "j'espère")).toBeLessThan(typoCost('jespère', 'espère'));
  });
});

describe('ranking of suggestions', () => {
  const best = (typo: string, candidates: string[]) =>
    candidates.map((candidate) => rankFix(typo, candidate)).sort(compareFixes)[0]?.word;

  it('prefers a vowel slip, the same length, the first letter and the same grammatical number', () => {
    expect(best('cleer', ['leer', 'cheer', 'clear', 'clever'])).toBe('clear');
    expect(best('enjoi', ['enjoin', 'enjoy'])).toBe('enjoy');
    expect(best('retoure', ['retours', 'recoure', 'retour', 'retourne'])).toBe('retour');
    expect(best('foward', ['coward', 'toward', 'forward', 'Howard'])).toBe('forward');
  });

  it('prefers a common word to a proper noun, but a lower-case name to another word', () => {
    expect(best('mercie', ['mercis', 'Mercie', 'mercier', 'merci'])).toBe('merci');
    expect(best('ann', ['an', 'Ann', 'awn'])).toBe('Ann');
  });

  it('on a tie, prefers the candidate sharing more letters at both ends, then the shorter one', () => {
    expect(best('plase', ['phase', 'place', 'please'])).toBe('please');
    const [x, y] = [rankFix('abcd', 'abce'), rankFix('abcd', 'abcee')];
    expect(compareFixes(x, y)).toBeLessThan(0);
  });
});

describe('correct (hunspell dictionaries)', () => {
  it('fixes real English misspellings and typography, and stays in English', async () => {
    const fixed = await correctText(
      'hello John,\n\ni recieve your email and i dont think we can meet tommorow.Could you send the  report ? it is definately late , sorry.\n\nBest regards,\nAnna',
      'fr',
    );
    expect(fixed.language).toBe('en');
    expect(fixed.text).toBe(
      "Hello John,\n\nI receive your email and I don't think we can meet tomorrow. Could you send the report? It is definitely late, sorry.\n\nBest regards,\nAnna",
    );
    expect(fixed.fixes).toEqual([
      { from: 'recieve', to: 'receive' },
      { from: 'dont', to: "don't" },
      { from: 'tommorow', to: 'tomorrow' },
      { from: 'definately', to: 'definitely' },
    ]);
  });

  it('fixes the usual English misspellings, and leaves a word with no close correction alone', async () => {
    const cases: [string, string][] = [
      ['recieve', 'receive'],
      ['adress', 'address'],
      ['definately', 'definitely'],
      ['tommorow', 'tomorrow'],
      ['occured', 'occurred'],
      ['accomodate', 'accommodate'],
      ['enviroment', 'environment'],
      ['seperate', 'separate'],
      ['cleer', 'clear'],
      ['enjoi', 'enjoy'],
      ['thier', 'their'],
      ['foward', 'forward'],
      ['freind', 'friend'],
    ];
    for (const [typo, right] of cases) {
      const fixed = await correctText(`We will ${typo} it.`, 'en');
      expect(fixed.fixes, typo).toEqual([{ from: typo, to: right }]);
    }
    // The only suggestions are a changed first letter (lounge) or more than two edits away (fretful).
    for (const typo of ['tounge', 'greatful']) {
      expect((await correctText(`The ${typo} one.`, 'en')).fixes, typo).toEqual([]);
    }
  });

  it('leaves names, acronyms, addresses and placeholders alone', async () => {
    const text = 'Dear Ms Okonkwo, the PDF for ACME is at https://exmaple.com/recieve and [montant] is due.';
    expect((await correctText(text, 'en')).text).toBe(text);
  });

  it('keeps the user’s text: no signature added, even when the user’s name is known', async () => {
    const engine = createPreviewEngine({ delayMs: 0 });
    const corrected = await text(
      engine.compose(
        {
          operation: 'correct',
          tone: 'professional',
          language: 'en',
          from: '',
          body: 'hello ann, the report is ready.',
          userName: 'Alice Martin',
        },
        new AbortController().signal,
      ),
    );
    expect(corrected).toBe('Hello Ann, the report is ready.');
  });

  // One test loads the French dictionary (seconds and hundreds of MB): every French check lives here.
  it('fixes real French misspellings and typography, keeps French, and loads the dictionary only now', async () => {
    expect(loadedSpellers()).not.toContain('fr');
    const engine = createPreviewEngine({ delayMs: 0 });
    const corrected = await text(
      engine.compose(
        {
          operation: 'correct',
          tone: 'professional',
          // The UI language is English; the text is French and must stay French.
          language: 'en',
          from: '',
          body: "bonjour Marie,\n\njespère que vous allez bien.Je vous envoie le rapport  demain , comme convenu ! Pouvez-vous confirmer la réunnion de vendredi? merçi d'avance , le dossier est tres important: il faut le finir avant 10:30.\n\nCordialement,\nPaul",
        },
        new AbortController().signal,
      ),
    );
    expect(corrected).toBe(
      `Bonjour Marie,\n\nJ'espère que vous allez bien. Je vous envoie le rapport demain, comme convenu${NNBSP}! Pouvez-vous confirmer la réunion de vendredi${NNBSP}? Merci d'avance, le dossier est très important${NBSP}: il faut le finir avant 10:30.\n\nCordialement,\nPaul`,
    );
    expect(detectLanguage(corrected)).toBe('fr');
    expect(loadedSpellers()).toContain('fr');

    // Curly apostrophes stay curly; a second run finds nothing more to fix.
    const curly = await correctText('Jai reçu l’acceuil de léquipe.', 'fr');
    expect(curly.text).toBe('J’ai reçu l’accueil de l’équipe.');
    expect((await correctText(curly.text, 'fr')).fixes).toEqual([]);
  }, 60_000);

  // Runs after the test above: the French dictionary is loaded by now.
  it('fixes the usual French misspellings without changing number or meaning', async () => {
    const cases: [string, string][] = [
      ['retoure', 'retour'],
      ['rendez-vou', 'rendez-vous'],
      ['recevoire', 'recevoir'],
      ['biento', 'bientôt'],
      ['mercie', 'merci'],
      ['reunion', 'réunion'],
      ['documant', 'document'],
      ['acceuil', 'accueil'],
      ['malgrés', 'malgré'],
      ['parmis', 'parmi'],
      ['dossié', 'dossier'],
      ['vendredie', 'vendredi'],
    ];
    for (const [typo, right] of cases) {
      const fixed = await correctText(`Nous attendons votre ${typo} pour la suite du projet.`, 'fr');
      expect(fixed.fixes, typo).toEqual([{ from: typo, to: right }]);
    }
  }, 60_000);
});
