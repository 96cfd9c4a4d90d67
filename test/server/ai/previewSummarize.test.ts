import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUMMARY_TYPES } from '../../../contract/ai.js';
import type { SummarizeRequest, SummarySource } from '../../../server/src/ai/engine.js';
import { LANGUAGES } from '../../../contract/language.js';
import { summarizeText } from '../../../server/src/ai/preview/summarize.js';
import { SUMMARY_PHRASES } from '../../../server/src/ai/preview/summaryPhrases.js';

const NBSP = '\u00A0';
const summarize = (request: Partial<SummarizeRequest> & Pick<SummarizeRequest, 'text'>) =>
  summarizeText({ summaryType: 'concise', language: 'fr', ...request });

/** The email file the add-in sends for "Résumer l'Email": header lines, body, then the thread. */
const EMAIL_FILE = [
  'Subject: Lancement du projet Atlas',
  'From: Sophie Martin <sophie@example.com>',
  '',
  'Bonjour à tous,',
  '',
  'La réunion de lancement du projet Atlas aura lieu jeudi 14 mars à 10h dans la salle B. Le budget de la phase 1 est fixé à 45 000 euros. Merci de m’envoyer vos estimations de charge avant le 10 mars. Paul doit préparer la démonstration du prototype.',
  '',
  'Cordialement,',
  'Sophie',
  '',
  '--- Conversation ---',
  '',
  'Message 1',
  'From: paul@example.com',
  'Subject: Atlas',
  'Date: 2025-03-01T10:00:00Z',
  '',
  'Bonjour Sophie,',
  '',
  'Le client a validé le cahier des charges du projet Atlas la semaine dernière.',
  '',
  'Paul',
].join('\n');

describe('preview summary of the email file', () => {
  it('concise: key sentences of the body; headers, greeting, signature and thread left out', () => {
    const result = summarize({ text: EMAIL_FILE, source: 'email' });
    expect(result).toContain(
      'La réunion de lancement du projet Atlas aura lieu jeudi 14 mars à 10h dans la salle B.',
    );
    for (const absent of ['Subject', 'From:', 'Bonjour', 'Sophie Martin', 'cahier des charges']) {
      expect(result).not.toContain(absent);
    }
  });

  it('an email without a source is read the same way (the open email is the default)', () => {
    expect(summarize({ text: EMAIL_FILE })).toBe(summarize({ text: EMAIL_FILE, source: 'email' }));
  });

  it('detailed: the body, then what the earlier messages add', () => {
    const [body, context] = summarize({ text: EMAIL_FILE, summaryType: 'detailed' }).split('\n\n');
    expect(body).toContain('Paul doit préparer la démonstration du prototype.');
    expect(context).toBe('Le client a validé le cahier des charges du projet Atlas la semaine dernière.');
  });

  it('bullet points: the body’s key points, then one per earlier message; action items: who, what, when', () => {
    const bullets = summarize({ text: EMAIL_FILE, summaryType: 'bullet_points' }).split('\n');
    expect(bullets.length).toBeGreaterThanOrEqual(2);
    expect(bullets.every((line) => line.startsWith('- '))).toBe(true);
    expect(bullets.at(-1)).toBe(
      '- Le client a validé le cahier des charges du projet Atlas la semaine dernière.',
    );
    expect(summarize({ text: EMAIL_FILE, summaryType: 'action_items' }).split('\n')).toEqual([
      `- Merci de m’envoyer vos estimations de charge avant le 10 mars. (échéance${NBSP}: avant le 10 mars)`,
      '- Paul doit préparer la démonstration du prototype.',
    ]);
  });

  it('an email with no text of its own is described by its subject, sender and attachments', () => {
    const bare =
      'Subject: Photos du salon\nFrom: Paul <paul@example.com>\n\nAttachments: stand.jpg, affiche.pdf';
    expect(summarize({ text: bare, source: 'email', language: 'en' })).toBe(
      'Message “Photos du salon” from Paul <paul@example.com>, with no text. Attachments: stand.jpg, affiche.pdf.',
    );
    expect(summarize({ text: bare, source: 'email' })).toBe(
      `Message «${NBSP}Photos du salon${NBSP}» de Paul <paul@example.com>, sans texte. Pièces jointes${NBSP}: stand.jpg, affiche.pdf.`,
    );
    expect(summarize({ text: bare, source: 'email', summaryType: 'action_items', language: 'en' })).toBe(
      'No action items were found in this text.',
    );
  });
});

