import type { SummaryCut } from '../engine.js';
import type { Language } from '../../../../contract/language.js';
import { NBSP } from './phrases.js';

/**
 * The few words a preview summary writes itself, in the request language: the notice that a long
 * document was cut, and the description of a table (its name, size and columns). Everything else in a
 * preview summary is the document's own text.
 */
export interface SummaryPhrases {
  /** Opens the summary of a document cut to fit: what part of it the summary covers. */
  cut(parts: SummaryCut['parts']): string;
  /** One sheet (or a CSV file, without a name): its data rows, columns and column names. */
  table(name: string | undefined, rows: number, columns: number, headers: string[]): string;
  /** An email without any text of its own: its subject, sender and attachments (each may be missing). */
  emptyEmail(email: EmptyEmail): string;
  /** A quoted or forwarded message with no text of its own: its sender, date and subject (each may be missing). */
  earlierMessage(message: EarlierMessage): string;
  /** An email's subject, as a point of a bullet summary. */
  subject(text: string): string;
}

export interface EarlierMessage {
  from?: string | undefined;
  date?: string | undefined;
  subject?: string | undefined;
}

/** "<label> <sender>, <date>: <quoted subject>", parts missing left out. */
function earlierMessage(
  message: EarlierMessage,
  words: { message: string; from: string; colon: string; quote: (text: string) => string },
): string {
  const present = (part: string | undefined): part is string => part !== undefined && part.trim() !== '';
  const from = present(message.from) ? ` ${words.from} ${message.from}` : '';
  const date = present(message.date) ? `, ${message.date}` : '';
  const subject = present(message.subject) ? `${words.colon} ${words.quote(message.subject)}` : '';
  return `${words.message}${from}${date}${subject}`;
}

export interface EmptyEmail {
  subject?: string | undefined;
  from?: string | undefined;
  attachments: string[];
}

/** "<message words> <subject> <from words> <sender>, <no text>. <attachments label> a, b." */
function emptyEmail(
  email: EmptyEmail,
  words: {
    message: string;
    quote: (text: string) => string;
    from: string;
    noText: string;
    attachments: string;
  },
): string {
  const subject = email.subject === undefined || email.subject === '' ? '' : ` ${words.quote(email.subject)}`;
  const from = email.from === undefined || email.from === '' ? '' : ` ${words.from} ${email.from}`;
  const attachments =
    email.attachments.length === 0 ? '' : ` ${words.attachments} ${email.attachments.join(', ')}.`;
  return `${words.message}${subject}${from}, ${words.noText}.${attachments}`;
}

const plural = (count: number, one: string, many: string) => `${count}${NBSP}${count === 1 ? one : many}`;
const list = (headers: string[], separator = ', ') =>
  headers.length === 0 ? '' : ` (${headers.join(separator)})`;

const fr: SummaryPhrases = {
  cut(parts) {
    const head = `Document trop long${NBSP}: ce résumé ne couvre que`;
    if (parts === undefined) return `${head} son début.`;
    const noun = parts.unit === 'page' ? ['page', 'pages'] : ['diapositive', 'diapositives'];
    return parts.read === 1
      ? `${head} la première ${noun[0]} sur ${parts.total}.`
      : `${head} les ${parts.read} premières ${noun[1]} sur ${parts.total}.`;
  },
  table: (name, rows, columns, headers) =>
    `${name === undefined ? 'Tableau' : `Feuille «${NBSP}${name}${NBSP}»`}${NBSP}: ${plural(rows, 'ligne', 'lignes')} et ${plural(columns, 'colonne', 'colonnes')}${list(headers)}.`,
  emptyEmail: (email) =>
    emptyEmail(email, {
      message: 'Message',
      quote: (text) => `«${NBSP}${text}${NBSP}»`,
      from: 'de',
      noText: 'sans texte',
      attachments: `Pièces jointes${NBSP}:`,
    }),
  earlierMessage: (message) =>
    earlierMessage(message, {
      message: 'Message précédent',
      from: 'de',
      colon: `${NBSP}:`,
      quote: (text) => `«${NBSP}${text}${NBSP}»`,
    }),
  subject: (text) => `Objet${NBSP}: «${NBSP}${text}${NBSP}»`,
};

