import type { Tone } from '../../../../contract/ai.js';
import type { PersonName } from './names.js';
import type { Phrases } from './phrasesType.js';

/**
 * Reply wording for the languages beyond French and English: one wording per register rather than per
 * tone, which is enough for a correct and polite skeleton. Every register addresses the reader the polite
 * way (Sie, usted, Lei, u, вы, 您): the answer slots do, and one email must not switch between the two.
 */

/** Tone groups for languages that do not distinguish all six tones in greetings and closings. */
type Register = 'neutral' | 'warm' | 'formal' | 'urgent' | 'apologetic';
const REGISTER: Record<Tone, Register> = {
  professional: 'neutral',
  friendly: 'warm',
  casual: 'warm',
  formal: 'formal',
  urgent: 'urgent',
  apologetic: 'apologetic',
};
const byRegister = <T>(values: Record<Register, T>): Record<Tone, T> => ({
  professional: values[REGISTER.professional],
  friendly: values[REGISTER.friendly],
  casual: values[REGISTER.casual],
  formal: values[REGISTER.formal],
  urgent: values[REGISTER.urgent],
  apologetic: values[REGISTER.apologetic],
});

const fullName = (name: PersonName) => (name.last === undefined ? name.first : `${name.first} ${name.last}`);

/** One language's wording, per register. */
interface RegisterTable {
  greeting: (register: Register, name: PersonName | undefined) => string;
  opener: Record<Register, (subject: string | undefined) => string>;
  newEmailOpener: string;
  answerSlot: (question: string) => string;
  bodySlot: string;
  closingLine: Record<Register, string>;
  signOff: Record<Register, string>;
  signature: string;
  placeholders: Phrases['placeholders'];
  deadlineLabel: string;
  noActions: string;
  /** Body sentences for the urgent and apologetic registers (see Phrases.toneLine). */
  urgentLine: string;
  apologyLine: string;
  thanksInAdvance: string;
}

function fromRegisters(table: RegisterTable): Phrases {
  return {
    greeting: (tone, name) => table.greeting(REGISTER[tone], name),
    opener: (tone, subject) => table.opener[REGISTER[tone]](subject),
    newEmailOpener: () => table.newEmailOpener,
    answerSlot: (_tone, question) => table.answerSlot(question),
    bodySlot: table.bodySlot,
    closingLine: byRegister(table.closingLine),
    signOff: byRegister(table.signOff),
    signature: table.signature,
    placeholders: table.placeholders,
    deadlineLabel: table.deadlineLabel,
    noActions: table.noActions,
    toneLine: {
      professional: '',
      friendly: '',
      formal: '',
      casual: '',
      urgent: table.urgentLine,
      apologetic: table.apologyLine,
    },
    thanksInAdvance: table.thanksInAdvance,
  };
}

