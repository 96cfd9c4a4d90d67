import { OfficeMockObject } from 'office-addin-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfficeMailHost } from '../../../../src/services/office/officeMailHost';
import { MailHostError } from '../../../../src/services/ports';

type Callback = (result: { status: string; value?: unknown; error?: { code: number } }) => void;
const ok =
  (value: unknown) =>
  (...args: unknown[]) =>
    (args.at(-1) as Callback)({ status: 'succeeded', value });
const fail =
  (code: number) =>
  (...args: unknown[]) =>
    (args.at(-1) as Callback)({ status: 'failed', error: { code } });

/** Office.js enums the implementation reads, as Office defines them. */
const enums = {
  CoercionType: { Text: 'text', Html: 'html' },
  AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
  EventType: { ItemChanged: 'olkItemSelectedChanged' },
  HostType: { Outlook: 'Outlook', Excel: 'Excel' },
};

function install(mailbox: Record<string, unknown> | null, extra: Record<string, unknown> = {}) {
  // host 'outlook': Outlook objects are plain values, without Excel-style load()/sync().
  const mock = new OfficeMockObject({
    host: 'outlook',
    ...enums,
    context: mailbox === null ? {} : { mailbox, displayLanguage: 'fr-FR' },
    onReady: async () => ({ host: 'Outlook', platform: 'PC' }),
    ...extra,
  });
  vi.stubGlobal('Office', mock);
  return mock;
}

afterEach(() => vi.unstubAllGlobals());

const readItem = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Budget Q3',
  from: { emailAddress: 'alice@example.com', displayName: 'Alice' },
  conversationId: 'AAQkAD',
  internetMessageId: '<m1@example.com>',
  body: { getAsync: ok('Hello Bob\r\nOn Monday, Bob wrote:\r\n> hi') },
  ...overrides,
});

describe('Office.js MailHost (office-addin-mock)', () => {
  it('reads the Office theme colours when the host gives all four', async () => {
    const officeTheme = {
      bodyBackgroundColor: '#262626',
      bodyForegroundColor: '#FFFFFF',
      controlBackgroundColor: '#333333',
      controlForegroundColor: '#FFFFFF',
    };
    install(null, { context: { mailbox: { item: readItem() }, displayLanguage: 'en-US', officeTheme } });
    await expect(createOfficeMailHost().initialize()).resolves.toMatchObject({ theme: officeTheme });
    install(null, {
      context: {
        mailbox: { item: readItem() },
        displayLanguage: 'en-US',
        officeTheme: { ...officeTheme, controlForegroundColor: '' },
      },
    });
    await expect(createOfficeMailHost().initialize()).resolves.toMatchObject({ theme: null });
  });

  it('initialises in Outlook with the display language, and refuses other hosts', async () => {
    install({ item: readItem() });
    await expect(createOfficeMailHost().initialize()).resolves.toEqual({
      kind: 'outlook',
      displayLanguage: 'fr-FR',
      theme: null,
    });
    install({ item: readItem() }, { onReady: async () => ({ host: 'Excel' }) });
    await expect(createOfficeMailHost().initialize()).resolves.toEqual({ kind: 'otherHost', host: 'Excel' });
    install({ item: readItem() }, { onReady: async () => ({ host: null }) });
    await expect(createOfficeMailHost().initialize()).resolves.toEqual({ kind: 'dev' });
  });

  it('reads a received message', async () => {
    install({ item: readItem() });
    await expect(createOfficeMailHost().readItem()).resolves.toEqual({
      subject: 'Budget Q3',
      from: 'alice@example.com',
      body: 'Hello Bob\r\nOn Monday, Bob wrote:\r\n> hi',
      conversationId: 'AAQkAD',
      internetMessageId: '<m1@example.com>',
    });
  });

  it('uses the display name without an address, and the organizer for a meeting', async () => {
    install({ item: readItem({ from: { displayName: 'Alice' } }) });
    expect((await createOfficeMailHost().readItem()).from).toBe('Alice');
    install({ item: readItem({ from: undefined, organizer: { emailAddress: 'boss@example.com' } }) });
    expect((await createOfficeMailHost().readItem()).from).toBe('boss@example.com');
  });

  it('reads an item being composed through getAsync', async () => {
    install({
      item: {
        subject: { getAsync: ok('Draft') },
        from: { getAsync: ok({ emailAddress: 'me@example.com' }) },
        body: { getAsync: ok('My draft') },
      },
    });
    await expect(createOfficeMailHost().readItem()).resolves.toEqual({
      subject: 'Draft',
      from: 'me@example.com',
      body: 'My draft',
      conversationId: null,
      internetMessageId: null,
    });
  });

  it('gives a null body when a corporate policy (9018) refuses it, and fails otherwise', async () => {
    install({ item: readItem({ body: { getAsync: fail(9018) } }) });
    expect((await createOfficeMailHost().readItem()).body).toBeNull();
    install({ item: readItem({ body: { getAsync: fail(9002) } }) });
    await expect(createOfficeMailHost().readItem()).rejects.toEqual(
      new MailHostError('readFailed', 'Failed to get email content from Outlook', 9002),
    );
  });

  it('has the spec messages for a missing item, mailbox or Office', async () => {
    install({}); // no item selected (office-addin-mock cannot hold a null)
    await expect(createOfficeMailHost().readItem()).rejects.toEqual(
      new MailHostError('noItem', 'No email item available'),
    );
    install(null);
    await expect(createOfficeMailHost().readItem()).rejects.toEqual(
      new MailHostError('noContext', 'Outlook context not available'),
    );
    vi.stubGlobal('Office', { ...enums });
    await expect(createOfficeMailHost().readBody()).rejects.toEqual(
      new MailHostError('notReady', 'Office.js is not ready'),
    );
  });

  it('subscribes to ItemChanged and unsubscribes', () => {
    const addHandlerAsync = vi.fn();
    const removeHandlerAsync = vi.fn();
    install({ item: readItem(), addHandlerAsync, removeHandlerAsync });
    const listener = () => undefined;
    const unsubscribe = createOfficeMailHost().onItemChanged(listener);
    expect(addHandlerAsync).toHaveBeenCalledWith('olkItemSelectedChanged', listener);
    unsubscribe();
    expect(removeHandlerAsync).toHaveBeenCalledWith('olkItemSelectedChanged');
  });
});

describe('Office.js MailHost without ItemChanged', () => {
  it('follows nothing, without failing, when the mailbox cannot subscribe', () => {
    install(null);
    const unsubscribe = createOfficeMailHost().onItemChanged(() => undefined);
    expect(unsubscribe).toBeTypeOf('function');
    unsubscribe();
  });
});
