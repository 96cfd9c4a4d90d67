import { describe, expect, it } from 'vitest';
import { TONES, type Tone } from '../../../contract/ai.js';
import type { Language } from '../../../contract/language.js';
import { wholeText, type TemplateRequest } from '../../../server/src/ai/engine.js';
import { createPreviewEngine } from '../../../server/src/ai/preview/engine.js';
import { hasFact } from '../../../server/src/ai/preview/facts.js';
import { readRequest, readWishes } from '../../../server/src/ai/preview/refine.js';

const engine = createPreviewEngine({ delayMs: 0 });
const signal = new AbortController().signal;

const text = wholeText;

const FRENCH_EMAIL: TemplateRequest['email'] = {
  subject: 'RE: Réunion de lancement Atlas',
  from: 'Marie Dupont <marie.dupont@example.com>',
  body: 'Bonjour,\n\nPouvez-vous confirmer votre présence jeudi ? Quel budget prévoyez-vous ?\n\nMerci,\nMarie',
};
const ENGLISH_EMAIL: TemplateRequest['email'] = {
  subject: 'Kick-off meeting',
  from: 'John Smith <john.smith@acme.com>',
  body: 'Hi,\n\nCould you confirm the room for the kick-off? When will the slides be ready?\n\nThanks,\nJohn',
};
const FRENCH_POINTS =
  'Confirmer la salle B204 ; la présentation sera envoyée mercredi ; OK pour ajouter le point budget T2';
const ENGLISH_POINTS =
  'Confirm room B204; tell them that the slides will be sent on Wednesday; ok to add the Q2 budget item';

const template = (language: Language, tone: Tone, instructions: string, email: TemplateRequest['email']) =>
  text(
    engine.template(
      { tone, language, email, conversationHistory: '', instructions, userName: 'Alice Martin' },
      signal,
    ),
  );
const frenchDraft = (tone: Tone = 'professional') => template('fr', tone, FRENCH_POINTS, FRENCH_EMAIL);
const englishDraft = (tone: Tone = 'professional') => template('en', tone, ENGLISH_POINTS, ENGLISH_EMAIL);

const refine = (draft: string, userRequest: string) =>
  text(engine.refine({ messages: [{ role: 'assistant', content: draft }], userRequest }, signal));

describe('preview refine: shorter keeps every fact', () => {
  it.each(TONES)('French %s draft: at most 70 %% of the length, every point and slot kept', async (tone) => {
    const draft = await frenchDraft(tone);
    const short = await refine(draft, 'plus court');
    expect(short.length / draft.length).toBeLessThanOrEqual(0.7);
    expect(short).toContain('la salle B204.');
    expect(short).toContain('La présentation sera envoyée mercredi.');
    expect(short).toContain('pour ajouter le point budget T2');
    expect(short).toContain('Pouvez-vous confirmer votre présence jeudi');
    expect(short).toContain('Quel budget prévoyez-vous');
    expect(short.split('\n')[0]).toBe(draft.split('\n')[0]);
    expect(short).toMatch(/\nAlice Martin$/);
    expect(short).not.toContain('Merci pour votre message');
    expect(short).not.toContain('Je reste à votre');
  });

  it('French professional draft: the exact short version', async () => {
    expect(await refine(await frenchDraft(), 'plus court')).toBe(
      [
        'Bonjour Marie,',
        '',
        'Je vous confirme la salle B204. La présentation sera envoyée mercredi. C’est d’accord pour ajouter le point budget T2.',
        '«\u00A0Pouvez-vous confirmer votre présence jeudi ?\u00A0»\u00A0: [votre réponse].',
        '«\u00A0Quel budget prévoyez-vous ?\u00A0»\u00A0: [votre réponse].',
        '',
        'Cordialement,',
        'Alice Martin',
      ].join('\n'),
    );
  });

  it.each(TONES)('English %s draft: at most 70 %% of the length, every point and slot kept', async (tone) => {
    const draft = await englishDraft(tone);
    const short = await refine(draft, 'make it shorter');
    expect(short.length / draft.length).toBeLessThanOrEqual(0.7);
    expect(short).toContain('room B204');
    expect(short).toMatch(/[Tt]he slides will be sent on Wednesday\./);
    expect(short).toContain('Q2 budget item');
    expect(short).toContain('Could you confirm the room for the kick-off?');
    expect(short).toContain('When will the slides be ready?');
    expect(short).toMatch(/\nAlice Martin$/);
    expect(short).not.toMatch(/Thank you for your message|Please let me know if/u);
  });

  it('keeps the facts of a draft the user wrote: figures, times, addresses, names, places', async () => {
    const draft = [
      'Hello Ann,',
      '',
      'Thank you so much for your email about the workshop, it was really great to hear from you. I hope you are doing well.',
      'The workshop starts at 9:30 in the Lisbon office, room 3.04. Please bring your badge.',
      'You can reach me at +33 6 12 34 56 78 or ann@example.com, and the agenda is on https://example.com/agenda.',
      'Marc will host the afternoon session. We are all really very excited about it, basically.',
      '',
      'Don’t hesitate to contact me if you have any questions.',
      '',
      'Best regards,',
      'Bob',
    ].join('\n');
    const short = await refine(draft, 'shorter');
    for (const fact of [
      '9:30',
      'Lisbon',
      'room 3.04',
      '+33 6 12 34 56 78',
      'ann@example.com',
      'https://example.com/agenda',
      'Marc will host',
    ])
      expect(short).toContain(fact);
    expect(short.length / draft.length).toBeLessThanOrEqual(0.7);
    expect(short).toMatch(/^Hello Ann,\n/);
    expect(short).toMatch(/Best regards,\nBob$/);
    expect(short).not.toContain('I hope you are doing well');
  });

  it('recognises fact sentences', () => {
    expect(hasFact('Je vous confirme la salle B204.')).toBe(true);
    expect(hasFact('La présentation sera envoyée mercredi.')).toBe(true);
    expect(hasFact('Le dossier est chez Marie.')).toBe(true);
    expect(hasFact('Je reste à votre disposition pour toute question.')).toBe(false);
    expect(hasFact('I may be late.')).toBe(false);
  });
});