export const es = fromRegisters({
  greeting: (register, name) => {
    if (register === 'formal')
      return name === undefined ? 'Estimado/a señor/a:' : `Estimado/a ${fullName(name)}:`;
    if (register === 'warm') return name === undefined ? '¡Hola!' : `¡Hola, ${name.first}!`;
    return name === undefined ? 'Buenos días:' : `Hola, ${name.first}:`;
  },
  opener: {
    neutral: (s) => `Gracias por su mensaje${s === undefined ? '' : ` sobre «${s}»`}.`,
    warm: (s) => `¡Gracias por su mensaje${s === undefined ? '' : ` sobre «${s}»`}!`,
    formal: (s) => `Le agradezco su mensaje${s === undefined ? '' : ` relativo a «${s}»`}.`,
    urgent: (s) =>
      `Le respondo de inmediato sobre ${s === undefined ? 'su mensaje' : `«${s}»`}, que requiere una acción rápida.`,
    apologetic: (s) =>
      `Gracias por su mensaje${s === undefined ? '' : ` sobre «${s}»`} y disculpe [las molestias].`,
  },
  newEmailOpener: 'Le escribo en relación con [asunto].',
  answerSlot: (q) => `Sobre su pregunta «${q}»: [su respuesta].`,
  bodySlot: '[Su respuesta: indique aquí la información que desea comunicar.]',
  closingLine: {
    neutral: 'Quedo a su disposición para cualquier consulta.',
    warm: 'No dude en escribirme si necesita algo más.',
    formal: 'Quedo a su entera disposición para cualquier aclaración.',
    urgent: 'Le agradecería una respuesta lo antes posible, idealmente antes del [fecha].',
    apologetic: 'De nuevo, le pido disculpas y le agradezco su comprensión.',
  },
  signOff: {
    neutral: 'Saludos cordiales,',
    warm: 'Un saludo,',
    formal: 'Atentamente,',
    urgent: 'Saludos cordiales,',
    apologetic: 'Atentamente,',
  },
  signature: '[Su nombre]',
  placeholders: { date: '[fecha]', details: '[detalles]', context: '[contexto]' },
  deadlineLabel: 'fecha límite',
  noActions: 'No se han encontrado acciones pendientes en este texto.',
  urgentLine: 'Como el asunto es urgente, le agradecería que lo tratara con prioridad.',
  apologyLine: 'Lamento sinceramente este contratiempo y hago lo necesario para que no se repita.',
  thanksInAdvance: 'Le agradezco de antemano su respuesta.',
});

export const de = fromRegisters({
  greeting: (register, name) => {
    if (register === 'formal') {
      if (name?.last !== undefined) return `Sehr geehrte/r [Frau/Herr] ${name.last},`;
      return name === undefined ? 'Sehr geehrte Damen und Herren,' : `Guten Tag ${name.first},`;
    }
    if (register === 'warm') return name === undefined ? 'Hallo,' : `Hallo ${name.first},`;
    return name === undefined ? 'Guten Tag,' : `Guten Tag ${name.first},`;
  },
  // German letters go on in lower case after the greeting's comma.
  opener: {
    neutral: (s) => `vielen Dank für Ihre Nachricht${s === undefined ? '' : ` zu „${s}“`}.`,
    warm: (s) => `vielen Dank für Ihre Nachricht${s === undefined ? '' : ` zu „${s}“`}!`,
    formal: (s) => `haben Sie vielen Dank für Ihre Nachricht${s === undefined ? '' : ` bezüglich „${s}“`}.`,
    urgent: (s) =>
      `ich melde mich umgehend zu ${s === undefined ? 'Ihrer Nachricht' : `„${s}“`}, da hier schnelles Handeln nötig ist.`,
    apologetic: (s) =>
      `vielen Dank für Ihre Nachricht${s === undefined ? '' : ` zu „${s}“`} – bitte entschuldigen Sie [die Unannehmlichkeiten].`,
  },
  newEmailOpener: 'ich schreibe Ihnen bezüglich [Betreff].',
  answerSlot: (q) => `Zu Ihrer Frage „${q}“: [Ihre Antwort].`,
  bodySlot: '[Ihre Antwort: Geben Sie hier die gewünschten Informationen an.]',
  closingLine: {
    neutral: 'Für Rückfragen stehe ich Ihnen gerne zur Verfügung.',
    warm: 'Melden Sie sich gerne, wenn Sie noch etwas brauchen.',
    formal: 'Für weitere Informationen stehe ich Ihnen jederzeit gerne zur Verfügung.',
    urgent: 'Bitte geben Sie mir so bald wie möglich Rückmeldung, idealerweise bis zum [Datum].',
    apologetic: 'Nochmals Entschuldigung und vielen Dank für Ihr Verständnis.',
  },
  // German closings take no comma.
  signOff: {
    neutral: 'Mit freundlichen Grüßen',
    warm: 'Viele Grüße',
    formal: 'Mit freundlichen Grüßen',
    urgent: 'Mit freundlichen Grüßen',
    apologetic: 'Mit freundlichen Grüßen',
  },
  signature: '[Ihr Name]',
  placeholders: { date: '[Datum]', details: '[Details]', context: '[Kontext]' },
  deadlineLabel: 'Frist',
  noActions: 'In diesem Text wurden keine Aufgaben gefunden.',
  urgentLine: 'Da die Angelegenheit dringend ist, wäre ich Ihnen für eine rasche Bearbeitung dankbar.',
  apologyLine: 'Ich bedauere dies sehr und sorge dafür, dass es nicht wieder vorkommt.',
  thanksInAdvance: 'Vielen Dank im Voraus für Ihre Rückmeldung.',
});

