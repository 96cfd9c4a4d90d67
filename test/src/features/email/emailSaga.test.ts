import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import { composeActions } from '../../../../src/features/compose/composeSlice';
import { loadBodySplitter } from '../../../../src/features/email/splitBodyLazily';
import { BODY_UNAVAILABLE, CONVERSATION_UNAVAILABLE } from '../../../../src/features/email/emailTypes';
import { MailHostError, ThreadError } from '../../../../src/services/ports';
import { createFakeContext } from '../../helpers/fakePorts';

let store: AppStore | undefined;
// The splitter is a lazy chunk in the app; loaded up front here so fake timers need not wait for it.
beforeAll(() => loadBodySplitter());
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  store?.rootTask.cancel();
  vi.useRealTimers();
});

/** Starts the app with a scripted Outlook; the first load begins as Office becomes ready. */
async function start(setup?: (fake: ReturnType<typeof createFakeContext>) => void) {
  const fake = createFakeContext({ host: { kind: 'outlook', displayLanguage: null } });
  setup?.(fake);
  store = createAppStore(fake.context);
  await vi.advanceTimersByTimeAsync(0);
  return { ...fake, store };
}

const thread = [
  {
    subject: 'Budget',
    from: 'bob@example.com',
    sender: null,
    body: 'First',
    receivedDateTime: '2026-01-01T10:00:00Z',
  },
  {
    subject: 'Re: Budget',
    from: 'alice@example.com',
    sender: null,
    body: 'Second',
    receivedDateTime: '2026-01-02T10:00:00Z',
  },
];

