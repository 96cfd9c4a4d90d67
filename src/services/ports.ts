import type { HealthInfo } from '../../contract/health';

// The ports through which sagas reach the outside world (DESIGN.md §4). The store receives one
// implementation of each at start-up (redux-saga context); tests pass fakes.

/** The signed-in identity as the rest of the app sees it: serialisable, no SDK objects. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

export type Unsubscribe = () => void;

/** Error raised by the identity service; `code` is the provider's code without its `auth/` prefix. */
export class IdentityError extends Error {
  readonly code: string;
  constructor(code: string, message?: string) {
    super(message ?? code);
    this.name = 'IdentityError';
    this.code = code;
  }
}

export interface Identity {
  /** Calls `listener` with the first known state, then on every change (sign-in, sign-out, disabled account). */
  subscribe(listener: (user: AuthUser | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  currentUser(): AuthUser | null;
  /** A fresh ID token for the current user, or null when nobody is signed in. */
  getIdToken(): Promise<string | null>;
}

/**
 * How a stream failed (spec §8 Stream): `http` an error status ("HTTP {status}: {text}"), `nullBody` an
 * answer without a body ("Response body is null"), `event` the server's error event (its message, else
 * "Stream error"), `incomplete` a stream that ended without done ("Stream error").
 */
export type StreamErrorKind = 'http' | 'nullBody' | 'event' | 'incomplete';

/**
 * A stream that failed. Code decides on `kind`; `message` is the spec's text, only ever shown. An
 * aborted stream is not a StreamError: the abort reason goes through untouched.
 */
export class StreamError extends Error {
  readonly kind: StreamErrorKind;
  /** `http`: the answer's status; null for the other kinds. */
  readonly status: number | null;
  /** `http`: the server's detail, else the status text; `event`: the event's message; else null. */
  readonly detail: string | null;
  constructor(kind: 'nullBody' | 'incomplete', message: string);
  constructor(kind: 'event', message: string, details?: { detail: string | null });
  constructor(kind: 'http', message: string, details: { status: number; detail: string });
  constructor(
    kind: StreamErrorKind,
    message: string,
    details: { status?: number; detail?: string | null } = {},
  ) {
    super(message);
    this.name = 'StreamError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.detail = details.detail ?? null;
  }
}

/**
 * How an API call failed: `unauthenticated` no signed-in user or no token ("User not authenticated",
 * before any network call), `network` fetch itself rejected (backend down, CORS, offline), `http` an
 * error answer.
 */
export type ApiErrorKind = 'unauthenticated' | 'network' | 'http';

/** Spec §7: the message of a call attempted without a signed-in user. */
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';

/**
 * An error answer of the backend or of the network. Code decides on `kind` (and `status`); `message`
 * is the text the spec's service helper gives, only ever shown.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** `http`: the answer's status; null for the other kinds. */
  readonly status: number | null;
  /** `http`: the server's `detail` when it gave one; null otherwise. */
  readonly detail: string | null;
  constructor(kind: 'unauthenticated' | 'network', message: string);
  constructor(kind: 'http', message: string, details: { status: number; detail?: string | null });
  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; detail?: string | null } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.detail = details.detail ?? null;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Api {
  /** Unauthenticated liveness probe used by the preview banner. */
  health(): Promise<HealthInfo>;
  /**
   * An authenticated JSON call: bearer ID token + X-User-Id; rejects with ApiError (`unauthenticated`
   * without a user, `network`, `http`).
   */
  request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  /**
   * An authenticated streaming POST (spec §4 stream reading): each chunk's delta goes to `onDelta`;
   * resolves with the full text on done; rejects with StreamError (`http`, `nullBody`, `event`,
   * `incomplete`), ApiError (`unauthenticated`, `network`) or the abort reason when `signal` aborts.
   */
  stream(path: string, body: unknown, options: StreamOptions): Promise<StreamResult>;
}

export interface StreamOptions {
  onDelta(delta: string): void;
  signal?: AbortSignal;
  /** No Authorization / X-User-Id headers: the summary call carries its token in the body (spec §7). */
  anonymous?: boolean;
}

export interface StreamResult {
  fullText: string;
  metadata: Record<string, unknown>;
}

/** Waits for the next animation frame: streamed deltas are committed to the store at most once per frame. */
export interface FrameScheduler {
  nextFrame(): Promise<void>;
}

export type HostInfo =
  | { kind: 'outlook'; displayLanguage: string | null; theme?: HostTheme | null }
  | { kind: 'dev' }
  | { kind: 'otherHost'; host: string };

/** The Office theme's colours (Office.context.officeTheme), as CSS colours; serialisable. */
export interface HostTheme {
  bodyBackgroundColor: string;
  bodyForegroundColor: string;
  controlBackgroundColor: string;
  controlForegroundColor: string;
}

/** The open item as the add-in reads it; serialisable. `body` is null when the host refuses to give it. */
export interface MailItem {
  subject: string | null;
  /** Sender address, else display name; the organizer for meetings. */
  from: string | null;
  body: string | null;
  conversationId: string | null;
  internetMessageId: string | null;
}

/**
 * What a mail-host operation ran into:
 * - `notReady`: no Office.js context ("Office.js is not ready");
 * - `noContext`: no mailbox ("Outlook context not available");
 * - `noItem`: no open item ("No email item available");
 * - `readFailed`: Outlook refused to read the item ("Failed to get email content from Outlook");
 * - `insertFailed`: Outlook refused a write or a form ("Failed to insert content into Outlook");
 * - `textTooLong`: a text over Office's 1,000,000-character write limit;
 * - `listFailed`: Outlook refused the attachment list ("Failed to load attachments");
 * - `contentUnsupported`: this Outlook cannot read attachment contents (Mailbox 1.8);
 * - `contentFailed`: Outlook refused an attachment's content (its message is Outlook's reason);
 * - `formatUnsupported`: an attachment content format the add-in does not know;
 * - `attachmentNotFound`: no attachment with that id.
 */
export type MailHostErrorKind =
  | 'notReady'
  | 'noContext'
  | 'noItem'
  | 'readFailed'
  | 'insertFailed'
  | 'textTooLong'
  | 'listFailed'
  | 'contentUnsupported'
  | 'contentFailed'
  | 'formatUnsupported'
  | 'attachmentNotFound';

/**
 * A mail-host failure: code decides on `kind` and, when Office gave one, its error `code` (9018:
 * refused by a corporate policy); `message` is the spec's text, only ever shown.
 */
export class MailHostError extends Error {
  readonly kind: MailHostErrorKind;
  readonly code: number | null;
  constructor(kind: MailHostErrorKind, message: string, code: number | null = null) {
    super(message);
    this.name = 'MailHostError';
    this.kind = kind;
    this.code = code;
  }
}

export interface MailHost {
  /** Waits for Office.js; `dev` when there is no Office host at all. Rejects when Office.js fails. */
  initialize(): Promise<HostInfo>;
  /** Reads the open item; rejects with MailHostError. */
  readItem(): Promise<MailItem>;
  /** Re-reads the body as text (the 5 s refresh); rejects with MailHostError. */
  readBody(): Promise<string>;
  /** Pinned task pane: called when the user selects another item. */
  onItemChanged(listener: () => void): Unsubscribe;
  /**
   * Read mode: opens a reply-all form with `html` (else a reply form, else a new message to the
   * sender with `subject`). Rejects with the spec's messages.
   */
  insertReply(reply: ReplyInsert): Promise<void>;
  /** Compose mode: inserts text at the cursor. */
  insertAtCursor(text: string): Promise<void>;
  /** Compose mode: replaces the whole body. */
  replaceBody(text: string): Promise<void>;
  /** The open item's attachments, inline ones included; rejects with MailHostError. */
  listAttachments(): Promise<AttachmentInfo[]>;
  /**
   * One attachment's content (Mailbox 1.8 getAttachmentContentAsync); rejects with a MailHostError
   * (`contentFailed`: its message is the reason Outlook gave).
   */
  getAttachmentContent(id: string): Promise<AttachmentContent>;
}

/** Spec §3 attachment item as Outlook describes it; `attachmentType` as Office names it. */
export interface AttachmentInfo {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** '' when Outlook does not say (attachments of an item being composed). */
  contentType: string;
  isInline: boolean;
  attachmentType: 'file' | 'item' | 'cloud';
}

/**
 * Office's AttachmentContent: base64 for files, the EML text of an attached item, the iCalendar text
 * of an attached meeting, or only a link for a cloud attachment.
 */
export interface AttachmentContent {
  format: 'base64' | 'eml' | 'iCalendar' | 'url';
  content: string;
}

/** Spec §7 insert into a reply form; reply-all unless replyAll is false. */
export interface ReplyInsert {
  /** Escaped HTML of at most 32 KB (buildReplyHtml). */
  html: string;
  /** Used only by the new-message fallback: reply forms keep the item's own subject. */
  subject: string;
  replyAll?: boolean;
}

/** The browser refused to copy (no Clipboard API, no permission, and the textarea fallback failed). */
export class ClipboardError extends Error {
  readonly kind = 'refused';
  constructor(message: string) {
    super(message);
    this.name = 'ClipboardError';
  }
}

export interface Clipboard {
  /** Rejects with a ClipboardError ("Failed to copy template to clipboard.") when the browser refuses. */
  writeText(text: string): Promise<void>;
}

/** One message of a conversation as the thread call reads it (spec §3 Thread message), text body. */
export interface ThreadMessage {
  subject: string | null;
  /** from.emailAddress.address */
  from: string | null;
  /** sender.emailAddress.address */
  sender: string | null;
  body: string;
  /** ISO 8601 */
  receivedDateTime: string | null;
}

/**
 * Why a conversation could not be read: `policy` when Exchange refuses the token for a corporate policy
 * (Office error 9018), `failed` for anything else (network, HTTP error, no NAA and no REST).
 */
export class ThreadError extends Error {
  readonly reason: 'policy' | 'failed';
  constructor(reason: 'policy' | 'failed', message: string) {
    super(message);
    this.name = 'ThreadError';
    this.reason = reason;
  }
}

export interface ThreadSource {
  /** Every message of the conversation, oldest first; rejects with ThreadError, or the abort reason when aborted. */
  fetchConversation(conversationId: string, signal?: AbortSignal): Promise<ThreadMessage[]>;
}

/** Spec §3 chat message. `timestamp` in epoch milliseconds. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  /**
   * Ours: an assistant answer that could not apply the request. Its content is the text as it stays, so
   * the next request refines that; the chat shows a note instead of repeating it.
   */
  unchanged?: true;
}

