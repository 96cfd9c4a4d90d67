import type { TemplateRequest } from '../server/src/ai/engine';

/** A ~300-word English email to reply to: the size of a real business message, as the issue asks. */
const BODY = `Hi Alex,

I hope you had a good weekend. I am writing to follow up on our call last Thursday about the migration of
the customer portal to the new hosting platform, because a few points are still open and the steering
committee meets again next Monday.

First, the timeline. The infrastructure team confirmed that the staging environment will be ready by the
end of this month, which leaves us three weeks for testing before the planned switch in early March. That
is tight but workable, provided the data export scripts are finished on time. Could you confirm that your
developers can deliver them by the fifteenth? If not, I would rather move the switch by a week now than
rush the tests later.

Second, the budget. Finance approved the licence costs, but they asked for a detailed estimate of the
consulting days we will need after the launch. Last time we agreed on twenty days, yet the support
contract you sent mentions thirty. Which figure should I present to the committee, and what would the
extra ten days cover exactly?

Third, training. Several account managers told me they are worried about the new interface. I suggest we
organise two short sessions, one in person at the Lyon office and one online for the remote teams, during
the week before the switch. Would your trainer be available, and could you send me a rough agenda so I
can book the rooms?

Finally, communication. I would like to send a short note to our largest customers two weeks before the
change, explaining what will be different for them and who to contact if something goes wrong. I can
draft it, but I would appreciate your review of the technical parts.

Please let me know your thoughts on these points by Wednesday if possible, so that I can prepare the
slides for Monday. Thanks again for your help on this project.

Best regards,
Claire Martin
Project Manager, Customer Services`;

export const BENCH_REQUEST: TemplateRequest = {
  tone: 'professional',
  language: 'en',
  email: {
    subject: 'Customer portal migration: timeline, budget and training',
    from: 'Claire Martin <claire.martin@example.com>',
    body: BODY,
  },
  conversationHistory: '',
};

/**
 * A two-line email for the route's overhead: the shorter the prompt, the less the model's own time (and
 * its noise on a busy machine) hides the few milliseconds the route adds.
 */
export const SHORT_REQUEST: TemplateRequest = {
  tone: 'professional',
  language: 'en',
  email: {
    subject: 'Budget',
    from: 'Marie <marie@example.com>',
    body: 'Can you confirm the budget by Friday?',
  },
  conversationHistory: '',
};

/** A request as the route's JSON body (POST /api/outlook/prompt-stream). */
export function routeBody(request: TemplateRequest) {
  return {
    tone: request.tone,
    language: request.language,
    subject: request.email.subject,
    from: request.email.from,
    body: request.email.body,
    conversationHistory: request.conversationHistory,
  };
}
