import { mailboxAuthPaths } from '../../../contract/mailbox';
import type { OutlookAuthStatus } from './outlookSlice';

/** Spec §7 Outlook auth endpoints (under /api). */
export const OUTLOOK_PATHS = mailboxAuthPaths('outlook');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** {authenticated, valid, lastSync}, or null when the answer is not that shape. */
export function parseAuthStatus(answer: unknown): OutlookAuthStatus | null {
  if (!isRecord(answer)) return null;
  const { authenticated, valid, lastSync } = answer;
  if (typeof authenticated !== 'boolean' || typeof valid !== 'boolean') return null;
  return { authenticated, valid, lastSync: isoTime(lastSync) };
}

/** An ISO string or epoch milliseconds as ISO; anything unparsable is no time rather than "Invalid Date". */
function isoTime(value: unknown): string | null {
  const time = typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : NaN;
  // 8.64e15 ms is the largest time a Date holds; toISOString throws beyond it.
  return Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? new Date(time).toISOString() : null;
}

/** The consent page to open, or null when the login answer carries none. */
export function parseAuthUrl(answer: unknown): string | null {
  if (!isRecord(answer) || typeof answer.auth_url !== 'string' || !answer.auth_url) return null;
  return answer.auth_url;
}

/** {success, message} of revoke_access; a missing message is undefined. */
export function parseRevoke(answer: unknown): { success: boolean; message?: string } {
  if (!isRecord(answer)) return { success: false };
  const message = typeof answer.message === 'string' && answer.message ? answer.message : undefined;
  return { success: answer.success === true, ...(message ? { message } : {}) };
}
