import { describe, expect, it } from 'vitest';
import { TONES, type Tone } from '../../../contract/ai.js';
import { LANGUAGES, type Language } from '../../../contract/language.js';
import { wholeText, type TemplateRequest } from '../../../server/src/ai/engine.js';
import { detectLanguage } from '../../../server/src/ai/preview/detect.js';
import { createPreviewEngine } from '../../../server/src/ai/preview/engine.js';
import { splitEmail } from '../../../server/src/ai/preview/emailParts.js';
import { factsOf } from '../../../server/src/ai/preview/facts.js';

const engine = createPreviewEngine({ delayMs: 0 });
const signal = new AbortController().signal;

const text = wholeText;

const EMAIL: TemplateRequest['email'] = {
  subject: 'Projekt Atlas',
  from: 'Anna Weber <anna.weber@example.de>',
  body: 'Hallo,\n\nich schicke Ihnen die Unterlagen für das Treffen.\n\nViele Grüße\nAnna',
};
const FRENCH_POINTS =
  'Confirmer la salle B204 ; la présentation sera envoyée mercredi ; OK pour ajouter le point budget T2 ; demander le budget prévisionnel';
const ENGLISH_POINTS =
  'Confirm room B204; tell them that the slides will be sent on Wednesday; ok to add the Q2 budget item; ask for the updated agenda';

const reply = (language: Language, tone: Tone, instructions = FRENCH_POINTS) =>
  text(engine.template({ tone, language, email: EMAIL, conversationHistory: '', instructions }, signal));
const bodyOf = (email: string) => splitEmail(email).body;

describe('preview tones change the body, not only greeting and closing', () => {
  it('French: each tone words the user’s points its own way and keeps every fact', async () => {
    const bodies = new Map<Tone, string>();
    for (const tone of TONES) bodies.set(tone, bodyOf(await reply('fr', tone)));
    // Without the opener and the closing line: the woven points themselves differ.
    const points = (tone: Tone) =>
      bodies
        .get(tone)
        ?.split('\n\n')
        .find((paragraph) => paragraph.includes('B204')) ?? '';
    expect(new Set(TONES.map(points)).size).toBe(TONES.length);
    for (const tone of TONES) {
      for (const fact of ['B204', 'mercredi', 'T2', 'budget prévisionnel'])
        expect(points(tone)).toContain(fact);
    }
    expect(points('formal')).toContain('Je vous prie de bien vouloir me transmettre le budget prévisionnel.');
    expect(points('casual')).toContain('Je te confirme la salle B204.');
    expect(points('urgent')).toMatch(/au plus vite/u);
    expect(points('urgent')).toMatch(/urgent/u);
    expect(points('apologetic')).toMatch(/regrette sincèrement/u);
    expect(points('professional')).toBe(
      'Je vous confirme la salle B204. La présentation sera envoyée mercredi. C’est d’accord pour ajouter le point budget T2. Pourriez-vous me transmettre le budget prévisionnel\u202F?',
    );
  });

  it('English: formal turns, urgency and apologies are in the body', async () => {
    const body = async (tone: Tone) => bodyOf(await reply('en', tone, ENGLISH_POINTS));
    expect(await body('formal')).toContain('I would be grateful if you could send me the updated agenda.');
    expect(await body('formal')).toContain(
      'I would like to inform you that the slides will be sent on Wednesday.',
    );
    expect(await body('urgent')).toContain('As this is time-sensitive, I would appreciate a quick reply.');
    expect(await body('urgent')).toContain('as soon as possible?');
    expect(await body('apologetic')).toMatch(/I sincerely regret/u);
    expect(await body('friendly')).toContain('I’m happy to confirm room B204.');
    for (const tone of TONES) {
      const text = await body(tone);
      for (const fact of ['B204', 'Wednesday', 'Q2 budget item', 'updated agenda'])
        expect(text).toContain(fact);
    }
  });

  it.each(['es', 'de', 'it', 'pt', 'nl', 'ru', 'ja', 'zh'] as const)(
    '%s: the registers stay distinct',
    async (language) => {
      const replies = await Promise.all(
        (['professional', 'friendly', 'formal', 'urgent', 'apologetic'] as const).map((tone) =>
          reply(language, tone),
        ),
      );
      expect(new Set(replies).size).toBe(5);
    },
  );
});

