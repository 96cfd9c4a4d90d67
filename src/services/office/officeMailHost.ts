import { MailHostError, type HostInfo, type HostTheme, type MailItem, type Unsubscribe } from '../ports';
import { officeAsync } from './asyncResult';
import { getAttachmentContent, listAttachments } from './attachments';
import { currentItem as currentMailItem, MAIL_HOST_ERRORS } from './mailbox';

type Item = Office.MessageRead & Office.MessageCompose & Office.AppointmentRead;

const currentItem = () => currentMailItem<Item>();

/** Read mode exposes plain values, compose mode objects with getAsync. */
const isCompose = (item: Item) => typeof (item.subject as unknown as Office.Subject)?.getAsync === 'function';

const addressOrName = (details: { emailAddress?: string; displayName?: string } | null | undefined) =>
  details?.emailAddress || details?.displayName || null;

function readBodyOf(item: Item): Promise<string> {
  return officeAsync<string>(
    (callback) => item.body.getAsync(Office.CoercionType.Text, callback),
    'readFailed',
    MAIL_HOST_ERRORS.readFailed,
  );
}

async function readSender(item: Item): Promise<string | null> {
  if (!isCompose(item)) return addressOrName(item.from ?? item.organizer);
  const from = (item as unknown as Office.MessageCompose).from;
  // Compose "from" needs Mailbox 1.7; a new message's sender is the user anyway.
  if (!from?.getAsync) return addressOrName(Office.context.mailbox.userProfile);
  const details = await officeAsync<Office.EmailAddressDetails>(
    (callback) => from.getAsync(callback),
    'readFailed',
    MAIL_HOST_ERRORS.readFailed,
  );
  return addressOrName(details);
}

async function readSubject(item: Item): Promise<string | null> {
  if (!isCompose(item)) return (item.subject as unknown as string) ?? null;
  const subject = item.subject as unknown as Office.Subject;
  return officeAsync<string>(
    (callback) => subject.getAsync(callback),
    'readFailed',
    MAIL_HOST_ERRORS.readFailed,
  );
}

/**
 * The host's theme colours, or null where Outlook does not expose them (several platforms leave
 * officeTheme undefined, and a partial theme would clash): then the add-in keeps Fluent's own theme.
 */
function readOfficeTheme(): HostTheme | null {
  const theme = Office.context?.officeTheme as Partial<HostTheme> | undefined;
  const keys = [
    'bodyBackgroundColor',
    'bodyForegroundColor',
    'controlBackgroundColor',
    'controlForegroundColor',
  ] as const;
  if (!theme || keys.some((key) => typeof theme[key] !== 'string' || theme[key] === '')) return null;
  return Object.fromEntries(keys.map((key) => [key, theme[key]])) as unknown as HostTheme;
}

/** The Outlook implementation of MailHost, over Office.js. */
export function createOfficeMailHost() {
  return {
    async initialize(): Promise<HostInfo> {
      if (typeof Office === 'undefined' || typeof Office.onReady !== 'function') return { kind: 'dev' };
      const info = await Office.onReady();
      if (!info.host) return { kind: 'dev' };
      if (info.host !== Office.HostType.Outlook) return { kind: 'otherHost', host: String(info.host) };
      return {
        kind: 'outlook',
        displayLanguage: Office.context?.displayLanguage ?? null,
        theme: readOfficeTheme(),
      };
    },

    async readItem(): Promise<MailItem> {
      const item = currentItem();
      const [subject, from] = await Promise.all([readSubject(item), readSender(item)]);
      let body: string | null;
      try {
        body = await readBodyOf(item);
      } catch (error) {
        // Corporate policies can refuse the body while the rest stays readable: say so, keep the rest.
        if (error instanceof MailHostError && error.code === 9018) body = null;
        else throw error;
      }
      return {
        subject,
        from,
        body,
        conversationId: item.conversationId ?? null,
        internetMessageId: isCompose(item) ? null : (item.internetMessageId ?? null),
      };
    },

    readBody: () => Promise.resolve().then(() => readBodyOf(currentItem())),

    onItemChanged(listener: () => void): Unsubscribe {
      // Only a pinnable pane on Mailbox 1.5+ has ItemChanged; elsewhere there is nothing to follow.
      const box = typeof Office !== 'undefined' ? Office.context?.mailbox : undefined;
      if (typeof box?.addHandlerAsync !== 'function') return () => undefined;
      box.addHandlerAsync(Office.EventType.ItemChanged, listener);
      return () => box.removeHandlerAsync(Office.EventType.ItemChanged);
    },

    listAttachments,
    getAttachmentContent,
  };
}
