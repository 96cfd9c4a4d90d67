import type { Language } from '../../../../contract/language.js';
import { de, es, it, ja, nl, pt, ru, zh } from './phrasesRegisters.js';
import type { Phrases } from './phrasesType.js';

/** French typography: narrow no-break space before ; ! ?, no-break space before : and inside « ». */
export const NNBSP = '\u202F';
export const NBSP = '\u00A0';

const guillemets = (text: string) => `«${NBSP}${text}${NBSP}»`;
const curly = (text: string) => `“${text}”`;

const fr: Phrases = {
  greeting(tone, name) {
    if (tone === 'formal') {
      if (name?.last !== undefined) return `[Madame/Monsieur] ${name.last},`;
      return name === undefined ? 'Madame, Monsieur,' : `Bonjour ${name.first},`;
    }
    const word = tone === 'casual' ? 'Salut' : 'Bonjour';
    return name === undefined ? `${word},` : `${word} ${name.first},`;
  },
  opener(tone, subject) {
    const about = (prefix: string) => (subject === undefined ? '' : ` ${prefix} ${guillemets(subject)}`);
    switch (tone) {
      case 'professional':
        return `Merci pour votre message${about('concernant')}.`;
      case 'friendly':
        return `J’espère que vous allez bien. Merci beaucoup pour votre message${about('au sujet de')}.`;
      case 'formal':
        return `J’accuse bonne réception de votre message${about('relatif à')} et vous en remercie.`;
      case 'casual':
        return `Merci pour ton message${about('sur')}${NNBSP}!`;
      case 'urgent':
        return `Je reviens vers vous sans attendre au sujet de ${subject === undefined ? 'votre message' : guillemets(subject)}, qui demande une action rapide.`;
      case 'apologetic':
        return `Merci pour votre message${about('concernant')}, et toutes mes excuses pour [le désagrément occasionné].`;
    }
  },
  newEmailOpener: (tone) =>
    tone === 'casual'
      ? 'Je t’écris au sujet de [objet].'
      : tone === 'formal'
        ? 'Je me permets de vous écrire au sujet de [objet].'
        : 'Je vous écris au sujet de [objet].',
  answerSlot: (tone, question) =>
    `Concernant ${tone === 'casual' ? 'ta' : 'votre'} question ${guillemets(question)}${NBSP}: [votre réponse].`,
  bodySlot: `[Votre réponse${NBSP}: précisez ici les informations à communiquer.]`,
  closingLine: {
    professional: 'Je reste à votre disposition pour toute question.',
    friendly: 'N’hésitez pas à revenir vers moi si besoin, ce sera avec plaisir.',
    formal: 'Je reste à votre entière disposition pour tout complément d’information.',
    casual: `Dis-moi si tu as besoin de quoi que ce soit${NNBSP}!`,
    urgent: 'Merci de me faire un retour au plus vite, idéalement avant le [date].',
    apologetic: 'Je vous renouvelle mes excuses et vous remercie de votre compréhension.',
  },
  signOff: {
    professional: 'Cordialement,',
    friendly: 'Bien à vous,',
    formal: 'Je vous prie d’agréer, [Madame/Monsieur], l’expression de mes salutations distinguées.',
    casual: 'À bientôt,',
    urgent: 'Cordialement,',
    apologetic: 'Bien cordialement,',
  },
  signature: '[Votre nom]',
  placeholders: { date: '[date]', details: '[précisions]', context: '[contexte]' },
  deadlineLabel: 'échéance',
  noActions: 'Aucune action à mener n’a été identifiée dans ce texte.',
  toneLine: {
    professional: '',
    friendly: '',
    formal: '',
    casual: '',
    urgent: 'Ce sujet étant urgent, je vous remercie de le traiter en priorité.',
    apologetic:
      'Je regrette sincèrement ce contretemps et fais le nécessaire pour qu’il ne se reproduise pas.',
  },
  thanksInAdvance: 'Je vous remercie par avance de votre retour.',
};

const en: Phrases = {
  greeting(tone, name) {
    if (tone === 'formal') {
      if (name?.last !== undefined) return `Dear [Mr/Ms] ${name.last},`;
      return name === undefined ? 'Dear Sir or Madam,' : `Dear ${name.first},`;
    }
    const word = {
      professional: 'Hello',
      friendly: 'Hi',
      casual: 'Hey',
      urgent: 'Hello',
      apologetic: 'Dear',
    }[tone];
    if (name === undefined) return tone === 'apologetic' ? 'Hello,' : `${word},`;
    return `${word} ${name.first},`;
  },
  opener(tone, subject) {
    const about = (prefix: string) => (subject === undefined ? '' : ` ${prefix} ${curly(subject)}`);
    switch (tone) {
      case 'professional':
        return `Thank you for your message${about('regarding')}.`;
      case 'friendly':
        return `I hope you’re doing well. Thanks a lot for your message${about('about')}.`;
      case 'formal':
        return `I acknowledge receipt of your message${about('concerning')} and thank you for it.`;
      case 'casual':
        return `Thanks for your message${about('about')}!`;
      case 'urgent':
        return `I’m getting back to you right away about ${subject === undefined ? 'your message' : curly(subject)}, as it needs prompt action.`;
      case 'apologetic':
        return `Thank you for your message${about('regarding')}, and please accept my apologies for [the inconvenience].`;
    }
  },
  newEmailOpener: (tone) =>
    tone === 'casual' ? 'I’m writing about [subject].' : 'I am writing to you regarding [subject].',
  answerSlot: (_tone, question) => `Regarding your question ${curly(question)}: [your answer].`,
  bodySlot: '[Your answer: state here the information you want to give.]',
  closingLine: {
    professional: 'Please let me know if you have any questions.',
    friendly: 'Don’t hesitate to reach out if you need anything else.',
    formal: 'I remain at your disposal should you require any further information.',
    casual: 'Let me know if you need anything!',
    urgent: 'Please get back to me as soon as possible, ideally by [date].',
    apologetic: 'Once again, I apologise and thank you for your understanding.',
  },
  signOff: {
    professional: 'Best regards,',
    friendly: 'Warm regards,',
    formal: 'Yours sincerely,',
    casual: 'Cheers,',
    urgent: 'Best regards,',
    apologetic: 'Kind regards,',
  },
  signature: '[Your name]',
  placeholders: { date: '[date]', details: '[details]', context: '[context]' },
  deadlineLabel: 'due',
  noActions: 'No action items were found in this text.',
  toneLine: {
    professional: '',
    friendly: '',
    formal: '',
    casual: '',
    urgent: 'As this is time-sensitive, I would appreciate a quick reply.',
    apologetic: 'I sincerely regret this and am doing what is needed to make sure it does not happen again.',
  },
  thanksInAdvance: 'Thank you in advance for your reply.',
};

export const PHRASES: Record<Language, Phrases> = { fr, en, es, de, it, pt, nl, ru, ja, zh };
