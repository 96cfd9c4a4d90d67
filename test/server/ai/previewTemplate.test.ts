import { describe, expect, it } from 'vitest';
import { TONES } from '../../../contract/ai.js';
import { wholeText, type TemplateRequest } from '../../../server/src/ai/engine.js';
import { LANGUAGES } from '../../../contract/language.js';
import { createPreviewEngine } from '../../../server/src/ai/preview/engine.js';
import { senderName } from '../../../server/src/ai/preview/names.js';
import { loadedSpellers } from '../../../server/src/ai/preview/spell.js';

const engine = createPreviewEngine({ delayMs: 0 });
const signal = new AbortController().signal;
const NBSP = '\u00A0';
const NNBSP = '\u202F';

const text = wholeText;

const EMAIL: TemplateRequest['email'] = {
  subject: 'RE: Réunion de lancement Atlas',
  from: 'Marie Dupont <marie.dupont@example.com>',
  body: 'Bonjour,\n\nPouvez-vous confirmer votre présence jeudi ? Quel budget prévoyez-vous ?\n\nMerci,\nMarie',
};

const template = (overrides: Partial<TemplateRequest> = {}) =>
  text(
    engine.template(
      { tone: 'professional', language: 'fr', email: EMAIL, conversationHistory: '', ...overrides },
      signal,
    ),
  );

describe('preview template', () => {
  it('writes a French reply skeleton: greeting by name, subject, answer slots, placeholders, signature', async () => {
    expect(await template()).toBe(
      [
        'Bonjour Marie,',
        '',
        `Merci pour votre message concernant «${NBSP}Réunion de lancement Atlas${NBSP}».`,
        '',
        `Concernant votre question «${NBSP}Pouvez-vous confirmer votre présence jeudi ?${NBSP}»${NBSP}: [votre réponse].`,
        `Concernant votre question «${NBSP}Quel budget prévoyez-vous ?${NBSP}»${NBSP}: [votre réponse].`,
        '',
        'Je reste à votre disposition pour toute question.',
        '',
        'Cordialement,',
        '[Votre nom]',
      ].join('\n'),
    );
  });

  it('weaves the instructions in as sentences, speaking to the sender', async () => {
    const reply = await template({
      instructions: "accepter la réunion et lui proposer mardi 14h. Dis-lui que j'ai bien reçu son devis",
    });
    expect(reply).toContain('C’est avec plaisir que j’accepte la réunion. Je vous propose mardi 14h.');
    expect(reply).toContain("J'ai bien reçu votre devis.");
    expect(reply).not.toContain('Dis-lui');
  });

  it('asks with a placeholder when the instruction names nothing precise', async () => {
    expect(await template({ instructions: 'demander les informations manquantes' })).toContain(
      `Pourriez-vous me transmettre les informations manquantes${NNBSP}?`,
    );
    expect(await template({ instructions: 'proposer' })).toContain('Je vous propose [date].');
  });

  it('keeps only the facts of a French instruction in an English reply, as a slot, instead of mixing languages', async () => {
    const reply = await template({ language: 'en', instructions: 'proposer mardi 14h' });
    expect(reply).toContain('I would suggest [Tuesday 14:00].');
    expect(reply).not.toContain('mardi');
  });

  it('has a distinct wording for each of the six tones', async () => {
    const replies = await Promise.all(TONES.map((tone) => template({ tone })));
    expect(new Set(replies).size).toBe(6);
    const [, friendly, formal, casual, urgent, apologetic] = replies;
    expect(formal).toMatch(/^\[Madame\/Monsieur\] Dupont,/);
    expect(formal).toContain('l’expression de mes salutations distinguées');
    expect(casual).toMatch(/^Salut Marie,/);
    expect(casual).toContain('ton message');
    expect(friendly).toContain('J’espère que vous allez bien.');
    expect(urgent).toContain('idéalement avant le [date]');
    expect(apologetic).toContain('toutes mes excuses');
  });

  it('writes English with English conventions', async () => {
    const reply = await template({
      language: 'en',
      tone: 'friendly',
      email: {
        subject: 'Invoice 4471',
        from: 'john.smith@acme.com',
        body: 'Hi, could you tell me when the invoice will be paid?',
      },
      instructions: 'thank him for his patience and tell him that the payment is scheduled',
    });
    expect(reply).toMatch(
      /^Hi John,\n\nI hope you’re doing well\. Thanks a lot for your message about “Invoice 4471”\./,
    );
    expect(reply).toContain('Thank you very much for your patience. The payment is scheduled.');
    expect(reply).toContain(
      'Regarding your question “Could you tell me when the invoice will be paid?”: [your answer].',
    );
    expect(reply).toMatch(/Warm regards,\n\[Your name\]$/);
  });

  it.each([
    ['es', 'Hola, Marie:', '[Su nombre]'],
    ['de', 'Guten Tag Marie,', '[Ihr Name]'],
    ['it', 'Buongiorno Marie,', '[Nome e cognome]'],
    ['pt', 'Olá Marie,', '[Seu nome]'],
    ['nl', 'Beste Marie,', '[Uw naam]'],
    ['ru', 'Здравствуйте, Marie!', '[Ваше имя]'],
    ['ja', 'Dupont様', '[氏名]'],
    ['zh', 'Marie，您好：', '[您的姓名]'],
  ] as const)(
    '%s: greets in that language and signs with a placeholder',
    async (language, greeting, signature) => {
      const reply = await template({ language });
      expect(reply.startsWith(greeting)).toBe(true);
      expect(reply.endsWith(signature)).toBe(true);
      expect(reply).toContain('Réunion de lancement Atlas');
    },
  );

  it('answers in every language without inventing facts: only placeholders and what the email said', async () => {
    for (const language of LANGUAGES) {
      const reply = await template({ language, tone: 'urgent' });
      expect(reply).toMatch(/\[[^\]]+\]/);
      // No figure that was not in the email (no made-up date, amount or time).
      expect(reply.replace(/\[[^\]]*\]/g, '')).not.toMatch(/\d/);
    }
  });

  it('signs with the user’s name when it is known (issue #14), in French and in English', async () => {
    const french = await template({ userName: 'Alice Martin' });
    expect(french).toMatch(/\n\nCordialement,\nAlice Martin$/);
    expect(french).not.toContain('[Votre nom]');
    const english = await template({ language: 'en', userName: 'Alice Martin' });
    expect(english).toMatch(/\n\nBest regards,\nAlice Martin$/);
    expect(english).not.toContain('[Your name]');
  });

  it('signs with the user’s name in every language, and with the placeholder when it is unknown', async () => {
    for (const language of LANGUAGES) {
      const signed = await template({ language, userName: 'Alice Martin' });
      expect(signed.endsWith('\nAlice Martin')).toBe(true);
      const unsigned = await template({ language });
      expect(unsigned).not.toContain('Alice Martin');
      expect(unsigned).toMatch(/\n\[[^\]\n]+\]$/);
    }
    expect(await template({ userName: '  ' })).toMatch(/\n\[Votre nom\]$/);
  });

  it('greets without a name when the sender has none to give', async () => {
    expect(await template({ email: { ...EMAIL, from: 'noreply@example.com' } })).toMatch(/^Bonjour,\n/);
  });

  it('streams in word-sized pieces', async () => {
    const pieces: string[] = [];
    for await (const piece of engine.template(
      { tone: 'professional', language: 'en', email: EMAIL, conversationHistory: '' },
      signal,
    )) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThan(20);
    expect(Math.max(...pieces.map((piece) => piece.trim().length))).toBeLessThan(40);
  });

  it('never loads a spelling dictionary to write a template', () => {
    expect(loadedSpellers()).toEqual([]);
  });
});