/** Chat history in the browser (spec §3): a list per conversation id; storage trouble never breaks the chat. */
export interface ChatStore {
  load(conversationId: string): ChatMessage[];
  save(conversationId: string, messages: ChatMessage[]): void;
}

/**
 * Small choices kept on this device until the user changes them (issue #14: the reply and summary
 * languages). Storage trouble (quota, private mode) only loses them: load answers null, save does nothing.
 */
export interface SettingsStore {
  load(key: string): string | null;
  save(key: string, value: string): void;
}

/** A window the add-in opened (the mailbox consent popup): it is only watched until the user closes it. */
export interface PopupWindow {
  isClosed(): boolean;
  close(): void;
}

export interface Popup {
  /** Opens `url` in a centred width × height window; null when the browser blocked it. */
  open(url: string, size: { width: number; height: number }): PopupWindow | null;
}

export interface Locale {
  /** Switches the interface language (i18next). */
  apply(language: string): Promise<void>;
}

export interface Logger {
  warn(message: string, detail?: unknown): void;
}

export interface Ports {
  identity: Identity;
  api: Api;
  mailHost: MailHost;
  threadSource: ThreadSource;
  frames: FrameScheduler;
  chatStore: ChatStore;
  settings: SettingsStore;
  clipboard: Clipboard;
  popup: Popup;
  locale: Locale;
  logger: Logger;
}
