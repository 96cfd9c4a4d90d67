import type { HostInfo, MailHost } from './ports';

/**
 * Office.js is loaded by a script tag in index.html, as Microsoft requires. Outside Office (a plain
 * browser tab) the script either is absent or reports no host: the add-in then runs in dev mode.
 */
export function createOfficeMailHost(): MailHost {
  return {
    async initialize(): Promise<HostInfo> {
      if (typeof Office === 'undefined' || typeof Office.onReady !== 'function') return { kind: 'dev' };
      const info = await Office.onReady();
      if (!info.host) return { kind: 'dev' };
      if (info.host !== Office.HostType.Outlook) return { kind: 'otherHost', host: String(info.host) };
      return { kind: 'outlook', displayLanguage: Office.context?.displayLanguage ?? null };
    },
  };
}