describe('email sagas', () => {
  it('loads the item when Office is ready, splits the body, then reads the thread', async () => {
    const { store: s, threadSource } = await start((fake) => {
      fake.mailHost.item.body =
        'Sounds good.\n\nOn Mon, Jan 5, 2026 at 9:00 AM Bob <bob@example.com> wrote:\n> Shall we?';
      fake.threadSource.messages = thread;
    });
    const { email } = s.getState();
    expect(email.status).toBe('loaded');
    expect(email.context).toMatchObject({
      subject: 'Budget',
      from: 'alice@example.com',
      body: 'Sounds good.',
      basic: false,
    });
    expect(email.context?.history).toContain('wrote:');
    expect(threadSource.calls).toEqual(['conv-1']);
    expect(email.thread).toBe('loaded');
    expect(email.context?.fullConversation).toContain('Message 1');
    expect(email.context?.fullConversation).toContain('Second');
  });

  it('ends a hung load after 15 s with the time-out message', async () => {
    const { store: s } = await start((fake) => {
      fake.mailHost.readItemOutcome = 'hang';
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(s.getState().email.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(s.getState().email).toMatchObject({ status: 'error', error: { key: 'email.errors.timeout' } });
  });

  it('clears the timer on success: nothing happens at 15 s', async () => {
    const { store: s } = await start();
    const before = s.getState().email;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(s.getState().email.status).toBe('loaded');
    expect(s.getState().email.context).toEqual(before.context);
  });

  it('says no email is selected when there is no item', async () => {
    const { store: s } = await start((fake) => {
      fake.mailHost.readItemOutcome = new MailHostError('noItem', 'No email item available');
    });
    expect(s.getState().email).toMatchObject({ status: 'error', error: { key: 'email.errors.unavailable' } });
  });

  it('decides on the mail host error kind, not on its text', async () => {
    const { store: s } = await start((fake) => {
      fake.mailHost.readItemOutcome = new MailHostError('noItem', 'Aucun élément ouvert');
    });
    expect(s.getState().email).toMatchObject({ status: 'error', error: { key: 'email.errors.unavailable' } });
    s.rootTask.cancel();
    const { store: other } = await start((fake) => {
      fake.mailHost.readItemOutcome = new MailHostError('readFailed', 'No email item available');
    });
    expect(other.getState().email).toMatchObject({
      status: 'error',
      error: { key: 'email.errors.readFailed' },
    });
  });

  it('9018 on the whole item: unable to load in a corporate environment', async () => {
    const { store: s } = await start((fake) => {
      fake.mailHost.readItemOutcome = new MailHostError(
        'readFailed',
        'Failed to get email content from Outlook',
        9018,
      );
    });
    expect(s.getState().email.error?.key).toBe('email.errors.corporateUnavailable');
  });

  it('9018 on the body: basic context with the placeholder and the corporate warning for 3 s', async () => {
    const { store: s } = await start((fake) => {
      fake.mailHost.item.body = null;
    });
    expect(s.getState().email.context).toMatchObject({
      basic: true,
      body: BODY_UNAVAILABLE,
      subject: 'Budget',
    });
    expect(s.getState().email.warning?.key).toBe('email.warnings.corporatePolicy');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(s.getState().email.warning).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.getState().email.warning).toBeNull();
  });

  it('9018 in thread retrieval: the conversation says so; other failures give an empty one', async () => {
    const first = await start((fake) => {
      fake.threadSource.error = new ThreadError('policy', 'refused');
    });
    expect(first.store.getState().email).toMatchObject({
      thread: 'unavailable',
      context: { fullConversation: CONVERSATION_UNAVAILABLE },
      warning: { key: 'email.warnings.corporatePolicy' },
    });
    first.store.rootTask.cancel();
    const second = await start((fake) => {
      fake.threadSource.error = new ThreadError('failed', 'Graph HTTP 500');
    });
    expect(second.store.getState().email).toMatchObject({
      thread: 'loaded',
      context: { fullConversation: '' },
    });
  });

  it('follows ItemChanged: the previous email disappears at once, the new one loads', async () => {
    const { store: s, mailHost } = await start();
    let sawStale = false;
    const unsubscribe = s.subscribe(() => {
      const { email } = s.getState();
      if (email.context?.subject === 'Budget' && mailHost.item.subject === 'Holidays') sawStale = true;
    });
    mailHost.selectItem({
      subject: 'Holidays',
      from: 'carol@example.com',
      body: 'Hi',
      conversationId: 'c2',
      internetMessageId: null,
    });
    expect(s.getState().email.context).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState().email.context).toMatchObject({ subject: 'Holidays', from: 'carol@example.com' });
    expect(sawStale).toBe(false);
    unsubscribe();
  });

  it('refreshes the body every 5 s, writing to the store only when it changed', async () => {
    const { store: s, mailHost } = await start();
    const writes = vi.fn();
    const unsubscribe = s.subscribe(writes);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(mailHost.readBodyCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(mailHost.readBodyCalls).toBe(2);
    // Unchanged body: no action dispatched other than the 5 s auto-collapse of the context panel.
    expect(writes.mock.calls.length).toBe(1);
    mailHost.item.body = 'Hello Bob, updated';
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.getState().email.context?.body).toBe('Hello Bob, updated');
    unsubscribe();
  });

  it('pauses the refresh while a compose result view shows', async () => {
    const { store: s, mailHost } = await start();
    // A compose result opens its view, Nouveau closes it.
    s.dispatch(composeActions.operationSucceeded('Bonjour'));
    mailHost.item.body = 'Changed';
    await vi.advanceTimersByTimeAsync(15_000);
    expect(mailHost.readBodyCalls).toBe(0);
    s.dispatch(composeActions.newClicked());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.getState().email.context?.body).toBe('Changed');
  });

  it('warns once when the refresh cannot read the body', async () => {
    const { store: s, mailHost } = await start();
    mailHost.readBodyError = new MailHostError('readFailed', 'Failed to get email content from Outlook');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.getState().email.warning?.key).toBe('email.warnings.refreshFailed');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(s.getState().email.warning).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.getState().email.warning).toBeNull();
    expect(s.getState().email.context?.body).toBe('Hello Bob');
  });

  it('collapses the context 5 s after it loads, and expands it for a new email', async () => {
    const { store: s, mailHost } = await start();
    expect(s.getState().shell.contextExpanded).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.getState().shell.contextExpanded).toBe(false);
    mailHost.selectItem({ ...mailHost.item, subject: 'Other' });
    expect(s.getState().shell.contextExpanded).toBe(true);
  });
});