describe('preview summary of a document', () => {
  const REPORT = [
    'Rapport trimestriel',
    '',
    'Le chiffre d’affaires du trimestre atteint 1,2 million d’euros, en hausse de 8 % sur un an. La',
    'croissance vient surtout des nouveaux clients du secteur public.',
    '',
    'Perspectives',
    'L’équipe commerciale doit finaliser le plan de prospection avant le 30 avril.',
    'Les coûts de production restent stables depuis le début de l’année.',
    '',
    'Page 1',
    '',
    'Le chiffre d’affaires du trimestre atteint 1,2 million d’euros, en hausse de 8 % sur un an. La',
    'croissance vient surtout des nouveaux clients du secteur public.',
  ].join('\n');

  it('joins wrapped lines, keeps headings apart and repeats nothing', () => {
    const detailed = summarize({ text: REPORT, source: 'document', summaryType: 'detailed' });
    expect(detailed).toContain('La croissance vient surtout des nouveaux clients du secteur public.');
    // The page's repeated paragraph counts once; the heading is not glued to the next sentence.
    expect(detailed.split('1,2 million')).toHaveLength(2);
    expect(detailed).not.toContain('Perspectives');
    const bullets = summarize({ text: REPORT, source: 'document', summaryType: 'bullet_points' }).split('\n');
    expect(new Set(bullets).size).toBe(bullets.length);
  });

  it('action items: requests and deadlines, in the requested language', () => {
    expect(summarize({ text: REPORT, source: 'document', summaryType: 'action_items', language: 'en' })).toBe(
      '- L’équipe commerciale: finaliser le plan de prospection — avant le 30 avril',
    );
  });

  it('a document without sentences to rank gives its first lines', () => {
    const text = 'Quarterly report\nMarch 2025\nConfidential';
    expect(summarize({ text, source: 'document' })).toBe(text);
    expect(summarize({ text, source: 'document', summaryType: 'bullet_points' }).split('\n')).toEqual([
      '- Quarterly report',
      '- March 2025',
      '- Confidential',
    ]);
  });

  it('does not mistake a document’s first line for an email greeting', () => {
    const text =
      'Hello team members and partners of the project.\nThe project has reached its second milestone today.';
    expect(summarize({ text, source: 'document', summaryType: 'detailed' })).toContain('Hello team members');
  });
});

describe('preview summary of a table', () => {
  const SHEETS = [
    'Sheet: Commandes',
    'Produit\tQuantité\tLivraison',
    'Stylos\t120\t2025-03-10',
    'Cahiers\t40\t2025-03-12',
    'Classeurs\t15\tà confirmer avant le 5 mars',
    '',
    'Sheet: Notes',
    'Relancer le fournisseur',
  ].join('\n');

  it('concise: each sheet described, with its column names, in the requested language', () => {
    expect(summarize({ text: SHEETS, source: 'table' })).toBe(
      `Feuille «${NBSP}Commandes${NBSP}»${NBSP}: 3${NBSP}lignes et 3${NBSP}colonnes (Produit, Quantité, Livraison). ` +
        `Feuille «${NBSP}Notes${NBSP}»${NBSP}: 1${NBSP}ligne et 1${NBSP}colonne.`,
    );
    expect(summarize({ text: 'a\tb\n1\t2', source: 'table', language: 'en' })).toBe(
      `Table: 1${NBSP}row and 2${NBSP}columns (a, b).`,
    );
  });

  it('detailed and bullets add rows, named by the header row', () => {
    const detailed = summarize({ text: SHEETS, source: 'table', summaryType: 'detailed' });
    expect(detailed).toContain('Produit: Stylos, Quantité: 120, Livraison: 2025-03-10');
    const bullets = summarize({ text: SHEETS, source: 'table', summaryType: 'bullet_points' }).split('\n');
    expect(bullets.every((line) => line.startsWith('- '))).toBe(true);
    expect(bullets).toContain('- Produit: Cahiers, Quantité: 40, Livraison: 2025-03-12');
  });

  it('action items: rows that ask for something by a date', () => {
    expect(summarize({ text: SHEETS, source: 'table', summaryType: 'action_items' })).toBe(
      `- Produit: Classeurs, Quantité: 15, Livraison: à confirmer avant le 5 mars (échéance${NBSP}: avant le 5 mars)`,
    );
  });
});

