import { describe, expect, it } from 'vitest';
import type { SummaryType } from '../../../contract/ai.js';
import { wholeText, type ChatMessage } from '../../../server/src/ai/engine.js';
import { detectLanguage } from '../../../server/src/ai/preview/detect.js';
import { createPreviewEngine } from '../../../server/src/ai/preview/engine.js';
import { readWishes } from '../../../server/src/ai/preview/refine.js';
import { wordCount } from '../../../server/src/ai/preview/text.js';

const engine = createPreviewEngine({ delayMs: 0 });
const signal = new AbortController().signal;

const text = wholeText;

const longestSentence = (value: string) =>
  Math.max(...value.split(/(?<=[.!?])\s+|\n+/).map((sentence) => wordCount(sentence)));

describe('preview reformulate', () => {
  const reformulate = (
    body: string,
    tone: 'professional' | 'formal' = 'professional',
    language: 'fr' | 'en' = 'en',
  ) => text(engine.compose({ operation: 'reformulate', tone, language, from: '', body }, signal));

  it('restructures a French draft and keeps it French, whatever the request language', async () => {
    const draft =
      "salut paul\ndu coup je t'écris pour le projet, on a pris du retard sur la livraison à cause des fournisseurs qui n'ont pas envoyé les pièces à temps, mais on pense pouvoir rattraper le retard d'ici la fin du mois si l'équipe fait quelques heures supplémentaires la semaine prochaine. Il faudrait que tu valides le budget.\nmerci\nJean";
    const result = await reformulate(draft, 'professional', 'en');
    expect(result).toBe(
      [
        'Bonjour Paul,',
        '',
        "Je t'écris pour le projet, on a pris du retard sur la livraison à cause des fournisseurs qui n'ont pas envoyé les pièces à temps. Mais on pense pouvoir rattraper le retard d'ici la fin du mois si l'équipe fait quelques heures supplémentaires la semaine prochaine. Il faudrait que tu valides le budget.",
        '',
        'Cordialement,',
        'Jean',
      ].join('\n'),
    );
    expect(detectLanguage(result)).toBe('fr');
    expect(longestSentence(result)).toBeLessThan(longestSentence(draft));
  });

  it('restructures an English draft in English, with the tone’s greeting and closing', async () => {
    const result = await reformulate(
      'hey tom, basically we need the contract signed by friday because the client wants to start the work next month and legal still has a few questions about the liability clause, so could you check with them today and tell me what they think about it.',
      'formal',
      'fr',
    );
    expect(result).toMatch(/^Dear Tom,\n\nWe need the contract signed/);
    expect(result).toContain('. So could you check with them today');
    expect(result).toMatch(/Yours sincerely,\n\[Your name\]$/);
    expect(detectLanguage(result)).toBe('en');
  });

  it('signs a draft that has no signature with the user’s name when it is known, and keeps their own', async () => {
    const unsigned = 'hello tom, the report is ready and i will send it to you tomorrow morning.';
    const signed = await text(
      engine.compose(
        {
          operation: 'reformulate',
          tone: 'professional',
          language: 'en',
          from: '',
          body: unsigned,
          userName: 'Alice Martin',
        },
        signal,
      ),
    );
    expect(signed).toMatch(/\nAlice Martin$/);
    expect(signed).not.toContain('[Your name]');
    const own = await text(
      engine.compose(
        {
          operation: 'reformulate',
          tone: 'professional',
          language: 'en',
          from: '',
          body: `${unsigned}\n\nregards\nbob`,
          userName: 'Alice Martin',
        },
        signal,
      ),
    );
    expect(own).toMatch(/\nbob$/);
    expect(own).not.toContain('Alice Martin');
  });

  it('keeps greetings with a civility or to a group as written', async () => {
    const formal = await reformulate('Dear Mr Smith,\n\nthe invoice is attached.\n\nRegards,\nAnn');
    expect(formal).toMatch(/^Dear Mr Smith,\n\nThe invoice is attached\./);
    const group = await reformulate(
      'Bonjour à tous,\n\nla réunion est déplacée à mardi.\n\nMerci,\nAnn',
      'professional',
      'fr',
    );
    expect(group).toMatch(/^Bonjour à tous,\n\nLa réunion est déplacée à mardi\./);
  });

  it('keeps a German draft German (greeting and closing included)', async () => {
    const result = await reformulate(
      'Hallo Anna,\nich habe die Unterlagen geprüft und sie sind fast vollständig, aber es fehlen noch die unterschriebenen Verträge und die Rechnung vom letzten Monat, die wir für die Buchhaltung brauchen.\nViele Grüße\nMax',
    );
    // German goes on in lower case after the greeting's comma.
    expect(result).toMatch(/^Guten Tag Anna,\n\nich habe die Unterlagen geprüft/);
    expect(result).toContain('. Aber es fehlen noch');
    expect(result).toMatch(/Mit freundlichen Grüßen\nMax$/);
    expect(detectLanguage(result)).toBe('de');
  });
});

