import type { Tone } from '../../../../contract/ai.js';
import type { Language } from '../../../../contract/language.js';
import { NBSP, NNBSP } from './phrases.js';
import { asSentence } from './text.js';

/**
 * How a reply words each kind of point the user asked for, per language and tone: the tone changes the
 * turn of phrase ("Je vous confirme…" / "J’ai le plaisir de vous confirmer…"), never the facts, which are
 * always the object the user gave.
 */

export type Intent =
  | 'accept'
  | 'agree'
  | 'decline'
  | 'confirm'
  | 'propose'
  | 'thank'
  | 'ask'
  | 'apologize'
  | 'send'
  | 'followUp'
  | 'statement'
  /** A subject to address, with a slot for what to say about it ("Concernant le budget : [précisions]."). */
  | 'topic';

/** French "que" before a vowel: "qu’il". */
const que = (text: string) => (/^[aeiouyhéèêàâ]/iu.test(text) ? `qu’${text}` : `que ${text}`);
/** Lower-cases the first letter of a clause unless it is a name or an acronym ("Marie", "PDF"). */
const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) && !/^(?:Je|Il|Elle|Nous|On|Ils|Elles|I|We|The|It)\b/u.test(text)
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);

/** "parler du planning" → "le planning": the topic as a noun phrase after "Concernant". */
function frenchTopic(object: string): string {
  const topic = object
    .replace(/^de la\s+/iu, 'la ')
    .replace(/^de l['’]/iu, 'l’')
    .replace(/^du\s+/iu, 'le ')
    .replace(/^des\s+/iu, 'les ')
    .replace(/^de\s+/iu, '');
  return topic || '[sujet]';
}

function frenchAsk(object: string, tone: Tone): string {
  const q = `${NNBSP}?`;
  const infinitive = /^d(?:e\s+|['’])(.*)$/iu.exec(object)?.[1];
  const what =
    infinitive ??
    (/^si\b/iu.test(object)
      ? `me dire ${object}`
      : `me transmettre ${object || '[les informations nécessaires]'}`);
  if (tone === 'formal') return `Je vous prie de bien vouloir ${what}.`;
  if (tone === 'casual') return `Pourrais-tu ${what}${q}`;
  if (tone === 'urgent') return `Pourriez-vous ${what} au plus vite${q}`;
  return `Pourriez-vous ${what}${q}`;
}

/** A French sentence for one point; `object` is already addressed to the reader. */
export function frenchSentence(intent: Intent, object: string, tone: Tone): string {
  const tu = tone === 'casual';
  const pick = (values: Partial<Record<Tone, string>> & { professional: string }) =>
    values[tone] ?? values.professional;
  switch (intent) {
    case 'accept': {
      const what = object || (tu ? 'ta proposition' : 'votre proposition');
      return pick({
        professional: `C’est avec plaisir que j’accepte ${what}.`,
        formal: `J’ai le plaisir d’accepter ${what}.`,
        casual: `J’accepte ${what} avec plaisir${NNBSP}!`,
        urgent: `J’accepte ${what}.`,
      });
    }
    case 'agree':
      return pick({
        professional: `C’est d’accord pour ${object || 'votre proposition'}.`,
        formal: `Je vous donne mon accord pour ${object || 'votre proposition'}.`,
        friendly: `C’est d’accord pour ${object || 'votre proposition'}, avec plaisir.`,
        casual: `OK pour ${object || 'ta proposition'}${NNBSP}!`,
      });
    case 'decline': {
      const what = object || `donner suite à ${tu ? 'ta' : 'votre'} proposition`;
      const verb = object ? 'accepter ' : '';
      return pick({
        professional: `Je ne pourrai malheureusement pas ${verb}${what}.`,
        formal: `J’ai le regret de ne pouvoir ${verb}${what}.`,
        casual: `Je ne vais malheureusement pas pouvoir ${verb}${what}.`,
        apologetic: `Je regrette sincèrement de ne pas pouvoir ${verb}${what}.`,
      });
    }
    case 'confirm': {
      const what = object || 'mon accord';
      return pick({
        professional: `Je vous confirme ${what}.`,
        formal: `J’ai le plaisir de vous confirmer ${what}.`,
        friendly: `Je vous confirme avec plaisir ${what}.`,
        casual: `Je te confirme ${what}.`,
        urgent: `Je vous confirme dès à présent ${what}.`,
      });
    }
    case 'propose': {
      const what = object || '[date]';
      return pick({
        professional: `Je vous propose ${what}.`,
        formal: `Je me permets de vous proposer ${what}.`,
        friendly: `Je vous propose volontiers ${what}.`,
        casual: `Je te propose ${what}.`,
        urgent: `Je vous propose ${what}${NNBSP}; merci de me dire au plus vite si cela vous convient.`,
      });
    }
    case 'thank': {
      const what = object || (tu ? 'ton aide' : 'votre aide');
      return pick({
        professional: `Merci beaucoup pour ${what}.`,
        formal: `Je vous remercie vivement pour ${what}.`,
        friendly: `Un grand merci pour ${what}.`,
        casual: `Merci beaucoup pour ${what}${NNBSP}!`,
      });
    }
    case 'ask':
      return frenchAsk(object, tone);
    case 'apologize': {
      const what = object || '[le désagrément]';
      return pick({
        professional: `Je vous prie de m’excuser pour ${what}.`,
        formal: `Je vous prie de bien vouloir m’excuser pour ${what}.`,
        friendly: `Toutes mes excuses pour ${what}.`,
        casual: `Désolé pour ${what}.`,
        apologetic: `Je vous présente toutes mes excuses pour ${what}.`,
      });
    }
    case 'send': {
      const what = object || '[le document]';
      return pick({
        professional: `Vous trouverez ci-joint ${what}.`,
        formal: `Veuillez trouver ci-joint ${what}.`,
        casual: `Tu trouveras ci-joint ${what}.`,
      });
    }
    case 'followUp': {
      const when = object || (tone === 'urgent' ? 'dès que possible' : 'au plus tard le [date]');
      return pick({
        professional: `Je reviens vers vous ${when}.`,
        formal: `Je ne manquerai pas de revenir vers vous ${when}.`,
        casual: `Je reviens vers toi ${when}.`,
      });
    }
    case 'statement':
      return tone === 'formal' && object
        ? `Je vous informe ${que(lowerFirst(object.replace(/[.!]+$/u, '')))}.`
        : asSentence(object);
    case 'topic':
      return `Concernant ${frenchTopic(object)}${NBSP}: [précisions].`;
  }
}

function englishAsk(object: string, tone: Tone): string {
  const infinitive = /^to\s+(.*)$/iu.exec(object)?.[1];
  const what =
    infinitive ??
    (/^(?:whether|if)\b/iu.test(object)
      ? `tell me ${object}`
      : `send me ${object || '[the necessary information]'}`);
  if (tone === 'formal') return `I would be grateful if you could ${what}.`;
  if (tone === 'urgent') return `Could you ${what} as soon as possible?`;
  return `Could you ${what}?`;
}

/** An English sentence for one point. */
export function englishSentence(intent: Intent, object: string, tone: Tone): string {
  const pick = (values: Partial<Record<Tone, string>> & { professional: string }) =>
    values[tone] ?? values.professional;
  switch (intent) {
    case 'accept': {
      const what = object || 'your proposal';
      return pick({
        professional: `I’m happy to accept ${what}.`,
        formal: `I am pleased to accept ${what}.`,
        casual: `Happy to accept ${what}!`,
        urgent: `I accept ${what}.`,
      });
    }
    case 'agree':
      return pick({
        professional: `I agree to ${object || 'your proposal'}.`,
        formal: `I am pleased to agree to ${object || 'your proposal'}.`,
      });
    case 'decline':
      return pick({
        professional: object
          ? `Unfortunately, I won’t be able to accept ${object}.`
          : 'Unfortunately, I won’t be able to take up your proposal.',
        formal: `I regret that I am unable to accept ${object || 'your proposal'}.`,
        apologetic: `I’m sorry, but I won’t be able to accept ${object || 'your proposal'}.`,
      });
    case 'confirm': {
      const what = object || 'my agreement';
      return pick({
        professional: `I can confirm ${what}.`,
        formal: `I am pleased to confirm ${what}.`,
        friendly: `I’m happy to confirm ${what}.`,
        urgent: `I can confirm ${what} right away.`,
      });
    }
    case 'propose': {
      const what = object || '[date]';
      return pick({
        professional: `I would suggest ${what}.`,
        formal: `I would like to propose ${what}.`,
        friendly: `How about ${what}?`,
        casual: `How about ${what}?`,
        urgent: `I would suggest ${what}; please let me know quickly if that works for you.`,
      });
    }
    case 'thank': {
      const what = object || 'your help';
      return pick({
        professional: `Thank you very much for ${what}.`,
        formal: `I am most grateful for ${what}.`,
        casual: `Thanks a lot for ${what}!`,
      });
    }
    case 'ask':
      return englishAsk(object, tone);
    case 'apologize': {
      const what = object || '[the inconvenience]';
      return pick({
        professional: `Please accept my apologies for ${what}.`,
        formal: `Please accept my sincere apologies for ${what}.`,
        friendly: `I’m really sorry about ${what}.`,
        casual: `Sorry about ${what}.`,
      });
    }
    case 'send': {
      const what = object || '[the document]';
      return pick({
        professional: `Please find attached ${what}.`,
        casual: `I’ve attached ${what}.`,
        friendly: `I’ve attached ${what}.`,
      });
    }
    case 'followUp': {
      const when = object || (tone === 'urgent' ? 'as soon as possible' : 'by [date] at the latest');
      return pick({
        professional: `I will get back to you ${when}.`,
        formal: `I shall get back to you ${when}.`,
        casual: `I’ll get back to you ${when}.`,
      });
    }
    case 'statement':
      return tone === 'formal' && object
        ? `I would like to inform you that ${lowerFirst(object.replace(/[.!]+$/u, ''))}.`
        : asSentence(object);
    case 'topic':
      return `Regarding ${object.replace(/^(?:about|of)\s+/iu, '') || '[subject]'}: [details].`;
  }
}

type Foreign = Exclude<Language, 'fr' | 'en'>;

/**
 * The other languages word each point with the facts of the instruction as a bracketed slot ("[B204]"):
 * the preview cannot translate the user's words, and a French instruction pasted into a German email
 * would be worse than a German sentence with a slot the user completes.
 */
const FOREIGN: Record<Foreign, Record<Exclude<Intent, 'statement' | 'topic'>, (slot: string) => string>> = {
  de: {
    accept: (x) => `Gerne nehme ich ${x} an.`,
    agree: (x) => `Mit ${x} bin ich einverstanden.`,
    decline: (x) => `Leider kann ich ${x} nicht annehmen.`,
    confirm: (x) => `Hiermit bestätige ich ${x}.`,
    propose: (x) => `Ich schlage ${x} vor.`,
    thank: (x) => `Vielen Dank für ${x}.`,
    ask: (x) => `Könnten Sie mir ${x} zukommen lassen?`,
    apologize: (x) => `Bitte entschuldigen Sie ${x}.`,
    send: (x) => `Anbei erhalten Sie ${x}.`,
    followUp: (x) => `Ich melde mich ${x} wieder bei Ihnen.`,
  },
  es: {
    accept: (x) => `Acepto con gusto ${x}.`,
    agree: (x) => `Estoy de acuerdo con ${x}.`,
    decline: (x) => `Lamentablemente, no podré aceptar ${x}.`,
    confirm: (x) => `Le confirmo ${x}.`,
    propose: (x) => `Le propongo ${x}.`,
    thank: (x) => `Muchas gracias por ${x}.`,
    ask: (x) => `¿Podría enviarme ${x}?`,
    apologize: (x) => `Le pido disculpas por ${x}.`,
    send: (x) => `Le adjunto ${x}.`,
    followUp: (x) => `Volveré a ponerme en contacto con usted ${x}.`,
  },
  it: {
    accept: (x) => `Accetto volentieri ${x}.`,
    agree: (x) => `Sono d’accordo per ${x}.`,
    decline: (x) => `Purtroppo non potrò accettare ${x}.`,
    confirm: (x) => `Le confermo ${x}.`,
    propose: (x) => `Le propongo ${x}.`,
    thank: (x) => `Grazie mille per ${x}.`,
    ask: (x) => `Potrebbe inviarmi ${x}?`,
    apologize: (x) => `Mi scuso per ${x}.`,
    send: (x) => `In allegato trova ${x}.`,
    followUp: (x) => `La ricontatterò ${x}.`,
  },
  pt: {
    accept: (x) => `Aceito com prazer ${x}.`,
    agree: (x) => `Estou de acordo com ${x}.`,
    decline: (x) => `Infelizmente, não poderei aceitar ${x}.`,
    confirm: (x) => `Confirmo ${x}.`,
    propose: (x) => `Proponho ${x}.`,
    thank: (x) => `Muito obrigado por ${x}.`,
    ask: (x) => `Poderia enviar-me ${x}?`,
    apologize: (x) => `Peço desculpa por ${x}.`,
    send: (x) => `Segue em anexo ${x}.`,
    followUp: (x) => `Voltarei a entrar em contacto ${x}.`,
  },
  nl: {
    accept: (x) => `Graag accepteer ik ${x}.`,
    agree: (x) => `Ik ga akkoord met ${x}.`,
    decline: (x) => `Helaas kan ik ${x} niet aannemen.`,
    confirm: (x) => `Hierbij bevestig ik ${x}.`,
    propose: (x) => `Ik stel ${x} voor.`,
    thank: (x) => `Hartelijk dank voor ${x}.`,
    ask: (x) => `Kunt u mij ${x} toesturen?`,
    apologize: (x) => `Mijn excuses voor ${x}.`,
    send: (x) => `In de bijlage vindt u ${x}.`,
    followUp: (x) => `Ik kom ${x} bij u terug.`,
  },
  ru: {
    accept: (x) => `С удовольствием принимаю ${x}.`,
    agree: (x) => `Я согласен(-на): ${x}.`,
    decline: (x) => `К сожалению, не смогу принять ${x}.`,
    confirm: (x) => `Подтверждаю: ${x}.`,
    propose: (x) => `Предлагаю ${x}.`,
    thank: (x) => `Большое спасибо за ${x}.`,
    ask: (x) => `Не могли бы вы прислать ${x}?`,
    apologize: (x) => `Приношу извинения за ${x}.`,
    send: (x) => `Во вложении: ${x}.`,
    followUp: (x) => `Я свяжусь с вами ${x}.`,
  },
  ja: {
    accept: (x) => `${x}について、喜んでお受けいたします。`,
    agree: (x) => `${x}について、承知いたしました。`,
    decline: (x) => `申し訳ございませんが、${x}はお受けできかねます。`,
    confirm: (x) => `${x}について確認いたしました。`,
    propose: (x) => `${x}をご提案いたします。`,
    thank: (x) => `${x}について、誠にありがとうございます。`,
    ask: (x) => `${x}をお送りいただけますでしょうか。`,
    apologize: (x) => `${x}について、お詫び申し上げます。`,
    send: (x) => `${x}を添付いたします。`,
    followUp: (x) => `${x}改めてご連絡いたします。`,
  },
  zh: {
    accept: (x) => `我很乐意接受${x}。`,
    agree: (x) => `我同意${x}。`,
    decline: (x) => `很遗憾，我无法接受${x}。`,
    confirm: (x) => `特此确认${x}。`,
    propose: (x) => `我建议${x}。`,
    thank: (x) => `非常感谢${x}。`,
    ask: (x) => `能否请您发送${x}？`,
    apologize: (x) => `对于${x}，我深表歉意。`,
    send: (x) => `附件为${x}。`,
    followUp: (x) => `我会${x}再与您联系。`,
  },
};

/** A sentence for one point in a language other than French and English, around a bracketed slot. */
export function foreignSentence(
  intent: Exclude<Intent, 'statement' | 'topic'>,
  language: Foreign,
  slot: string,
): string {
  return FOREIGN[language][intent](slot);
}

const INTENTS: Intent[] = [
  'accept',
  'agree',
  'decline',
  'confirm',
  'propose',
  'thank',
  'ask',
  'apologize',
  'send',
  'followUp',
  'statement',
  'topic',
];
const TONE_LIST: Tone[] = ['professional', 'friendly', 'formal', 'casual', 'urgent', 'apologetic'];
const prefixes = new Map<'fr' | 'en', string[]>();

/**
 * How the sentences woven from instructions start, in every tone ("Je vous confirme", "Pourriez-vous me
 * transmettre"): what the user asked to say, which "shorter" must keep. Built from the wording itself so
 * the two never drift apart.
 */
export function wovenPrefixes(language: 'fr' | 'en'): string[] {
  const known = prefixes.get(language);
  if (known !== undefined) return known;
  const marker = '\u0000';
  const found = new Set<string>();
  for (const intent of INTENTS) {
    for (const tone of TONE_LIST) {
      const sentence =
        language === 'fr' ? frenchSentence(intent, marker, tone) : englishSentence(intent, marker, tone);
      const prefix = sentence.split(marker)[0] ?? '';
      if (prefix.trim().length >= 6) found.add(prefix);
    }
  }
  const list = [...found];
  prefixes.set(language, list);
  return list;
}