describe('preview replies are written in one language', () => {
  it.each(['de', 'es', 'it', 'pt', 'nl'] as const)(
    '%s reply with French instructions: no French sentence, the facts kept',
    async (language) => {
      for (const tone of TONES) {
        const email = await reply(language, tone);
        expect(email).not.toMatch(/salle|présentation|envoyée|pour ajouter|Confirmer|prévisionnel/u);
        expect(email).toContain('B204');
        expect(email).toContain('T2');
        expect(email).toContain(factsOf('mercredi', language));
        expect(detectLanguage(email)).toBe(language);
      }
    },
  );

  it('German: the exact woven points', async () => {
    expect(bodyOf(await reply('de', 'professional')).split('\n\n')[1]).toBe(
      'Hiermit bestätige ich [B204]. [Details: Mittwoch] Mit [T2] bin ich einverstanden. Könnten Sie mir [Details] zukommen lassen?',
    );
  });

  it('French reply with English instructions and English reply with French ones: facts only', async () => {
    const french = await reply('fr', 'professional', ENGLISH_POINTS);
    expect(french).toContain('Je vous confirme [B204].');
    expect(french).not.toMatch(/slides|budget item|agenda/u);
    const english = await reply('en', 'professional', FRENCH_POINTS);
    expect(english).toContain('I can confirm [B204].');
    expect(english).toContain('[details: Wednesday]');
    expect(english).not.toMatch(/salle|présentation|mercredi/u);
  });

  it('every language keeps the user’s facts in every tone', async () => {
    for (const language of LANGUAGES) {
      for (const tone of TONES) {
        const email = await reply(language, tone, 'Confirmer la salle B204 ; proposer mardi 14h');
        expect(email).toContain('B204');
        // French keeps the user's "14h"; other languages get the neutral "14:00".
        expect(email).toMatch(language === 'fr' ? /mardi 14h/u : /14:00/u);
      }
    }
  });

  it('translates days and makes French times neutral', () => {
    expect(factsOf('la présentation sera envoyée mercredi à 14h30', 'de')).toBe('Mittwoch, 14:30');
    expect(factsOf('mardi 14h', 'en')).toBe('Tuesday 14:00');
    expect(factsOf('le point budget T2 avec Marie', 'es')).toBe('T2, Marie');
    expect(factsOf('I may be late', 'fr')).toBe('');
  });
});

describe('preview instructions are never written into the email as instructions', () => {
  const frenchEmail = (instructions: string, language: Language = 'fr') =>
    text(
      engine.template(
        {
          tone: 'professional',
          language,
          email: {
            subject: 'Livraison',
            from: 'Marc Roy <marc@example.com>',
            body: 'Bonjour,\n\nOù en est la livraison ?\n\nMarc',
          },
          conversationHistory: '',
          instructions,
        },
        signal,
      ),
    );

  it('a subject to address becomes a slot, a task gives its topic, a manner is left to the tone', async () => {
    const reply = await frenchEmail('parler du planning ; vérifier le stock ; sois chaleureux');
    expect(reply).toContain('Concernant le planning\u00A0: [précisions].');
    expect(reply).toContain('Concernant le stock\u00A0: [précisions].');
    expect(reply).not.toMatch(/parler|vérifier|chaleureux|sois/iu);
    const english = await frenchEmail('mention the budget; check the figures; be warm', 'en');
    expect(english).toContain('Regarding the budget: [details].');
    expect(english).toContain('Regarding the figures: [details].');
    expect(english).not.toMatch(/mention the|check the|be warm/iu);
  });

  it('a French clause in an English reply is recognised as French even when short', async () => {
    const reply = await frenchEmail('la livraison est prévue jeudi', 'en');
    expect(reply).toContain('[details: Thursday]');
    expect(reply).not.toMatch(/livraison est|prévue/u);
  });
});

describe('one way of addressing the reader per email', () => {
  // The answer slots say Sie / usted / Lei / u / вы / 您: the warmer tones must not switch to du / tú…
  const INFORMAL: Partial<Record<Language, RegExp>> = {
    de: /\b(?:du|dich|dir|dein\w*)\b/iu,
    es: /\b(?:tu|tus|te|necesitas|dudes)\b/iu,
    it: /\b(?:tuo|tua|ti|fammi)\b/iu,
    nl: /\b(?:je|jij|jouw)\b/iu,
    ru: /Пиши,|\bтебе\b|\bты\b/u,
    zh: /你/u,
  };
  it.each(Object.entries(INFORMAL))(
    '%s: the friendly and casual replies keep the polite form',
    async (language, informal) => {
      for (const tone of ['friendly', 'casual'] as const) {
        expect(await reply(language as Language, tone, '')).not.toMatch(informal);
      }
    },
  );
});
