import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  mailboxAuthPaths,
  type MailboxLoginAnswer,
  type MailboxRevokeAnswer,
} from '../../../contract/mailbox.js';
import { requireUser } from '../auth/plugin.js';
import { HttpError } from '../errors.js';
import { renderPage } from '../mailbox/html.js';
import type { MailboxService } from '../mailbox/mailboxService.js';
import {
  previewConsentPage,
  signInFailurePage,
  signInResultPage,
  type HtmlAnswer,
} from '../mailbox/pages.js';
import {
  MAILBOX_PROVIDERS,
  PROVIDER_NAMES,
  ProviderError,
  type MailboxProvider,
} from '../mailbox/providers.js';

export interface MailboxAuthRoutesOptions {
  service: MailboxService;
}

/**
 * The popup's pages: a per-response nonce lets their one inline script and style run under helmet's CSP.
 * Cross-Origin-Opener-Policy is relaxed to unsafe-none on these pages only: helmet's same-origin would cut
 * the popup off from the add-in that opened it, so the add-in would see it "closed" as soon as a page
 * loads, and the page could no longer close itself.
 */
const POPUP_PAGE_HELMET = {
  enableCSPNonces: true,
  crossOriginOpenerPolicy: { policy: 'unsafe-none' as const },
};

// Providers add their own parameters (session_state, scope, iss...): unknown ones are ignored, and a
// repeated parameter (an array) is refused.
const callbackQuery = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(8192).optional(),
  error: z.string().max(256).optional(),
});

const consentQuery = z.object({
  state: z.string().min(1).max(512),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
});

/**
 * Origin the caller reached this API at (its Host header, or X-Forwarded-* with TRUST_PROXY): the preview
 * consent page is served there, so the popup can open it wherever the add-in found the API.
 */
const apiOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function sendPage(reply: FastifyReply, { statusCode, content }: HtmlAnswer) {
  return reply
    .status(statusCode)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPage(content, reply.cspNonce));
}

/**
 * /outlook/auth/* and /gmail/auth/* (spec §7): login, status and revoke_access for the signed-in user; the
 * callback and the preview consent page are opened by the sign-in popup, which carries no token: the user
 * there is the one the single-use state was issued to.
 */
export async function mailboxAuthRoutes(
  app: FastifyInstance,
  { service }: MailboxAuthRoutesOptions,
): Promise<void> {
  const register = (provider: MailboxProvider) => {
    const paths = mailboxAuthPaths(provider);
    const { mailbox, company } = PROVIDER_NAMES[provider];

    app.get(paths.login, { onRequest: app.authenticate }, async (request, reply) => {
      const { uid } = requireUser(request);
      let authUrl: string;
      try {
        authUrl = await service.startSignIn(uid, provider, apiOrigin(request));
      } catch (error) {
        // msal-node may need the identity platform to build the URL (authority discovery for a tenant).
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ provider, providerError: error.code }, 'mailbox authorization URL failed');
        throw new HttpError(502, `${company} sign-in is unavailable, try again later`);
      }
      const answer: MailboxLoginAnswer = { auth_url: authUrl };
      return reply.header('cache-control', 'no-store').send(answer);
    });

    app.get(paths.status, { onRequest: app.authenticate }, async (request, reply) => {
      const status = await service.status(requireUser(request).uid, provider);
      return reply.header('cache-control', 'no-store').send(status);
    });

    app.delete(
      paths.revoke,
      { onRequest: app.authenticate },
      async (request): Promise<MailboxRevokeAnswer> => {
        const removed = await service.disconnect(requireUser(request).uid, provider);
        return {
          success: true,
          message: removed ? `${mailbox} account disconnected` : `No ${mailbox} account was connected`,
        };
      },
    );

    // No HEAD twin: a link checker's HEAD would otherwise use the single-use state up.
    app.get(paths.callback, { helmet: POPUP_PAGE_HELMET, exposeHeadRoute: false }, async (request, reply) => {
      const query = callbackQuery.safeParse(request.query);
      if (!query.success) return sendPage(reply, signInFailurePage(provider, 'invalid_request'));
      return sendPage(reply, signInResultPage(provider, await service.completeSignIn(provider, query.data)));
    });

    if (service.isPreview(provider)) {
      app.get(paths.previewConsent, { helmet: POPUP_PAGE_HELMET }, async (request, reply) => {
        const query = consentQuery.safeParse(request.query);
        if (!query.success) return sendPage(reply, signInFailurePage(provider, 'invalid_request'));
        const { state, code_challenge: challenge } = query.data;
        const check = await service.checkState(provider, state);
        if (check !== 'valid') {
          return sendPage(
            reply,
            signInFailurePage(provider, check === 'expired' ? 'expired_state' : 'unknown_state'),
          );
        }
        return sendPage(reply, { statusCode: 200, content: previewConsentPage(provider, state, challenge) });
      });
    }
  };
  for (const provider of MAILBOX_PROVIDERS) register(provider);
}