export const it = fromRegisters({
  greeting: (register, name) => {
    if (register === 'formal') {
      if (name?.last !== undefined) return `Gentile [Sig./Sig.ra] ${name.last},`;
      return name === undefined ? 'Buongiorno,' : `Gentile ${name.first},`;
    }
    if (register === 'warm') return name === undefined ? 'Ciao,' : `Ciao ${name.first},`;
    return name === undefined ? 'Buongiorno,' : `Buongiorno ${name.first},`;
  },
  opener: {
    neutral: (s) => `Grazie per il Suo messaggio${s === undefined ? '' : ` riguardo a «${s}»`}.`,
    warm: (s) => `Grazie mille per il Suo messaggio${s === undefined ? '' : ` su «${s}»`}!`,
    formal: (s) => `La ringrazio per il Suo messaggio${s === undefined ? '' : ` relativo a «${s}»`}.`,
    urgent: (s) =>
      `Le rispondo subito riguardo a ${s === undefined ? 'il Suo messaggio' : `«${s}»`}, che richiede un intervento rapido.`,
    apologetic: (s) =>
      `Grazie per il Suo messaggio${s === undefined ? '' : ` riguardo a «${s}»`}; mi scuso per [il disagio].`,
  },
  newEmailOpener: 'Le scrivo in merito a [oggetto].',
  answerSlot: (q) => `Riguardo alla Sua domanda «${q}»: [risposta].`,
  bodySlot: '[La Sua risposta: indichi qui le informazioni da comunicare.]',
  closingLine: {
    neutral: 'Resto a disposizione per qualsiasi domanda.',
    warm: 'Mi faccia sapere se Le serve altro!',
    formal: 'Resto a Sua completa disposizione per qualsiasi chiarimento.',
    urgent: 'La prego di rispondermi al più presto, idealmente entro il [data].',
    apologetic: 'Mi scuso ancora e La ringrazio per la comprensione.',
  },
  signOff: {
    neutral: 'Cordiali saluti,',
    warm: 'A presto,',
    formal: 'Distinti saluti,',
    urgent: 'Cordiali saluti,',
    apologetic: 'Cordiali saluti,',
  },
  signature: '[Nome e cognome]',
  placeholders: { date: '[data]', details: '[dettagli]', context: '[contesto]' },
  deadlineLabel: 'scadenza',
  noActions: 'Nessuna azione da svolgere trovata in questo testo.',
  urgentLine: 'Trattandosi di una questione urgente, La ringrazio se potrà darle priorità.',
  apologyLine: 'Mi rammarico sinceramente per l’accaduto e farò il necessario perché non si ripeta.',
  thanksInAdvance: 'La ringrazio in anticipo per il Suo riscontro.',
});

