import type { Popup } from './ports';

/** The window name: a second Connecter Outlook reuses the consent window rather than stacking another. */
export const POPUP_NAME = 'plume-mailbox-consent';

type Opener = Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>;

/**
 * window.open of spec §9's 500×600 consent popup, centred over the task pane. No `noopener`: the add-in
 * must keep the handle to see the window close (the callback page closes it).
 */
export function createPopup(opener: Opener = window): Popup {
  return {
    open(url, { width, height }) {
      const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2));
      const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2));
      const features = `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
      const handle = opener.open(url, POPUP_NAME, features);
      if (!handle) return null;
      return {
        isClosed: () => handle.closed,
        close: () => handle.close(),
      };
    },
  };
}