describe('preview refine: adds what it is asked to add', () => {
  it('adds the tone’s courtesy line before the sign-off, changing nothing else', async () => {
    const short = await refine(await frenchDraft(), 'plus court');
    const polite = await refine(short, 'ajoute une formule de politesse');
    expect(polite).toBe(
      short.replace(
        '\n\nCordialement,',
        '\n\nJe reste à votre disposition pour toute question.\n\nCordialement,',
      ),
    );
    const english = await refine(await refine(await englishDraft(), 'shorter'), 'add a polite closing');
    expect(english).toMatch(/Please let me know if you have any questions\.\n\nBest regards,\nAlice Martin$/);
  });

  it('adds a thank-you when the courtesy line is already there', async () => {
    const polite = await refine(await frenchDraft(), 'politesse');
    expect(polite).toContain(
      'Je reste à votre disposition pour toute question.\n\nJe vous remercie par avance de votre retour.\n\nCordialement,\nAlice Martin',
    );
  });

  it.each([
    ['mentionne que je serai en retard', 'Je serai en retard.'],
    ['dis-lui que je serai en retard', 'Je serai en retard.'],
    ['précise que le devis est prêt', 'Le devis est prêt.'],
    ['ajoute que la salle est réservée jusqu’à 18h', 'La salle est réservée jusqu’à 18h.'],
    ['indique que Paul sera présent', 'Paul sera présent.'],
    ['peux-tu lui dire que je serai en retard', 'Je serai en retard.'],
  ])('French statement %j becomes a sentence in the body', async (request, sentence) => {
    const draft = await frenchDraft();
    const result = await refine(draft, request);
    expect(result).toContain(`${sentence}\n\nJe reste à votre disposition pour toute question.`);
    expect(result).toMatch(/Cordialement,\nAlice Martin$/);
    expect(result.replace(`${sentence}\n\n`, '')).toBe(draft);
  });

  it.each([
    ['tell them that I will be late', 'I will be late.'],
    ['mention that the invoice was paid on Monday', 'The invoice was paid on Monday.'],
    ['add that I’ll bring the prototype', 'I’ll bring the prototype.'],
    ['say that we are ready', 'We are ready.'],
  ])('English statement %j becomes a sentence in the body', async (request, sentence) => {
    const draft = await englishDraft();
    const result = await refine(draft, request);
    expect(result).toContain(`${sentence}\n\nPlease let me know if you have any questions.`);
    expect(result).toMatch(/Best regards,\nAlice Martin$/);
  });

  it('applies several wishes of one request', async () => {
    const draft = await frenchDraft();
    const result = await refine(draft, 'plus court et mentionne que je serai en retard');
    expect(result).toContain('Je serai en retard.');
    expect(result).toContain('la salle B204');
    expect(result).not.toContain('Je reste à votre disposition');
    expect(result.length).toBeLessThan(draft.length);
    const formal = await refine(draft, 'plus formel, et précise que je serai en retard');
    expect(formal).toContain('Je vous informe que je serai en retard.');
    expect(formal).toContain('salutations distinguées');
  });

  it('reads a statement as content, not as a wish', () => {
    const { wishes, additions } = readRequest('dis-lui que la version courte est prête');
    expect(wishes.shorter).toBe(false);
    expect(additions).toEqual(['dis-lui que la version courte est prête']);
    expect(readWishes('ajoute une formule de politesse').courtesy).toBe(true);
    expect(readWishes('add a polite closing').courtesy).toBe(true);
    expect(readWishes('add a polite closing').formal).toBe(false);
  });
});

