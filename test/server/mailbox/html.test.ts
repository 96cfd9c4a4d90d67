import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../server/src/mailbox/html.js';
import { previewConsentPage, signInResultPage } from '../../../server/src/mailbox/pages.js';

const NONCES = { script: 'abc123', style: 'def456' };
describe('popup pages', () => {
  it('renders French pages whose only script is the nonce-bearing close script, and only when asked', () => {
    const closing = renderPage({ title: 'T', paragraphs: ['<b>x</b>'], closeAfterMs: 4000 }, NONCES);
    expect(closing).toContain('<html lang="fr">');
    expect(closing).toContain('<body data-close-after="4000">');
    expect(closing).toContain('<p>&lt;b&gt;x&lt;/b&gt;</p>');
    expect(closing.match(/<script/g)).toHaveLength(1);
    expect(closing).toContain('<script nonce="abc123">');
    expect(closing).toContain('<style nonce="def456">');
    const staying = renderPage({ title: 'T', paragraphs: [] }, NONCES);
    expect(staying).not.toContain('<script');
    expect(staying).toContain('<body>');
  });

  it('puts the state and challenge of the consent page into hidden fields, escaped', () => {
    const page = previewConsentPage('outlook', 'st"ate<', 'challenge');
    expect(page.actionsHtml).toContain('<input type="hidden" name="state" value="st&quot;ate&lt;">');
    expect(page.actionsHtml).toContain('<input type="hidden" name="code" value="challenge">');
    expect(page.actionsHtml).toContain('<input type="hidden" name="error" value="access_denied">');
  });

  it('closes at once on success and after a few seconds on failure', () => {
    expect(signInResultPage('gmail', { ok: true, preview: false })).toMatchObject({
      statusCode: 200,
      content: { title: 'Gmail est connecté', closeAfterMs: 0 },
    });
    expect(signInResultPage('outlook', { ok: false, reason: 'exchange_failed' })).toMatchObject({
      statusCode: 502,
      content: { title: "Outlook n'est pas connecté", closeAfterMs: 4000 },
    });
    expect(signInResultPage('outlook', { ok: false, reason: 'expired_state' }).statusCode).toBe(400);
  });
});
