import { MailHostError, type AttachmentContent, type AttachmentInfo } from './ports';

/** UTF-8 text as base64, the way Outlook hands file attachments over. */
const base64Of = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * Dev mode's sample attachments, so the Synthétiser tab can be tried without Outlook: an agenda (CSV),
 * notes with requests and dates (plain text), and an inline logo that the list must leave out.
 */
const FILES: { info: Omit<AttachmentInfo, 'size'>; base64: string }[] = [
  {
    info: {
      id: 'dev-agenda',
      name: 'ordre-du-jour.csv',
      contentType: 'text/csv',
      isInline: false,
      attachmentType: 'file',
    },
    base64: base64Of(
      [
        'Heure,Sujet,Responsable,Durée (min)',
        '09:00,Accueil et objectifs du projet,Thomas Bernard,15',
        '09:15,Planning et jalons du lancement,Claire Martin,30',
        '09:45,Budget du deuxième trimestre,Service financier,30',
        '10:15,Questions et prochaines étapes,Tous,15',
      ].join('\r\n'),
    ),
  },
  {
    info: {
      id: 'dev-notes',
      name: 'notes-preparation.txt',
      contentType: 'text/plain',
      isInline: false,
      attachmentType: 'file',
    },
    base64: base64Of(
      [
        'Notes de préparation de la réunion de lancement',
        '',
        'La réunion de lancement aura lieu mardi prochain à 9 h en salle Rivoli.',
        "Thomas doit envoyer la présentation à l'équipe d'ici jeudi.",
        'Claire confirmera la réservation de la salle avant vendredi.',
        'Le service financier présentera le budget du deuxième trimestre, en hausse de 8 %.',
        'Merci de relire le planning des jalons et de signaler tout conflit avant le 20 novembre.',
      ].join('\n'),
    ),
  },
  {
    info: {
      id: 'dev-logo',
      name: 'logo.png',
      contentType: 'image/png',
      isInline: true,
      attachmentType: 'file',
    },
    // A 1×1 transparent PNG.
    base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  },
];

export const SAMPLE_ATTACHMENTS: AttachmentInfo[] = FILES.map(({ info, base64 }) => ({
  ...info,
  size: atob(base64).length,
}));

export function getSampleAttachment(id: string): AttachmentContent {
  const file = FILES.find(({ info }) => info.id === id);
  if (!file) throw new MailHostError('attachmentNotFound', 'The attachment could not be found');
  return { format: 'base64', content: file.base64 };
}