const en: SummaryPhrases = {
  cut(parts) {
    const head = 'Document too long: this summary covers only';
    if (parts === undefined) return `${head} its beginning.`;
    const noun = parts.unit === 'page' ? ['page', 'pages'] : ['slide', 'slides'];
    return parts.read === 1
      ? `${head} the first ${noun[0]} of ${parts.total}.`
      : `${head} the first ${parts.read} of ${parts.total} ${noun[1]}.`;
  },
  table: (name, rows, columns, headers) =>
    `${name === undefined ? 'Table' : `Sheet “${name}”`}: ${plural(rows, 'row', 'rows')} and ${plural(columns, 'column', 'columns')}${list(headers)}.`,
  emptyEmail: (email) =>
    emptyEmail(email, {
      message: 'Message',
      quote: (text) => `“${text}”`,
      from: 'from',
      noText: 'with no text',
      attachments: 'Attachments:',
    }),
  earlierMessage: (message) =>
    earlierMessage(message, {
      message: 'Earlier message',
      from: 'from',
      colon: ':',
      quote: (text) => `“${text}”`,
    }),
  subject: (text) => `Subject: “${text}”`,
};

const es: SummaryPhrases = {
  cut(parts) {
    const head = 'Documento demasiado largo: este resumen solo cubre';
    if (parts === undefined) return `${head} su comienzo.`;
    const noun = parts.unit === 'page' ? ['página', 'páginas'] : ['diapositiva', 'diapositivas'];
    return parts.read === 1
      ? `${head} la primera ${noun[0]} de ${parts.total}.`
      : `${head} las primeras ${parts.read} de ${parts.total} ${noun[1]}.`;
  },
  table: (name, rows, columns, headers) =>
    `${name === undefined ? 'Tabla' : `Hoja «${name}»`}: ${plural(rows, 'fila', 'filas')} y ${plural(columns, 'columna', 'columnas')}${list(headers)}.`,
  emptyEmail: (email) =>
    emptyEmail(email, {
      message: 'Mensaje',
      quote: (text) => `«${text}»`,
      from: 'de',
      noText: 'sin texto',
      attachments: 'Archivos adjuntos:',
    }),
  earlierMessage: (message) =>
    earlierMessage(message, {
      message: 'Mensaje anterior',
      from: 'de',
      colon: ':',
      quote: (text) => `«${text}»`,
    }),
  subject: (text) => `Asunto: «${text}»`,
};

const de: SummaryPhrases = {
  cut(parts) {
    const head = 'Dokument zu lang: Diese Zusammenfassung deckt nur';
    if (parts === undefined) return `${head} seinen Anfang ab.`;
    const noun = parts.unit === 'page' ? ['Seite', 'Seiten'] : ['Folie', 'Folien'];
    return parts.read === 1
      ? `${head} die erste ${noun[0]} von ${parts.total} ab.`
      : `${head} die ersten ${parts.read} von ${parts.total} ${noun[1]} ab.`;
  },
  table: (name, rows, columns, headers) =>
    `${name === undefined ? 'Tabelle' : `Tabellenblatt „${name}“`}: ${plural(rows, 'Zeile', 'Zeilen')} und ${plural(columns, 'Spalte', 'Spalten')}${list(headers)}.`,
  emptyEmail: (email) =>
    emptyEmail(email, {
      message: 'Nachricht',
      quote: (text) => `„${text}“`,
      from: 'von',
      noText: 'ohne Text',
      attachments: 'Anhänge:',
    }),
  earlierMessage: (message) =>
    earlierMessage(message, {
      message: 'Frühere Nachricht',
      from: 'von',
      colon: ':',
      quote: (text) => `„${text}“`,
    }),
  subject: (text) => `Betreff: „${text}“`,
};

