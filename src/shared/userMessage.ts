/**
 * A message for the user: an i18n key and its parameters, translated when shown. Every feature's state
 * holds its messages this way, and src/ui's message bars show them.
 */
export interface UserMessage {
  kind: 'success' | 'error' | 'warning' | 'info';
  key: string;
  params?: Record<string, string>;
}
