import { ApiError } from '../../services/ports';
import type { UserMessage } from '../../shared/userMessage';

/** The spec §8 "Outlook connection" messages (shown in the red "Erreur de connexion" bar). */
const error = (key: string, params?: Record<string, string>): UserMessage =>
  params
    ? { kind: 'error', key: `outlook.errors.${key}`, params }
    : { kind: 'error', key: `outlook.errors.${key}` };

export const OUTLOOK_MESSAGES = {
  checkFailed: error('checkFailed'),
  checkNetwork: error('checkNetwork'),
  disconnectFailed: error('disconnectFailed'),
  disconnectNetwork: error('disconnectNetwork'),
  authUrlFailed: error('authUrlFailed'),
  connectFailed: error('connectFailed'),
  connectNetwork: error('connectNetwork'),
  popupBlocked: error('popupBlocked'),
  syncNetwork: error('syncNetwork'),
  syncFailed: error('syncFailed'),
  notConnected: error('notConnected'),
} as const;

/** The server's own words, e.g. the message of a refused revoke. */
export const serverMessage = (message: string): UserMessage => error('server', { message });

/** fetch rejected (backend down, offline): the network variant of each message. */
export const isNetworkFailure = (failure: unknown) =>
  failure instanceof ApiError && failure.kind === 'network';

/** A refused revoke: the network variant, the server's own words for an error answer, else the default. */
export function disconnectFailure(failure: unknown): UserMessage {
  if (isNetworkFailure(failure)) return OUTLOOK_MESSAGES.disconnectNetwork;
  if (failure instanceof ApiError && failure.kind === 'http') return serverMessage(failure.message);
  return OUTLOOK_MESSAGES.disconnectFailed;
}