describe('preview summary of calendar events', () => {
  const EVENTS = [
    'Event: Réunion de lancement',
    'When: 2025-01-14 09:30 (Europe/Paris) – 2025-01-14 10:30 (Europe/Paris)',
    'Location: Salle Rivoli',
    'Organizer: Claire Martin <claire@example.com>',
    'Description: Ordre du jour : planning et budget du projet.',
    'Merci de venir avec vos estimations de charge.',
    '',
    'Task: Envoyer le compte rendu',
    'Due: 2025-01-16',
  ].join('\n');

  it('each event with its time and place; every event or task is something to do by its date', () => {
    expect(summarize({ text: EVENTS, source: 'calendar' })).toBe(
      'Réunion de lancement — 2025-01-14 09:30 (Europe/Paris) – 2025-01-14 10:30 (Europe/Paris), Salle Rivoli. ' +
        'Envoyer le compte rendu — 2025-01-16.',
    );
    expect(summarize({ text: EVENTS, source: 'calendar', summaryType: 'detailed' })).toContain(
      'Merci de venir avec vos estimations de charge.',
    );
    expect(summarize({ text: EVENTS, source: 'calendar', summaryType: 'action_items', language: 'en' })).toBe(
      [
        '- Réunion de lancement, Salle Rivoli (due: 2025-01-14 09:30 (Europe/Paris) – 2025-01-14 10:30 (Europe/Paris))',
        '- Envoyer le compte rendu (due: 2025-01-16)',
      ].join('\n'),
    );
  });
});

describe('a document cut to fit', () => {
  const text = 'The supplier confirmed the delivery of the new servers for next week.';

  it('opens with a notice in the requested language, then the summary', () => {
    const cut = { parts: { read: 37, total: 2000, unit: 'page' as const } };
    expect(summarize({ text, source: 'document', truncated: cut, language: 'en' })).toBe(
      `Document too long: this summary covers only the first 37 of 2000 pages.\n\n${text}`,
    );
    expect(summarize({ text, source: 'document', truncated: cut })).toBe(
      `Document trop long${NBSP}: ce résumé ne couvre que les 37 premières pages sur 2000.\n\n${text}`,
    );
    expect(summarize({ text, source: 'document', truncated: {}, language: 'de' })).toBe(
      `Dokument zu lang: Diese Zusammenfassung deckt nur seinen Anfang ab.\n\n${text}`,
    );
  });

  it('has a notice in every request language, for pages, slides and formats without pages', () => {
    for (const parts of [
      undefined,
      { read: 3, total: 9, unit: 'slide' as const },
      { read: 1, total: 4, unit: 'page' as const },
    ]) {
      const notices = LANGUAGES.map((language) => SUMMARY_PHRASES[language].cut(parts));
      expect(new Set(notices).size).toBe(LANGUAGES.length);
      if (parts !== undefined) for (const notice of notices) expect(notice).toContain(String(parts.total));
    }
  });
});

