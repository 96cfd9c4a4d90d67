import { escapeHtml } from '../../../contract/html.js';
import type { PageContent } from './html.js';
import type { SignInFailure, SignInResult } from './mailboxService.js';
import { PROVIDER_NAMES, type MailboxProvider } from './providers.js';

/** A failure page stays long enough to be read; a success closes at once (the add-in shows the result). */
export const FAILURE_CLOSE_DELAY_MS = 4000;

const SUCCESS_NOTE = 'Si elle reste ouverte, fermez-la et revenez à Plume.';
const FAILURE_NOTE = 'Cette fenêtre se ferme dans quelques secondes ; sinon, fermez-la et revenez à Plume.';

export interface HtmlAnswer {
  statusCode: number;
  content: PageContent;
}

/** The preview stand-in for Microsoft's or Google's consent screen. */
export function previewConsentPage(
  provider: MailboxProvider,
  state: string,
  codeChallenge: string,
): PageContent {
  const { mailbox, company } = PROVIDER_NAMES[provider];
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  // Both buttons complete the same state-checked callback a real provider would redirect to.
  const actionsHtml = [
    '<div class="actions">',
    `<form method="get" action="callback">${hidden('state', state)}${hidden('code', codeChallenge)}`,
    '<button type="submit" class="primary">Autoriser</button></form>',
    `<form method="get" action="callback">${hidden('state', state)}${hidden('error', 'access_denied')}`,
    '<button type="submit">Refuser</button></form>',
    '</div>',
  ].join('');
  return {
    title: `Connecter ${mailbox} (aperçu)`,
    paragraphs: [
      `Aucune application ${company} n'est configurée sur ce serveur : cette page d'aperçu remplace l'écran de consentement de ${company}.`,
      `Aucun compte ${company} n'est contacté et aucun e-mail n'est lu. « Autoriser » enregistre une connexion d'aperçu, signalée comme telle, pour essayer Plume.`,
    ],
    actionsHtml,
  };
}

function failureReason(
  provider: MailboxProvider,
  reason: SignInFailure | 'invalid_request',
  code?: string,
): string {
  const { company } = PROVIDER_NAMES[provider];
  switch (reason) {
    case 'unknown_state':
      return 'Ce lien de connexion est inconnu ou a déjà servi.';
    case 'expired_state':
      return 'Ce lien de connexion a expiré.';
    case 'access_denied':
      return "Vous avez refusé l'accès.";
    case 'provider_error':
      return `${company} a refusé la demande (code : ${(code ?? 'inconnu').slice(0, 80)}).`;
    case 'missing_code':
      return `La réponse de ${company} est incomplète.`;
    case 'exchange_failed':
      return `${company} n'a pas confirmé la connexion.`;
    case 'invalid_request':
      return 'La demande de connexion est invalide.';
  }
}

/** The page a sign-in ends on, in the popup; it closes itself. */
export function signInResultPage(provider: MailboxProvider, result: SignInResult): HtmlAnswer {
  const { mailbox, company } = PROVIDER_NAMES[provider];
  if (result.ok) {
    return {
      statusCode: 200,
      content: {
        title: `${mailbox} est connecté`,
        paragraphs: [
          result.preview
            ? `Connexion d'aperçu enregistrée : aucun compte ${company} n'a été contacté.`
            : `Votre boîte ${mailbox} est connectée à Plume.`,
          'Cette fenêtre va se fermer.',
        ],
        closeAfterMs: 0,
        note: SUCCESS_NOTE,
      },
    };
  }
  return signInFailurePage(provider, result.reason, result.providerError);
}

export function signInFailurePage(
  provider: MailboxProvider,
  reason: SignInFailure | 'invalid_request',
  providerError?: string,
): HtmlAnswer {
  const { mailbox } = PROVIDER_NAMES[provider];
  return {
    // The provider answered but its answer could not be used: a gateway failure, not the user's request.
    statusCode: reason === 'exchange_failed' ? 502 : 400,
    content: {
      title: `${mailbox} n'est pas connecté`,
      paragraphs: [
        failureReason(provider, reason, providerError),
        reason === 'access_denied'
          ? 'Vous pourrez relancer la connexion depuis Plume quand vous le souhaitez.'
          : 'Relancez la connexion depuis Plume.',
      ],
      closeAfterMs: FAILURE_CLOSE_DELAY_MS,
      note: FAILURE_NOTE,
    },
  };
}