const it: SummaryPhrases = {
  cut(parts) {
    const head = 'Documento troppo lungo: questo riassunto copre solo';
    if (parts === undefined) return `${head} l’inizio.`;
    const noun = parts.unit === 'page' ? ['pagina', 'pagine'] : ['diapositiva', 'diapositive'];
    return parts.read === 1
      ? `${head} la prima ${noun[0]} su ${parts.total}.`
      : `${head} le prime ${parts.read} ${noun[1]} su ${parts.total}.`;
  },
  table: (name, rows, columns, headers) =>
    `${name === undefined ? 'Tabella' : `Foglio «${name}»`}: ${plural(rows, 'riga', 'righe')} e ${plural(columns, 'colonna', 'colonne')}${list(headers)}.`,
  emptyEmail: (email) =>
    emptyEmail(email, {
      message: 'Messaggio',
      quote: (text) => `«${text}»`,
      from: 'da',
      noText: 'senza testo',
      attachments: 'Allegati:',
    }),
  earlierMessage: (message) =>
    earlierMessage(message, {
      message: 'Messaggio precedente',
      from: 'di',
      colon: ':',
      quote: (text) => `«${text}»`,
    }),
  subject: (text) => `Oggetto: «${text}»`,
};

const pt: SummaryPhrases = {
  cut(parts) {
    const head = 'Documento demasiado longo: este resumo abrange apenas';
    if (parts === undefined) return `${head} o seu início.`;
    if (parts.unit === 'page') {
      return parts.read === 1
        ? `${head} a primeira página de ${parts.total}.`
        : `${head} as primeiras ${parts.read} de ${parts.total} páginas.`;
    }
    return parts.read === 1
      ? `${head} o primeiro diapositivo de ${parts.total}.`
      : `${head} os primeiros ${parts.read} de ${parts.total} diapositivos.`;
  },
  table: (name, rows, columns, headers) =>
    `${name === undefined ? 'Tabela' : `Folha «${name}»`}: ${plural(rows, 'linha', 'linhas')} e ${plural(columns, 'coluna', 'colunas')}${list(headers)}.`,
  emptyEmail: (email) =>
    emptyEmail(email, {
      message: 'Mensagem',
      quote: (text) => `«${text}»`,
      from: 'de',
      noText: 'sem texto',
      attachments: 'Anexos:',
    }),
  earlierMessage: (message) =>
    earlierMessage(message, {
      message: 'Mensagem anterior',
      from: 'de',
      colon: ':',
      quote: (text) => `«${text}»`,
    }),
  subject: (text) => `Assunto: «${text}»`,
};

const nl: SummaryPhrases = {
  cut(parts) {
    const head = 'Document te lang: deze samenvatting behandelt alleen';
    if (parts === undefined) return `${head} het begin.`;
    const noun = parts.unit === 'page' ? ['pagina', 'pagina’s'] : ['dia', 'dia’s'];
    return parts.read === 1
      ? `${head} de eerste ${noun[0]} van ${parts.total}.`
      : `${head} de eerste ${parts.read} van ${parts.total} ${noun[1]}.`;
  },
  table: (name, rows, columns, headers) =>
    `${name === undefined ? 'Tabel' : `Werkblad ‘${name}’`}: ${plural(rows, 'rij', 'rijen')} en ${plural(columns, 'kolom', 'kolommen')}${list(headers)}.`,
  emptyEmail: (email) =>
    emptyEmail(email, {
      message: 'Bericht',
      quote: (text) => `‘${text}’`,
      from: 'van',
      noText: 'zonder tekst',
      attachments: 'Bijlagen:',
    }),
  earlierMessage: (message) =>
    earlierMessage(message, {
      message: 'Eerder bericht',
      from: 'van',
      colon: ':',
      quote: (text) => `‘${text}’`,
    }),
  subject: (text) => `Onderwerp: ‘${text}’`,
};

