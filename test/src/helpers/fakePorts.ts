import { vi } from 'vitest';
import {
  ApiError,
  IdentityError,
  MailHostError,
  type Api,
  type AttachmentContent,
  type AttachmentInfo,
  type AuthUser,
  type ChatMessage,
  type HostInfo,
  type HttpMethod,
  type Identity,
  type MailHost,
  type MailItem,
  type Ports,
  type StreamOptions,
  type StreamResult,
  type ThreadMessage,
  type ThreadSource,
} from '../../../src/services/ports';
import type { WebConfig } from '../../../src/services/config';
import type { StartupEnvironment } from '../../../src/services/browserEnvironment';
import type { SagaContext } from '../../../src/app/store';

/** An in-memory identity service that behaves like Firebase: listeners hear every change. */
export class FakeIdentity implements Identity {
  user: AuthUser | null = null;
  accounts = new Map<string, { password: string; user: AuthUser }>();
  listeners = new Set<(user: AuthUser | null) => void>();
  /** When set, the next call of that operation fails with this code. */
  failNext: Partial<Record<'signIn' | 'signUp' | 'signOut', string>> = {};
  /** Whether subscribe reports the current state at once (Firebase does, after restoring persistence). */
  reportImmediately = true;
  private seq = 0;

  subscribe(listener: (user: AuthUser | null) => void) {
    this.listeners.add(listener);
    if (this.reportImmediately) listener(this.user);
    return () => this.listeners.delete(listener);
  }
  emit(user: AuthUser | null) {
    this.user = user;
    for (const listener of this.listeners) listener(user);
  }
  private maybeFail(operation: 'signIn' | 'signUp' | 'signOut') {
    const code = this.failNext[operation];
    if (code) {
      delete this.failNext[operation];
      throw new IdentityError(code);
    }
  }
  async signIn(email: string, password: string) {
    this.maybeFail('signIn');
    const account = this.accounts.get(email);
    if (!account || account.password !== password) throw new IdentityError('invalid-credential');
    this.emit(account.user);
    return account.user;
  }
  async signUp(email: string, password: string) {
    this.maybeFail('signUp');
    if (this.accounts.has(email)) throw new IdentityError('email-already-in-use');
    const user: AuthUser = { uid: `uid-${++this.seq}`, email, emailVerified: false, displayName: null };
    this.accounts.set(email, { password, user });
    this.emit(user);
    return user;
  }
  async signOut() {
    this.maybeFail('signOut');
    this.emit(null);
  }
  currentUser() {
    return this.user;
  }
  async getIdToken() {
    return this.user ? `token-${this.user.uid}` : null;
  }
}

export interface RecordedCall {
  method: HttpMethod;
  path: string;
  body: unknown;
}

/** One streaming call under the test's control: push deltas, then finish or fail it. */
export class FakeStream {
  aborted = false;
  constructor(
    readonly path: string,
    readonly body: unknown,
    readonly options: StreamOptions,
    private readonly settle: { resolve(result: StreamResult): void; reject(error: unknown): void },
  ) {
    options.signal?.addEventListener('abort', () => {
      this.aborted = true;
      settle.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  }
  push(...deltas: string[]) {
    for (const delta of deltas) this.options.onDelta(delta);
  }
  finish(fullText: string, metadata: Record<string, unknown> = {}) {
    this.settle.resolve({ fullText, metadata: { fullText, ...metadata } });
  }
  fail(error: unknown) {
    this.settle.reject(error);
  }
}

/** Records authenticated calls; `respond` decides each answer (default: `{}`). */
export class FakeApi implements Api {
  streams: FakeStream[] = [];
  calls: RecordedCall[] = [];
  healthy = true;
  respond: (call: RecordedCall) => unknown = () => ({});
  constructor(private identity: Identity) {}
  async health() {
    if (!this.healthy) throw new ApiError('network', 'Failed to fetch');
    return { status: 'ok', engine: 'preview', version: 'test' };
  }
  async request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    if (!this.identity.currentUser()) throw new ApiError('unauthenticated', 'User not authenticated');
    const call = { method, path, body };
    this.calls.push(call);
    return this.respond(call) as T;
  }
  stream(path: string, body: unknown, options: StreamOptions): Promise<StreamResult> {
    // An anonymous call (the summary) carries its token in the body: no user check here.
    if (!options.anonymous && !this.identity.currentUser())
      return Promise.reject(new ApiError('unauthenticated', 'User not authenticated'));
    return new Promise((resolve, reject) =>
      this.streams.push(new FakeStream(path, body, options, { resolve, reject })),
    );
  }
  /** The most recent streaming call. */
  get lastStream(): FakeStream {
    const stream = this.streams.at(-1);
    if (!stream) throw new Error('no stream was opened');
    return stream;
  }
}

/** A scriptable Outlook: the open item, reads that fail or hang, ItemChanged on demand. */
export class FakeMailHost implements MailHost {
  item: MailItem = {
    subject: 'Budget',
    from: 'alice@example.com',
    body: 'Hello Bob',
    conversationId: 'conv-1',
    internetMessageId: '<m1@example.com>',
  };
  /** Next readItem: an error to throw, or 'hang' to never answer. */
  readItemOutcome: Error | 'hang' | null = null;
  readBodyError: Error | null = null;
  readItemCalls = 0;
  readBodyCalls = 0;
  listeners = new Set<() => void>();
  host: HostInfo | Error = { kind: 'dev' };