const DRAFT = [
  'Hello Ann,',
  '',
  'Thanks a lot for your message about the launch. I hope you are well.',
  'The meeting is confirmed for [date] in room B. I can’t bring the prototype, but I will send the slides beforehand. We are really very happy with the progress and the team is motivated.',
  '',
  'Please let me know if you have any questions.',
  '',
  'Best regards,',
  'Bob',
].join('\n');

describe('preview refine', () => {
  const refine = (request: string, content = DRAFT, history: ChatMessage[] = []) =>
    text(
      engine.refine({ messages: [...history, { role: 'assistant', content }], userRequest: request }, signal),
    );

  it.each([
    ['shorter', 'plus court'],
    ['shorter', 'Make it shorter please'],
    ['longer', 'développe un peu'],
    ['longer', 'add more details'],
    ['formal', 'plus formel'],
    ['formal', 'less casual'],
    ['friendly', 'moins formel'],
    ['friendly', 'make it warmer'],
  ] as const)('reads %s from %j', (wish, request) => {
    expect(readWishes(request)[wish]).toBe(true);
  });

  it('shorter: drops courtesy lines and filler, keeps greeting, facts and closing', async () => {
    const result = await refine('make it shorter');
    expect(result.length).toBeLessThan(DRAFT.length * 0.8);
    expect(result).toMatch(/^Hello Ann,\n/);
    expect(result).toContain('The meeting is confirmed for [date] in room B.');
    expect(result).not.toContain('I hope you are well');
    expect(result).toMatch(/Best regards,\nBob$/);
  });

  it('longer: adds context, detail and next-step slots', async () => {
    const result = await refine('plus long');
    expect(result.length).toBeGreaterThan(DRAFT.length);
    expect(result).toContain('[details]');
    expect(result).toContain('[next steps]');
  });

  it('more formal: formal greeting and closing, no contractions or exclamation marks', async () => {
    const result = await refine('plus formel', DRAFT.replace('the progress.', 'the progress!'));
    expect(result).toMatch(/^Dear Ann,\n/);
    expect(result).toContain('I cannot bring the prototype');
    expect(result).not.toContain('!');
    expect(result).toMatch(/Yours sincerely,\nBob$/);
  });

  it('friendlier: warm opener and closing, contractions', async () => {
    const result = await refine('more friendly', DRAFT.replace('I can’t', 'I cannot'));
    expect(result).toMatch(/^Hi Ann,\n\nI hope you’re doing well\.\n/);
    expect(result).toContain('I can’t bring');
    expect(result).toMatch(/Warm regards,\nBob$/);
  });

  it('more formal in French: vouvoiement and formal closing', async () => {
    const result = await refine(
      'plus formel',
      'Salut Marie,\n\nTu peux m’envoyer ton rapport ? Je te rappelle que tu as une réunion demain !\n\nÀ bientôt,\nPaul',
    );
    expect(result).toBe(
      'Bonjour Marie,\n\nVous pouvez m’envoyer votre rapport\u202F? Je vous rappelle que vous avez une réunion demain.\n\nJe vous prie d’agréer, [Madame/Monsieur], l’expression de mes salutations distinguées.\nPaul',
    );
  });

  it('refines the latest assistant message, not the user turns', async () => {
    const result = await refine('shorter', DRAFT, [
      { role: 'assistant', content: 'An older draft.' },
      { role: 'user', content: 'make it about the launch' },
    ]);
    expect(result).toContain('room B');
    expect(result).not.toContain('older draft');
  });

  it('returns the draft byte for byte when it understands nothing, and never writes the request in it', async () => {
    const french = 'Bonjour Marie,\n\nLe rapport est prêt.\n\nCordialement,\nPaul';
    expect(await refine('ajoute une blague')).toBe(DRAFT);
    expect(await refine('ajoute une blague', french)).toBe(french);
    expect(await refine('fais une pirouette', french)).not.toMatch(/À faire|To do|pirouette/u);
  });
});