export const pt = fromRegisters({
  greeting: (register, name) => {
    if (register === 'formal') {
      if (name?.last !== undefined) return `Prezado(a) [Sr./Sra.] ${name.last},`;
      return name === undefined ? 'Prezados,' : `Prezado(a) ${name.first},`;
    }
    return name === undefined ? 'Olá,' : `Olá ${name.first},`;
  },
  opener: {
    neutral: (s) => `Obrigado pela sua mensagem${s === undefined ? '' : ` sobre “${s}”`}.`,
    warm: (s) => `Muito obrigado pela sua mensagem${s === undefined ? '' : ` sobre “${s}”`}!`,
    formal: (s) => `Agradeço a sua mensagem${s === undefined ? '' : ` relativa a “${s}”`}.`,
    urgent: (s) =>
      `Respondo de imediato sobre ${s === undefined ? 'a sua mensagem' : `“${s}”`}, que exige uma ação rápida.`,
    apologetic: (s) =>
      `Obrigado pela sua mensagem${s === undefined ? '' : ` sobre “${s}”`} e peço desculpa pelo [inconveniente].`,
  },
  newEmailOpener: 'Escrevo-lhe a respeito de [assunto].',
  answerSlot: (q) => `Sobre a sua pergunta “${q}”: [sua resposta].`,
  bodySlot: '[A sua resposta: indique aqui as informações a transmitir.]',
  closingLine: {
    neutral: 'Fico à disposição para qualquer dúvida.',
    warm: 'Se precisar de mais alguma coisa, é só dizer!',
    formal: 'Permaneço ao seu inteiro dispor para qualquer esclarecimento.',
    urgent: 'Agradeço uma resposta o mais rápido possível, idealmente até [data].',
    apologetic: 'Mais uma vez, peço desculpa e agradeço a sua compreensão.',
  },
  signOff: {
    neutral: 'Atenciosamente,',
    warm: 'Um abraço,',
    formal: 'Com os melhores cumprimentos,',
    urgent: 'Atenciosamente,',
    apologetic: 'Atenciosamente,',
  },
  signature: '[Seu nome]',
  placeholders: { date: '[data]', details: '[detalhes]', context: '[contexto]' },
  deadlineLabel: 'prazo',
  noActions: 'Não foram encontradas ações a realizar neste texto.',
  urgentLine: 'Como o assunto é urgente, agradeço que lhe dê prioridade.',
  apologyLine: 'Lamento sinceramente o sucedido e farei o necessário para que não se repita.',
  thanksInAdvance: 'Agradeço desde já a sua resposta.',
});

export const nl = fromRegisters({
  greeting: (register, name) => {
    if (register === 'formal') {
      if (name?.last !== undefined) return `Geachte [heer/mevrouw] ${name.last},`;
      return name === undefined ? 'Geachte heer, mevrouw,' : `Beste ${name.first},`;
    }
    if (register === 'warm') return name === undefined ? 'Hoi,' : `Hoi ${name.first},`;
    return name === undefined ? 'Goedendag,' : `Beste ${name.first},`;
  },
  opener: {
    neutral: (s) => `Bedankt voor uw bericht${s === undefined ? '' : ` over “${s}”`}.`,
    warm: (s) => `Bedankt voor uw bericht${s === undefined ? '' : ` over “${s}”`}!`,
    formal: (s) => `Hartelijk dank voor uw bericht${s === undefined ? '' : ` betreffende “${s}”`}.`,
    urgent: (s) =>
      `Ik kom direct bij u terug over ${s === undefined ? 'uw bericht' : `“${s}”`}, omdat dit snel actie vraagt.`,
    apologetic: (s) =>
      `Bedankt voor uw bericht${s === undefined ? '' : ` over “${s}”`}, en mijn excuses voor [het ongemak].`,
  },
  newEmailOpener: 'Ik schrijf u over [onderwerp].',
  answerSlot: (q) => `Over uw vraag “${q}”: [uw antwoord].`,
  bodySlot: '[Uw antwoord: vermeld hier de informatie die u wilt geven.]',
  closingLine: {
    neutral: 'Laat het me weten als u nog vragen hebt.',
    warm: 'Laat het gerust weten als u nog iets nodig hebt!',
    formal: 'Voor verdere informatie sta ik u graag ter beschikking.',
    urgent: 'Graag ontvang ik zo snel mogelijk uw reactie, bij voorkeur vóór [datum].',
    apologetic: 'Nogmaals mijn excuses en dank voor uw begrip.',
  },
  signOff: {
    neutral: 'Met vriendelijke groet,',
    warm: 'Groetjes,',
    formal: 'Hoogachtend,',
    urgent: 'Met vriendelijke groet,',
    apologetic: 'Met vriendelijke groet,',
  },
  signature: '[Uw naam]',
  placeholders: { date: '[datum]', details: '[details]', context: '[context]' },
  deadlineLabel: 'deadline',
  noActions: 'Er zijn in deze tekst geen actiepunten gevonden.',
  urgentLine: 'Omdat dit dringend is, zou ik een snelle reactie zeer op prijs stellen.',
  apologyLine: 'Het spijt me oprecht en ik doe er alles aan om herhaling te voorkomen.',
  thanksInAdvance: 'Alvast bedankt voor uw reactie.',
});