// Russian: counts stated as "строк — 12", which needs no plural forms.
const ru: SummaryPhrases = {
  cut(parts) {
    const head = 'Документ слишком длинный: это резюме охватывает только';
    if (parts === undefined) return `${head} его начало.`;
    const [first, range] =
      parts.unit === 'page' ? ['первую страницу', 'страницы'] : ['первый слайд', 'слайды'];
    return parts.read === 1
      ? `${head} ${first} (всего — ${parts.total}).`
      : `${head} ${range} 1–${parts.read} (всего — ${parts.total}).`;
  },
  table: (name, rows, columns, headers) =>
    `${name === undefined ? 'Таблица' : `Лист «${name}»`}: строк — ${rows}, столбцов — ${columns}${list(headers)}.`,
  emptyEmail: (email) =>
    emptyEmail(email, {
      message: 'Сообщение',
      quote: (text) => `«${text}»`,
      from: 'от',
      noText: 'без текста',
      attachments: 'Вложения:',
    }),
  earlierMessage: (message) =>
    earlierMessage(message, {
      message: 'Предыдущее сообщение',
      from: 'от',
      colon: ':',
      quote: (text) => `«${text}»`,
    }),
  subject: (text) => `Тема: «${text}»`,
};

const ja: SummaryPhrases = {
  cut(parts) {
    if (parts === undefined) return '文書が長すぎるため、この要約は冒頭部分のみを対象としています。';
    const scope =
      parts.unit === 'page'
        ? `全${parts.total}ページのうち最初の${parts.read}ページ`
        : `全${parts.total}枚のスライドのうち最初の${parts.read}枚`;
    return `文書が長すぎるため、この要約は${scope}のみを対象としています。`;
  },
  table: (name, rows, columns, headers) =>
    `${name === undefined ? '表' : `シート「${name}」`}：${rows}行、${columns}列${headers.length === 0 ? '' : `（${headers.join('、')}）`}。`,
  emptyEmail: ({ subject, from, attachments }) =>
    `メッセージ${subject ? `「${subject}」` : ''}${from ? `（${from}）` : ''}：本文はありません。${attachments.length === 0 ? '' : `添付ファイル：${attachments.join('、')}。`}`,
  earlierMessage: ({ from, date, subject }) =>
    `以前のメッセージ${from ? `（${from}${date ? `、${date}` : ''}）` : date ? `（${date}）` : ''}${subject ? `：「${subject}」` : ''}`,
  subject: (text) => `件名：「${text}」`,
};

const zh: SummaryPhrases = {
  cut(parts) {
    if (parts === undefined) return '文档过长，本摘要仅涵盖其开头部分。';
    const scope =
      parts.unit === 'page'
        ? `全部${parts.total}页中的前${parts.read}页`
        : `全部${parts.total}张幻灯片中的前${parts.read}张`;
    return `文档过长，本摘要仅涵盖${scope}。`;
  },
  table: (name, rows, columns, headers) =>
    `${name === undefined ? '表格' : `工作表“${name}”`}：${rows}行，${columns}列${headers.length === 0 ? '' : `（${headers.join('、')}）`}。`,
  emptyEmail: ({ subject, from, attachments }) =>
    `邮件${subject ? `“${subject}”` : ''}${from ? `（${from}）` : ''}：没有正文。${attachments.length === 0 ? '' : `附件：${attachments.join('、')}。`}`,
  earlierMessage: ({ from, date, subject }) =>
    `之前的邮件${from ? `（${from}${date ? `，${date}` : ''}）` : date ? `（${date}）` : ''}${subject ? `：“${subject}”` : ''}`,
  subject: (text) => `主题：“${text}”`,
};

export const SUMMARY_PHRASES: Record<Language, SummaryPhrases> = { fr, en, es, de, it, pt, nl, ru, ja, zh };
