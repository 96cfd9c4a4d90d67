/** Spec §3 current email context: body is the main text, history the quoted part split off it. */
export interface EmailContext {
  subject: string | null;
  from: string | null;
  body: string;
  history: string;
  conversationId: string | null;
  internetMessageId: string | null;
  /** Text of every message of the thread (spec §7 blocks), '' until read or when it cannot be. */
  fullConversation: string;
  /** The basic fallback context (spec §4): subject, sender or organizer, body only. */
  basic: boolean;
}

/** Messages the email machine shows; i18n keys (the text is the spec's, in the catalogs). */
export const EMAIL_MESSAGES = {
  timeout: 'email.errors.timeout',
  unavailable: 'email.errors.unavailable',
  corporateUnavailable: 'email.errors.corporateUnavailable',
  corporatePolicy: 'email.warnings.corporatePolicy',
  refreshFailed: 'email.warnings.refreshFailed',
} as const;

/** Text stored in the context itself (it also goes to the AI backend), so it is not translated. */
export const BODY_UNAVAILABLE = 'Email body unavailable in corporate environment';
export const CONVERSATION_UNAVAILABLE = 'Full conversation unavailable due to corporate security policy';