describe('preview summaries are never empty', () => {
  const SOURCES: SummarySource[] = ['email', 'document', 'table', 'calendar'];
  it('for any text with a letter or digit, any source, type and language', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300 }).filter((text) => /[\p{L}\p{N}]/u.test(text)),
        fc.constantFrom(...SOURCES),
        fc.constantFrom(...SUMMARY_TYPES),
        fc.constantFrom(...LANGUAGES),
        (text, source, summaryType, language) => {
          expect(summarizeText({ text, source, summaryType, language }).trim()).not.toBe('');
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Words as the eval counts them: whitespace-separated tokens with a letter or digit. */
const words = (text: string) => text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe('concise summaries fit in 60 words', () => {
  const long = (index: number) =>
    `Sentence ${index} of the report explains in considerable detail how the regional teams organised the delivery of the new equipment across every site and every department during the quarter.`;
  const REPORT = Array.from({ length: 12 }, (_, index) => long(index + 1)).join(' ');

  it('in every language, the notice of a cut document included', () => {
    for (const language of LANGUAGES) {
      for (const truncated of [undefined, { parts: { read: 3, total: 40, unit: 'page' as const } }]) {
        const summary = summarize({ text: REPORT, source: 'document', language, truncated });
        expect(words(summary)).toBeLessThanOrEqual(60);
        expect(summary.trim()).not.toBe('');
      }
    }
  });

  it('keeps whole sentences when they fit, and cuts a single overlong one with an ellipsis', () => {
    const fits = summarize({ text: REPORT, source: 'document', language: 'en' });
    expect(fits).toMatch(/^Sentence \d+ .*quarter\.$/u);
    const overlong = `The ${'very '.repeat(80)}long sentence ends here.`;
    const cut = summarize({ text: overlong, source: 'document', language: 'en' });
    expect(words(cut)).toBeLessThanOrEqual(60);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('for tables and calendars too', () => {
    const sheets = Array.from({ length: 8 }, (_, index) => `Sheet: Feuille ${index}\nA\tB\tC\n1\t2\t3`).join(
      '\n',
    );
    expect(words(summarize({ text: sheets, source: 'table' }))).toBeLessThanOrEqual(60);
  });
});

describe('bullet summaries list at least two points when the source has two', () => {
  it('a forwarded email: its text, then the forwarded message named by sender, date and subject', () => {
    const text = [
      'Subject: FW: Budget review',
      'From: Admin <admin@example.com>',
      '',
      'Dana, please keep this one, you will need it when the project gets approved. From: Admin',
      'Sent: Tuesday, March 15, 2016 6:47 AM',
      'To: Samantha Booth',
      'Subject: RE: Budget review',
    ].join('\n');
    expect(summarize({ text, source: 'email', summaryType: 'bullet_points', language: 'en' })).toBe(
      [
        '- Dana, please keep this one, you will need it when the project gets approved.',
        '- Earlier message from Admin, Tuesday, March 15, 2016 6:47 AM: “RE: Budget review”',
      ].join('\n'),
    );
  });

  it('a quoted reply with text gives its own point', () => {
    const text = [
      'Subject: Re: Livraison',
      'From: Paul <paul@example.com>',
      '',
      'Bonjour Anna,',
      '',
      'La livraison est confirmée pour jeudi matin.',
      '',
      'Paul',
      '',
      'De : Anna <anna@example.com>',
      'Envoyé : lundi 3 mars 2025 09:12',
      'Objet : Livraison',
      '',
      '> Pouvez-vous me confirmer la date de livraison des écrans ?',
    ].join('\n');
    expect(summarize({ text, source: 'email', summaryType: 'bullet_points' }).split('\n')).toEqual([
      '- La livraison est confirmée pour jeudi matin.',
      '- Pouvez-vous me confirmer la date de livraison des écrans ?',
    ]);
  });

  it('an email with a single sentence adds its subject', () => {
    const text =
      'Subject: Accès au serveur\nFrom: Paul <paul@example.com>\n\nLe serveur de test est de nouveau accessible.';
    expect(summarize({ text, source: 'email', summaryType: 'bullet_points' }).split('\n')).toEqual([
      '- Le serveur de test est de nouveau accessible.',
      `- Objet${NBSP}: «${NBSP}Accès au serveur${NBSP}»`,
    ]);
  });

  it('a document with one sentence adds its title; a single event gives its parts', () => {
    const document = 'Note de service\nLe parking sera fermé toute la journée de samedi.';
    expect(
      summarize({ text: document, source: 'document', summaryType: 'bullet_points' }).split('\n'),
    ).toEqual(['- Le parking sera fermé toute la journée de samedi.', '- Note de service']);
    const event = 'Event: Point hebdomadaire\nWhen: 2025-01-14 09:30\nLocation: Salle Rivoli';
    expect(summarize({ text: event, source: 'calendar', summaryType: 'bullet_points' }).split('\n')).toEqual([
      '- Point hebdomadaire',
      '- 2025-01-14 09:30, Salle Rivoli',
    ]);
  });
});

describe('action items name what, who and when', () => {
  const actions = (body: string, language: 'fr' | 'en' = 'fr') =>
    summarize({ text: body, source: 'document', summaryType: 'action_items', language });

  it('reads obligations and commitments as "who : what — when" (a plain "who does what" stays as written)', () => {
    expect(actions('Jean doit réserver la salle avant vendredi.')).toBe(
      `- Jean${NBSP}: réserver la salle — avant vendredi`,
    );
    expect(
      actions(
        'Pour le comité du 20 mars, Paul doit envoyer le rapport financier avant le vendredi 15 mars. Jean réservera la salle Jupiter.',
      ).split('\n'),
    ).toEqual([
      `- Paul${NBSP}: envoyer le rapport financier — avant le vendredi 15 mars`,
      '- Jean réservera la salle Jupiter.',
    ]);
    expect(actions('Jean réservera la salle Jupiter avant jeudi.')).toBe(
      `- Jean${NBSP}: réserver la salle Jupiter — avant jeudi`,
    );
    expect(
      actions('Anna will send the slides by Friday. Tom needs to book the flights.', 'en').split('\n'),
    ).toEqual(['- Anna: send the slides — by Friday', '- Tom needs to book the flights.']);
  });

  it('splits clauses that each name someone', () => {
    expect(actions('Paul doit envoyer le rapport et Marie doit relire le budget.').split('\n')).toEqual([
      `- Paul${NBSP}: envoyer le rapport`,
      `- Marie${NBSP}: relire le budget`,
    ]);
  });

  it('keeps requests without a named person as written, and ignores descriptions', () => {
    expect(actions('Vous devez signer le contrat avant le 3 mai.')).toBe(
      `- Vous devez signer le contrat avant le 3 mai. (échéance${NBSP}: avant le 3 mai)`,
    );
    expect(
      actions('The meeting will take place on Monday. Paul sera absent la semaine prochaine.', 'en'),
    ).toBe('No action items were found in this text.');
  });
});
