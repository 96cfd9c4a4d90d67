import { getSampleAttachment, SAMPLE_ATTACHMENTS } from './devAttachments';
import type { MailHost, MailItem } from './ports';

/**
 * Dev mode (no Office host, spec §1): a sample email with subject, from and body only. The body quotes
 * its history the way Outlook does, so the reply splitter has something to do.
 */
export const SAMPLE_EMAIL: MailItem = {
  subject: 'Re: Préparation de la réunion de lancement',
  from: 'claire.martin@example.com',
  body: [
    'Bonjour,',
    '',
    "Merci pour l'ordre du jour. Pouvez-vous confirmer la salle et m'envoyer la présentation d'ici jeudi ?",
    'Je souhaiterais aussi ajouter un point sur le budget du deuxième trimestre.',
    '',
    'Bien cordialement,',
    'Claire Martin',
    '',
    '________________________________',
    'De : Thomas Bernard <thomas.bernard@example.com>',
    'Envoyé : lundi 16 novembre 2026 09:12',
    'À : Claire Martin <claire.martin@example.com>',
    'Objet : Préparation de la réunion de lancement',
    '',
    'Bonjour Claire,',
    '',
    'Voici la proposition d’ordre du jour pour la réunion de lancement de mardi prochain.',
    '',
    'Thomas',
  ].join('\n'),
  conversationId: null,
  internetMessageId: null,
};

export function createDevMailHost(
  log: (message: string) => void,
): Pick<MailHost, 'readItem' | 'readBody' | 'onItemChanged' | 'listAttachments' | 'getAttachmentContent'> {
  return {
    readItem: async () => SAMPLE_EMAIL,
    readBody: async () => SAMPLE_EMAIL.body ?? '',
    onItemChanged: () => {
      log('dev mode: no Outlook item selection to follow');
      return () => undefined;
    },
    listAttachments: async () => SAMPLE_ATTACHMENTS,
    getAttachmentContent: async (id: string) => getSampleAttachment(id),
  };
}
