/**
 * The labels extracted text is laid out with: the extractors (server/src/extract) write them, the
 * summariser reads them (the model reads them, the preview engine splits on them). They are data, not
 * interface text, so they stay in English whatever the request language. Kept in neither module, so that
 * neither imports the other and the preview engine reads them without loading parsers.
 */

/** Heading of each sheet's block in a workbook's text. */
export const SHEET_LABEL = 'Sheet: ';
export const SLIDE_LABEL = 'Slide ';
export const NOTES_LABEL = 'Notes: ';
/** Last line of an attached email's text: the names of its own attachments. */
export const ATTACHMENTS_LABEL = 'Attachments: ';

export const EVENT_LABELS = {
  event: 'Event: ',
  task: 'Task: ',
  when: 'When: ',
  due: 'Due: ',
  location: 'Location: ',
  organizer: 'Organizer: ',
  description: 'Description: ',
} as const;