describe('preview refine: never writes what it did not apply', () => {
  it.each(['fais une pirouette', 'ajoute une blague', 'traduis en klingon', 'do a backflip', '???', ''])(
    '%j leaves the draft exactly as it was',
    async (request) => {
      const french = await frenchDraft();
      expect(await refine(french, request)).toBe(french);
      const english = await englishDraft();
      expect(await refine(english, request)).toBe(english);
    },
  );

  it('never writes a to-do note, in any language', async () => {
    for (const request of ['fais une pirouette', 'plus court', 'ajoute une formule de politesse']) {
      const result = await refine(await frenchDraft(), request);
      expect(result).not.toMatch(/\[(?:À faire|To do|Pendiente|Zu erledigen|Da fare|A fazer|Te doen)/u);
      expect(result).not.toMatch(/pirouette/u);
    }
  });

  it('a statement it cannot write in the draft’s language leaves the draft unchanged', async () => {
    const english = await englishDraft();
    expect(await refine(english, 'mentionne que je serai en retard')).toBe(english);
  });
});

describe('preview refine: points for the reader', () => {
  it('writes what the user asks to tell the reader, not what they ask of the assistant', async () => {
    const draft = await frenchDraft();
    expect(await refine(draft, 'remercie-la pour son aide')).toContain(
      'Merci beaucoup pour votre aide.\n\nJe reste à votre disposition',
    );
    expect(await refine(draft, 'demande-lui le planning')).toContain(
      'Pourriez-vous me transmettre le planning\u202F?',
    );
    expect(await refine(draft, 'propose une autre formulation')).toBe(draft);
    const english = await englishDraft();
    expect(await refine(english, 'thank them for their patience')).toContain(
      'Thank you very much for your patience.',
    );
  });
});

describe('preview refine: drafts the user wrote', () => {
  it('a draft signed without a closing formula gets the courtesy line and the closing, signature kept', async () => {
    const draft = 'Bonjour Claire,\n\nLe contrat signé vous sera renvoyé jeudi.\n\nLéa Bernard';
    expect(await refine(draft, 'ajoute une formule de politesse')).toBe(
      'Bonjour Claire,\n\nLe contrat signé vous sera renvoyé jeudi.\n\nJe reste à votre disposition pour toute question.\n\nCordialement,\nLéa Bernard',
    );
    expect(await refine(draft, 'plus formel')).toMatch(/\nLéa Bernard$/);
  });

  it('shortens a German draft: date and signature kept, courtesy gone', async () => {
    const draft = [
      'Hallo Jonas,',
      '',
      'vielen Dank für deine Nachricht, ich habe mich wirklich sehr darüber gefreut. Die Abgabe ist am Freitag, den 14. März, um 12 Uhr. Ich schicke dir die Folien natürlich vorher noch einmal ganz in Ruhe zum Durchlesen. Falls du noch Fragen hast oder etwas unklar ist, sag mir einfach Bescheid.',
      '',
      'Viele liebe Grüße',
      'Mia',
    ].join('\n');
    const short = await refine(draft, 'plus court');
    expect(short.length / draft.length).toBeLessThanOrEqual(0.7);
    expect(short).toContain('Die Abgabe ist am Freitag, den 14. März, um 12 Uhr.');
    expect(short).toMatch(/^Hallo Jonas,\n/);
    expect(short).toMatch(/Viele liebe Grüße\nMia$/);
    expect(short).not.toContain('Bescheid');
  });
});