describe('preview compose: generate', () => {
  const generate = (body: string, instructions?: string, language: 'fr' | 'en' = 'fr') =>
    text(
      engine.compose(
        {
          operation: 'generate',
          tone: 'professional',
          language,
          from: 'me@example.com',
          body,
          ...(instructions ? { instructions } : {}),
        },
        signal,
      ),
    );

  it('writes a new email from the instructions, treating the spec default as no instruction', async () => {
    const email = await generate('', 'Générer une réponse appropriée');
    expect(email).toBe(
      [
        'Bonjour,',
        '',
        'Je vous écris au sujet de [objet].',
        '',
        `[Votre réponse${NBSP}: précisez ici les informations à communiquer.]`,
        '',
        'Je reste à votre disposition pour toute question.',
        '',
        'Cordialement,',
        '[Votre nom]',
      ].join('\n'),
    );
    expect(await generate('', 'envoyer le rapport trimestriel')).toContain(
      'Vous trouverez ci-joint le rapport trimestriel.',
    );
  });

  it('signs a generated email with the user’s name when it is known, else with the placeholder', async () => {
    const signed = await text(
      engine.compose(
        {
          operation: 'generate',
          tone: 'professional',
          language: 'fr',
          from: '',
          body: '',
          userName: 'Alice Martin',
        },
        signal,
      ),
    );
    expect(signed).toMatch(/\n\nCordialement,\nAlice Martin$/);
    expect(await generate('', undefined, 'en')).toMatch(/\n\[Your name\]$/);
  });

  it('answers the message a compose window quotes', async () => {
    const email = await generate(
      '\n\nFrom: Anna Lee <anna.lee@corp.com>\nSent: Monday\nSubject: Re: Quarterly report\n\nCan you send me the Q3 figures before Friday?\n',
      undefined,
      'en',
    );
    expect(email).toMatch(/^Hello Anna,\n\nThank you for your message regarding “Quarterly report”\./);
    expect(email).toContain('Regarding your question “Can you send me the Q3 figures before Friday?”');
  });
});

describe('senderName', () => {
  it.each([
    ['Marie Dupont <marie.dupont@example.com>', { first: 'Marie', last: 'Dupont' }],
    ['"Dupont, Marie" <m@example.com>', { first: 'Marie', last: 'Dupont' }],
    ['jean-luc.picard@starfleet.org', { first: 'Jean-Luc', last: 'Picard' }],
    ['ANNE MARTIN', { first: 'Anne', last: 'Martin' }],
    ['Anna', { first: 'Anna' }],
    ['Anna Lee (Acme) <anna@acme.com>', { first: 'Anna', last: 'Lee' }],
  ])('%s → %j', (from, name) => {
    expect(senderName(from)).toEqual(name);
  });

  it.each([
    '',
    'noreply@example.com',
    'contact@example.fr',
    'jdupont@example.com',
    'user123.x@example.com',
    'Support <support@x.com>',
  ])('gives no name for %j', (from) => {
    expect(senderName(from)).toBeUndefined();
  });
});

describe('questions around abbreviations', () => {
  it('keeps "Nr. 4471", "M. Dupont" and "p. 3" inside their sentence', async () => {
    const { findQuestions } = await import('../../../server/src/ai/preview/reply.js');
    expect(
      findQuestions(
        'Guten Tag,\n\nkönnten Sie mir bitte mitteilen, wann die Lieferung Nr. 4471 ankommt? Danke.\n\nAvez-vous revu avec M. Dupont la page p. 3 du contrat ?',
      ),
    ).toEqual([
      'Könnten Sie mir bitte mitteilen, wann die Lieferung Nr. 4471 ankommt?',
      'Avez-vous revu avec M. Dupont la page p. 3 du contrat ?',
    ]);
  });
});
