import { escapeHtml } from '../../../contract/html.js';
/** Per-response CSP nonces from @fastify/helmet (enableCSPNonces on the route). */
export interface CspNonces {
  script: string;
  style: string;
}

export interface PageContent {
  title: string;
  paragraphs: readonly string[];
  /** Trusted markup built by this module's callers from escaped values (forms, buttons). */
  actionsHtml?: string;
  /** Closes the window (the sign-in popup) after this many milliseconds; omitted: stays open. */
  closeAfterMs?: number;
  /** Shown in small print under the content, e.g. what to do when the window does not close. */
  note?: string;
}

// The only script of these pages. It reads its delay from the page so its text, and therefore its nonce-
// protected behaviour, never depends on request data.
const CLOSE_SCRIPT =
  "setTimeout(function () { window.close(); }, Number(document.body.getAttribute('data-close-after')));";

const STYLE = `
body { font-family: "Segoe UI", system-ui, sans-serif; margin: 0; padding: 24px; color: #201f1e; background: #faf9f8; }
main { max-width: 420px; margin: 0 auto; background: #fff; border: 1px solid #edebe9; border-radius: 4px; padding: 20px 24px; }
h1 { font-size: 20px; font-weight: 600; margin: 0 0 12px; }
p { font-size: 14px; line-height: 1.5; margin: 0 0 12px; }
.note { color: #605e5c; font-size: 12px; margin-top: 16px; }
.actions { display: flex; gap: 8px; margin-top: 16px; }
.actions form { margin: 0; }
button { font: inherit; font-size: 14px; padding: 6px 20px; border-radius: 2px; border: 1px solid #8a8886; background: #fff; color: #201f1e; cursor: pointer; }
button.primary { background: #0078d4; border-color: #0078d4; color: #fff; }
`;

/** A complete small page in French; every piece of text is escaped here. */
export function renderPage(content: PageContent, nonces: CspNonces): string {
  const close = content.closeAfterMs === undefined ? '' : ` data-close-after="${content.closeAfterMs}"`;
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    // No favicon request: the popup's only traffic is the sign-in itself.
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(content.title)}</title>`,
    `<style nonce="${escapeHtml(nonces.style)}">${STYLE}</style>`,
    '</head>',
    `<body${close}>`,
    '<main>',
    `<h1>${escapeHtml(content.title)}</h1>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    content.actionsHtml ?? '',
    content.note === undefined ? '' : `<p class="note">${escapeHtml(content.note)}</p>`,
    '</main>',
    content.closeAfterMs === undefined
      ? ''
      : `<script nonce="${escapeHtml(nonces.script)}">${CLOSE_SCRIPT}</script>`,
    '</body>',
    '</html>',
  ].join('\n');
}
