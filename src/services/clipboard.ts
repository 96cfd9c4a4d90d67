import { ClipboardError, type Clipboard as ClipboardPort } from './ports';

export const COPY_FAILED = 'Failed to copy template to clipboard.';

/** The part of `navigator` used here; `clipboard` is absent outside secure contexts and in some hosts. */
export interface NavigatorLike {
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
}

/**
 * execCommand('copy') on a hidden textarea: deprecated, but the only way left where the Clipboard API is
 * missing or refused, as in Office task panes whose iframe lacks the clipboard-write permission (some
 * Outlook on the web and Mac builds). Returns whether the browser says it copied.
 */
function copyWithTextarea(doc: Document, text: string): boolean {
  if (typeof doc.execCommand !== 'function' || !doc.body) return false;
  const previousFocus = doc.activeElement as HTMLElement | null;
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  // Read-only keeps the on-screen keyboard closed on touch devices; off-screen rather than display:none,
  // which could not be selected.
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '-9999px';
  textarea.style.opacity = '0';
  doc.body.appendChild(textarea);
  try {
    // execCommand copies the document's selection: the textarea's counts only while it has focus.
    textarea.focus({ preventScroll: true });
    textarea.select();
    // select() alone does not select anything in iOS WebKit.
    textarea.setSelectionRange(0, text.length);
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    // Give focus back to the Copier button rather than leaving it on a removed element.
    previousFocus?.focus?.();
  }
}

/** Copier (spec §2): the Clipboard API, else the textarea fallback; rejects with the spec's message. */
export function createClipboard(
  navigatorLike: NavigatorLike = navigator,
  doc: Document = document,
): ClipboardPort {
  return {
    async writeText(text) {
      try {
        if (navigatorLike.clipboard?.writeText) {
          await navigatorLike.clipboard.writeText(text);
          return;
        }
      } catch {
        // Refused (permission policy, no focus): the fallback may still work.
      }
      if (!copyWithTextarea(doc, text)) throw new ClipboardError(COPY_FAILED);
    },
  };
}
