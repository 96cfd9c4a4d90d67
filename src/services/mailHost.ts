import { createDevInsert } from './devInsert';
import { createDevMailHost } from './devMailHost';
import { createOfficeInsert } from './office/officeInsert';
import { createOfficeMailHost } from './office/officeMailHost';
import type { MailHost } from './ports';

/**
 * The MailHost the app uses: Office.js inside Outlook, the sample email outside any Office host (where
 * inserts only log). Which one is known only once Office.js has answered, so the choice is made in
 * initialize().
 */
export function createMailHost(log: (message: string) => void = () => undefined): MailHost {
  const office = { ...createOfficeMailHost(), ...createOfficeInsert() };
  let active: Omit<MailHost, 'initialize'> = office;
  return {
    async initialize() {
      const info = await office.initialize();
      if (info.kind === 'dev') active = { ...createDevMailHost(log), ...createDevInsert(log) };
      return info;
    },
    readItem: () => active.readItem(),
    readBody: () => active.readBody(),
    onItemChanged: (listener) => active.onItemChanged(listener),
    insertReply: (reply) => active.insertReply(reply),
    insertAtCursor: (text) => active.insertAtCursor(text),
    replaceBody: (text) => active.replaceBody(text),
    listAttachments: () => active.listAttachments(),
    getAttachmentContent: (id) => active.getAttachmentContent(id),
  };
}