export const ru = fromRegisters({
  greeting: (register, name) => {
    if (register === 'formal')
      return name === undefined ? 'Уважаемые коллеги,' : `Уважаемый(-ая) ${fullName(name)},`;
    if (register === 'warm') return name === undefined ? 'Привет!' : `Привет, ${name.first}!`;
    return name === undefined ? 'Здравствуйте!' : `Здравствуйте, ${name.first}!`;
  },
  opener: {
    neutral: (s) => `Спасибо за ваше письмо${s === undefined ? '' : ` по теме «${s}»`}.`,
    warm: (s) => `Спасибо за письмо${s === undefined ? '' : ` о «${s}»`}!`,
    formal: (s) => `Благодарю вас за письмо${s === undefined ? '' : ` по вопросу «${s}»`}.`,
    urgent: (s) =>
      `Отвечаю сразу${s === undefined ? '' : ` по теме «${s}»`}, так как вопрос требует срочных действий.`,
    apologetic: (s) =>
      `Спасибо за ваше письмо${s === undefined ? '' : ` по теме «${s}»`}. Приношу извинения за [неудобства].`,
  },
  newEmailOpener: 'Пишу вам по поводу [тема].',
  answerSlot: (q) => `По вашему вопросу «${q}»: [ваш ответ].`,
  bodySlot: '[Ваш ответ: укажите здесь нужную информацию.]',
  closingLine: {
    neutral: 'Если у вас есть вопросы, я на связи.',
    warm: 'Пишите, если что-то ещё понадобится!',
    formal: 'Остаюсь в вашем распоряжении для любых уточнений.',
    urgent: 'Прошу ответить как можно скорее, желательно до [дата].',
    apologetic: 'Ещё раз приношу извинения и благодарю за понимание.',
  },
  signOff: {
    neutral: 'С уважением,',
    warm: 'Всего доброго,',
    formal: 'С уважением,',
    urgent: 'С уважением,',
    apologetic: 'С уважением,',
  },
  signature: '[Ваше имя]',
  placeholders: { date: '[дата]', details: '[подробности]', context: '[контекст]' },
  deadlineLabel: 'срок',
  noActions: 'В этом тексте не найдено задач к выполнению.',
  urgentLine: 'Вопрос срочный, поэтому прошу рассмотреть его в приоритетном порядке.',
  apologyLine: 'Искренне сожалею о случившемся и сделаю всё, чтобы это не повторилось.',
  thanksInAdvance: 'Заранее благодарю за ответ.',
});