  initialize = vi.fn(async () => {
    if (this.host instanceof Error) throw this.host;
    return this.host;
  });
  async readItem() {
    this.readItemCalls += 1;
    const outcome = this.readItemOutcome;
    if (outcome === 'hang') return new Promise<MailItem>(() => undefined);
    if (outcome) throw outcome;
    return { ...this.item };
  }
  async readBody() {
    this.readBodyCalls += 1;
    if (this.readBodyError) throw this.readBodyError;
    return this.item.body ?? '';
  }
  onItemChanged(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** What the add-in put into Outlook, in order. */
  inserted: { kind: 'reply' | 'cursor' | 'replace'; text: string; subject?: string }[] = [];
  insertError: Error | null = null;
  async insertReply(reply: { html: string; subject: string }) {
    if (this.insertError) throw this.insertError;
    this.inserted.push({ kind: 'reply', text: reply.html, subject: reply.subject });
  }
  async insertAtCursor(text: string) {
    if (this.insertError) throw this.insertError;
    this.inserted.push({ kind: 'cursor', text });
  }
  async replaceBody(text: string) {
    if (this.insertError) throw this.insertError;
    this.inserted.push({ kind: 'replace', text });
  }
  selectItem(item: MailItem, attachments: AttachmentInfo[] = []) {
    this.item = item;
    this.attachments = attachments;
    for (const listener of this.listeners) listener();
  }
  /** The open item's attachments; `listAttachmentsOutcome` makes the next listing fail or hang. */
  attachments: AttachmentInfo[] = [];
  listAttachmentsOutcome: Error | 'hang' | null = null;
  /** Content per attachment id: a value, an error to throw, or 'hang' to never answer. */
  contents: Record<string, AttachmentContent | Error | 'hang'> = {};
  contentRequests: string[] = [];
  async listAttachments() {
    const outcome = this.listAttachmentsOutcome;
    if (outcome === 'hang') return new Promise<AttachmentInfo[]>(() => undefined);
    if (outcome) throw outcome;
    return this.attachments.map((attachment) => ({ ...attachment }));
  }
  async getAttachmentContent(id: string) {
    this.contentRequests.push(id);
    const content = this.contents[id];
    if (content === 'hang') return new Promise<AttachmentContent>(() => undefined);
    if (content instanceof Error) throw content;
    if (!content) throw new MailHostError('attachmentNotFound', 'The attachment could not be found');
    return { ...content };
  }
}

export class FakeThreadSource implements ThreadSource {
  messages: ThreadMessage[] = [];
  error: Error | null = null;
  calls: string[] = [];
  async fetchConversation(conversationId: string) {
    this.calls.push(conversationId);
    if (this.error) throw this.error;
    return this.messages;
  }
}

export class MemoryChatStore {
  saved = new Map<string, ChatMessage[]>();
  load(conversationId: string) {
    return this.saved.get(conversationId) ?? [];
  }
  save(conversationId: string, messages: ChatMessage[]) {
    this.saved.set(conversationId, messages);
  }
}

export class MemorySettingsStore {
  saved = new Map<string, string>();
  load(key: string) {
    return this.saved.get(key) ?? null;
  }
  save(key: string, value: string) {
    this.saved.set(key, value);
  }
}

/** A consent window under the test's control: it stays open until the test (the "user") closes it. */
export class FakePopupWindow {
  closed = false;
  closedByApp = false;
  constructor(
    readonly url: string,
    readonly size: { width: number; height: number },
  ) {}
  isClosed() {
    return this.closed;
  }
  /** The user closes it, or the callback page does. */
  closeByUser() {
    this.closed = true;
  }
  close() {
    this.closed = true;
    this.closedByApp = true;
  }
}

/** Records every window opened; `blocked` plays a popup blocker, `failure` a browser that throws. */
export class FakePopup {
  windows: FakePopupWindow[] = [];
  blocked = false;
  failure: Error | null = null;
  open(url: string, size: { width: number; height: number }) {
    if (this.failure) throw this.failure;
    if (this.blocked) return null;
    const popupWindow = new FakePopupWindow(url, size);
    this.windows.push(popupWindow);
    return popupWindow;
  }
  /** The most recent window. */
  get last(): FakePopupWindow {
    const popupWindow = this.windows.at(-1);
    if (!popupWindow) throw new Error('no popup was opened');
    return popupWindow;
  }
}

export function createFakeContext(
  overrides: {
    host?: HostInfo | Error;
    config?: Partial<WebConfig>;
    startup?: Partial<StartupEnvironment>;
  } = {},
) {
  const identity = new FakeIdentity();
  const api = new FakeApi(identity);
  const mailHost = new FakeMailHost();
  mailHost.host = overrides.host ?? { kind: 'dev' };
  const threadSource = new FakeThreadSource();
  const popup = new FakePopup();
  const settings = new MemorySettingsStore();
  const ports: Ports = {
    identity,
    api,
    mailHost,
    threadSource,
    frames: { nextFrame: () => new Promise<void>((resolve) => setTimeout(resolve, 16)) },
    chatStore: new MemoryChatStore(),
    settings,
    clipboard: { writeText: vi.fn(async () => undefined) },
    popup,
    locale: { apply: vi.fn(async () => undefined) },
    logger: { warn: vi.fn() },
  };
  const context: SagaContext = {
    ports,
    config: {
      apiBaseUrl: '',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: undefined },
      authEmulatorUrl: null,
      entra: null,
      previewMode: false,
      healthPollMs: 1000,
      ...overrides.config,
    },
    startup: { mode: null, forcedLanguage: null, browserLanguages: ['fr-FR'], ...overrides.startup },
  };
  return { context, identity, api, mailHost, threadSource, popup, settings, ports };
}
