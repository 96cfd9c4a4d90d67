/**
 * An Outlook host for the browser suite: the Office.js surface the add-in uses, driven by a scenario,
 * injected in place of Microsoft's office.js. `window.__plumeSelect(item)` switches the selected item and
 * fires ItemChanged as a pinned task pane would see it.
 */
export interface StubItem {
  mode?: 'read' | 'compose';
  subject?: string;
  from?: string;
  body?: string;
  conversationId?: string;
  internetMessageId?: string;
  /** Office error code returned by body.getAsync (9018: corporate policy). */
  bodyError?: number;
  /** The item never answers (a hung load). */
  hang?: boolean;
  /** Read mode: item.attachments, their content through getAttachmentContentAsync (Mailbox 1.8). */
  attachments?: StubAttachment[];
}

export interface StubAttachment {
  id: string;
  name: string;
  size: number;
  contentType: string;
  isInline: boolean;
  attachmentType?: 'file' | 'item' | 'cloud';
  /** What getAttachmentContentAsync answers: a content, or an Office error. */
  content:
    { format: 'base64' | 'eml' | 'iCalendar' | 'url'; content: string } | { error: number; message: string };
}

export interface StubScenario {
  item?: StubItem | null;
  displayLanguage?: string;
  /** getCallbackTokenAsync({isRest}) outcome: a token, or an Office error code. */
  restToken?: string | { error: number };
}

export const STUB_REST_URL = 'https://outlook.office.com/api';

export function officeStub(scenario: StubScenario): string {
  return `(() => {
  const scenario = ${JSON.stringify(scenario)};
  const ok = (value) => ({ status: 'succeeded', value });
  const failed = (code) => ({ status: 'failed', error: { code, message: 'Office error ' + code } });
  let itemChanged = null;
  // What the add-in put into Outlook, for the test to read.
  window.__plumeInserted = [];
  const record = (entry) => window.__plumeInserted.push(entry);
  function build(spec) {
    if (!spec) return null;
    const later = (cb, result) => { if (!spec.hang) setTimeout(() => cb(result), 5); };
    const body = {
      getAsync: (_type, cb) => later(cb, spec.bodyError ? failed(spec.bodyError) : ok(spec.body ?? '')),
      setAsync: (text, _options, cb) => { spec.body = text; record({ kind: 'replace', text }); later(cb, ok()); },
      setSelectedDataAsync: (text, _options, cb) => { spec.body = (spec.body ?? '') + text; record({ kind: 'cursor', text }); later(cb, ok()); },
    };
    if (spec.mode === 'compose') {
      return {
        subject: { getAsync: (cb) => later(cb, ok(spec.subject ?? '')) },
        from: { getAsync: (cb) => later(cb, ok({ emailAddress: spec.from ?? '' })) },
        body,
        conversationId: spec.conversationId,
      };
    }
    return {
      subject: spec.subject,
      from: spec.from ? { emailAddress: spec.from, displayName: spec.from } : undefined,
      body,
      conversationId: spec.conversationId,
      internetMessageId: spec.internetMessageId,
      displayReplyAllForm: (form) => record({ kind: 'replyAll', html: form.htmlBody ?? form }),
      displayReplyForm: (form) => record({ kind: 'reply', html: form.htmlBody ?? form }),
      attachments: (spec.attachments ?? []).map(({ content, ...details }) => ({ attachmentType: 'file', ...details })),
      getAttachmentContentAsync: (id, options, callback) => {
        const cb = typeof options === 'function' ? options : callback;
        const found = (spec.attachments ?? []).find((attachment) => attachment.id === id);
        if (!found) return later(cb, failed(9030));
        const { content } = found;
        later(cb, 'error' in content ? { status: 'failed', error: { code: content.error, message: content.message } } : ok(content));
      },
    };
  }
  window.Office = {
    HostType: { Outlook: 'Outlook' },
    CoercionType: { Text: 'text', Html: 'html' },
    AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
    EventType: { ItemChanged: 'olkItemSelectedChanged' },
    context: {
      displayLanguage: scenario.displayLanguage ?? 'fr-FR',
      requirements: { isSetSupported: () => false },
      mailbox: {
        restUrl: '${STUB_REST_URL}',
        item: build(scenario.item),
        userProfile: { emailAddress: 'me@example.com', displayName: 'Me' },
        getCallbackTokenAsync: (_options, cb) => {
          const token = scenario.restToken ?? { error: 9017 };
          setTimeout(() => cb(typeof token === 'string' ? ok(token) : failed(token.error)), 5);
        },
        addHandlerAsync: (_type, handler) => { itemChanged = handler; },
        displayNewMessageForm: (form) => record({ kind: 'new', html: form.htmlBody, subject: form.subject, to: form.toRecipients }),
        removeHandlerAsync: () => { itemChanged = null; },
      },
    },
    onReady: () => Promise.resolve({ host: 'Outlook', platform: 'OfficeOnline' }),
  };
  window.__plumeSelect = (spec) => {
    window.Office.context.mailbox.item = build(spec);
    if (itemChanged) itemChanged({ type: 'olkItemSelectedChanged' });
  };
})();`;
}