export const ja = fromRegisters({
  // Japanese addresses people by family name + 様 (さん between colleagues).
  greeting: (register, name) => {
    if (register === 'warm') return name === undefined ? 'こんにちは。' : `${name.first}さん`;
    return name === undefined ? 'ご担当者様' : `${name.last ?? name.first}様`;
  },
  opener: {
    neutral: (s) =>
      `お世話になっております。${s === undefined ? '' : `「${s}」の件で`}ご連絡いただき、ありがとうございます。`,
    warm: (s) => `${s === undefined ? '' : `「${s}」の件、`}ご連絡ありがとうございます！`,
    formal: (s) =>
      `いつも大変お世話になっております。${s === undefined ? '' : `「${s}」の件につきまして、`}ご連絡いただき誠にありがとうございます。`,
    urgent: (s) =>
      `${s === undefined ? 'ご連絡の件' : `「${s}」の件`}、急ぎご返信いたします。早急な対応が必要です。`,
    apologetic: (s) =>
      `${s === undefined ? '' : `「${s}」の件で`}ご連絡いただき、ありがとうございます。[ご迷惑]をおかけし、大変申し訳ございません。`,
  },
  newEmailOpener: '[件名]の件でご連絡いたしました。',
  answerSlot: (q) => `「${q}」についてのご質問：[ご回答]`,
  bodySlot: '[ご回答：お伝えしたい内容をここに記入してください。]',
  closingLine: {
    neutral: 'ご不明な点がございましたら、お気軽にお問い合わせください。',
    warm: '何かあれば気軽に連絡してください！',
    formal: '何卒よろしくお願い申し上げます。',
    urgent: '[日付]までにご返信いただけますと幸いです。',
    apologetic: '改めてお詫び申し上げますとともに、ご理解のほどよろしくお願いいたします。',
  },
  signOff: {
    neutral: 'よろしくお願いいたします。',
    warm: 'よろしくお願いします。',
    formal: '敬具',
    urgent: 'よろしくお願いいたします。',
    apologetic: 'よろしくお願いいたします。',
  },
  signature: '[氏名]',
  placeholders: { date: '[日付]', details: '[詳細]', context: '[経緯]' },
  deadlineLabel: '期限',
  noActions: 'このテキストには対応事項が見つかりませんでした。',
  urgentLine: '急ぎの案件のため、優先してご対応いただけますと幸いです。',
  apologyLine: 'このような事態となり誠に申し訳なく、再発防止に努めてまいります。',
  thanksInAdvance: 'ご返信のほど、よろしくお願いいたします。',
});

export const zh = fromRegisters({
  greeting: (register, name) => {
    if (register === 'formal') return name === undefined ? '尊敬的先生/女士：' : `尊敬的${fullName(name)}：`;
    if (register === 'warm') return name === undefined ? '您好！' : `${name.first}，您好！`;
    return name === undefined ? '您好：' : `${name.first}，您好：`;
  },
  opener: {
    neutral: (s) => `感谢您${s === undefined ? '的来信' : `关于“${s}”的来信`}。`,
    warm: (s) => `谢谢您${s === undefined ? '的消息' : `关于“${s}”的消息`}！`,
    formal: (s) => `非常感谢您${s === undefined ? '的来信' : `就“${s}”一事来信`}。`,
    urgent: (s) => `${s === undefined ? '' : `关于“${s}”，`}我第一时间回复您，此事需要尽快处理。`,
    apologetic: (s) =>
      `感谢您${s === undefined ? '的来信' : `关于“${s}”的来信`}，对于[给您带来的不便]深表歉意。`,
  },
  newEmailOpener: '我写信是关于[主题]。',
  answerSlot: (q) => `关于您的问题“${q}”：[您的回答]。`,
  bodySlot: '[您的回复：请在此填写要传达的信息。]',
  closingLine: {
    neutral: '如有任何问题，请随时与我联系。',
    warm: '有需要随时告诉我！',
    formal: '如需进一步信息，我随时乐意为您提供。',
    urgent: '请尽快回复，最好在[日期]之前。',
    apologetic: '再次致歉，感谢您的理解。',
  },
  signOff: {
    neutral: '祝好！',
    warm: '祝好！',
    formal: '此致\n敬礼',
    urgent: '祝好！',
    apologetic: '此致\n敬礼',
  },
  signature: '[您的姓名]',
  placeholders: { date: '[日期]', details: '[详细信息]', context: '[背景]' },
  deadlineLabel: '截止日期',
  noActions: '本文中未发现待办事项。',
  urgentLine: '此事较为紧急，恳请您优先处理。',
  apologyLine: '对此我深感抱歉，并将尽力避免此类情况再次发生。',
  thanksInAdvance: '预先感谢您的回复。',
});