const REPORT = [
  'Bonjour à tous,',
  '',
  'La réunion de lancement du projet Atlas aura lieu jeudi 14 mars à 10h dans la salle B. Le budget de la phase 1 est fixé à 45 000 euros. Merci de m’envoyer vos estimations de charge avant le 10 mars. Paul doit préparer la démonstration du prototype. Il faut aussi réserver les billets pour le salon de Lyon d’ici vendredi. Le client a validé le cahier des charges la semaine dernière. Le projet Atlas représente un enjeu stratégique pour l’équipe.',
  '',
  'Cordialement,',
  'Sophie',
].join('\n');

describe('preview summarize', () => {
  const summarize = (summaryType: SummaryType, source = REPORT, language: 'fr' | 'en' = 'fr') =>
    text(engine.summarize({ text: source, summaryType, language }, signal));

  it('concise: the key sentences, fewer than the text has', async () => {
    const result = await summarize('concise');
    expect(result).toContain(
      'La réunion de lancement du projet Atlas aura lieu jeudi 14 mars à 10h dans la salle B.',
    );
    expect(wordCount(result)).toBeLessThan(wordCount(REPORT) / 2);
    expect(result).not.toContain('Bonjour');
    expect(result).not.toContain('Sophie');
  });

  it('detailed: more of the text than concise, in the text’s order', async () => {
    const concise = await summarize('concise');
    const detailed = await summarize('detailed');
    expect(wordCount(detailed)).toBeGreaterThan(wordCount(concise));
    const positions = detailed.split(/(?<=\.)\s+/).map((sentence) => REPORT.indexOf(sentence.trim()));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('bullet points: one "- " line per key point', async () => {
    const lines = (await summarize('bullet_points')).split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.startsWith('- '))).toBe(true);
  });

  it('action items: requests, obligations and deadlines, with the deadline labelled', async () => {
    expect((await summarize('action_items')).split('\n')).toEqual([
      '- Merci de m’envoyer vos estimations de charge avant le 10 mars. (échéance\u00A0: avant le 10 mars)',
      '- Paul doit préparer la démonstration du prototype.',
      '- Il faut aussi réserver les billets pour le salon de Lyon d’ici vendredi. (échéance\u00A0: d’ici vendredi)',
    ]);
    expect(
      await summarize(
        'action_items',
        'Hi team,\n\nPlease review the contract by Friday. The weather was nice.\n\nThanks,\nSam',
        'en',
      ),
    ).toBe('- Please review the contract by Friday. (due: by Friday)');
  });

  it('action items: says so when there are none, in the requested language', async () => {
    const calm = 'We walked in the park for hours. The weather was nice and sunny all day.';
    expect(await summarize('action_items', calm, 'en')).toBe('No action items were found in this text.');
    expect(await summarize('action_items', calm, 'fr')).toBe(
      'Aucune action à mener n’a été identifiée dans ce texte.',
    );
  });
});
