import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { AttachmentInfo } from '../../services/ports';
import { resetOnSignOut } from '../auth/resetOnSignOut';
import type { UserMessage } from '../../shared/userMessage';
import { DEFAULT_SUMMARY_TYPE, type SummaryType } from '../../shared/summaryTypes';

/**
 * Attachment summaries (spec §4). The list follows the selected item: idle → loading → loaded /
 * failed, restarted by every new item. Each listed attachment has its own machine: idle → processing
 * (summary cleared, text streamed in) → done, or failed holding its error message. `item` counts the
 * items seen: every per-attachment event carries the one it was started for, and an event for an
 * earlier item is dropped, so one email's summaries never land on another's files.
 */
export type ListStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type AttachmentStatus = 'idle' | 'processing' | 'done' | 'failed';

/** Spec §3 attachment item: Outlook's description plus its UI state. */
export interface AttachmentEntry extends AttachmentInfo {
  status: AttachmentStatus;
  summary: string;
  /** The engine that wrote the summary (its done event's), null until done or when unsaid. */
  engine: string | null;
  /** errorMessage */
  error: UserMessage | null;
  /** Where the file is read: always the server here (spec §3 processingMode). */
  processingMode: 'server' | null;
}

export interface AttachmentsState extends EntityState<AttachmentEntry, string> {
  list: ListStatus;
  item: number;
  summaryType: SummaryType;
  /** The error and success bars of the card; `errorOf` is the attachment the error is about, if any. */
  error: UserMessage | null;
  errorOf: string | null;
  success: UserMessage | null;
}

export const attachmentsAdapter = createEntityAdapter<AttachmentEntry>();

export const initialAttachmentsState: AttachmentsState = attachmentsAdapter.getInitialState({
  list: 'idle',
  item: 0,
  summaryType: DEFAULT_SUMMARY_TYPE,
  error: null,
  errorOf: null,
  success: null,
});

/** Events about one attachment, tagged with the item they were started for. */
interface ForAttachment {
  id: string;
  item: number;
}

const toEntry = (info: AttachmentInfo): AttachmentEntry => ({
  ...info,
  status: 'idle',
  summary: '',
  engine: null,
  error: null,
  processingMode: null,
});

/** Whether some attachment is being summarised: the summary type holds still meanwhile. */
export const anyProcessing = (state: AttachmentsState) =>
  Object.values(state.entities).some((entry) => entry?.status === 'processing');

/** The attachment an event is about, if it is still on screen and summarising. */
function processing(state: AttachmentsState, { id, item }: ForAttachment): AttachmentEntry | null {
  if (item !== state.item) return null;
  const entry = state.entities[id];
  return entry?.status === 'processing' ? entry : null;
}

const attachmentsSlice = createSlice({
  name: 'attachments',
  initialState: initialAttachmentsState,
  reducers: {
    /** A new item is selected (or the context reloaded): its list replaces the previous one at once. */
    listRequested(state) {
      attachmentsAdapter.removeAll(state);
      state.list = 'loading';
      state.item += 1;
      state.error = null;
      state.errorOf = null;
      state.success = null;
    },
    listLoaded(state, action: PayloadAction<{ item: number; attachments: AttachmentInfo[] }>) {
      if (state.list !== 'loading' || action.payload.item !== state.item) return;
      state.list = 'loaded';
      // Spec §9: inline attachments (pictures in the body) are not listed.
      const files = action.payload.attachments.filter((attachment) => !attachment.isInline);
      attachmentsAdapter.setAll(state, files.map(toEntry));
    },
    listFailed(state, action: PayloadAction<{ item: number }>) {
      if (state.list !== 'loading' || action.payload.item !== state.item) return;
      state.list = 'failed';
      state.error = { kind: 'error', key: 'attachments.errors.load' };
    },
    /** Like the email summary's type: refused while a summary is being made. */
    summaryTypeChanged(state, action: PayloadAction<SummaryType>) {
      if (!anyProcessing(state)) state.summaryType = action.payload;
    },
    summarizeRequested(state, action: PayloadAction<{ id: string }>) {
      const entry = state.entities[action.payload.id];
      if (state.list !== 'loaded' || !entry || entry.status === 'processing') return;
      entry.status = 'processing';
      entry.summary = '';
      entry.engine = null;
      entry.error = null;
      entry.processingMode = 'server';
      // Another attachment's error stays up: it still holds while this one is tried.
      if (state.errorOf === entry.id) {
        state.error = null;
        state.errorOf = null;
      }
      state.success = null;
    },
    deltasReceived(state, action: PayloadAction<ForAttachment & { text: string }>) {
      const entry = processing(state, action.payload);
      if (entry) entry.summary += action.payload.text;
    },
    summarized(state, action: PayloadAction<ForAttachment & { fullText: string; engine?: string | null }>) {
      const entry = processing(state, action.payload);
      if (!entry) return;
      entry.status = 'done';
      entry.summary = action.payload.fullText;
      entry.engine = action.payload.engine ?? null;
      state.success = {
        kind: 'success',
        key: 'attachments.messages.summarized',
        params: { file: entry.name },
      };
    },
    summaryFailed(state, action: PayloadAction<ForAttachment & { message: UserMessage }>) {
      const entry = processing(state, action.payload);
      if (!entry) return;
      entry.status = 'failed';
      entry.error = action.payload.message;
      state.error = action.payload.message;
      state.errorOf = entry.id;
    },
    errorDismissed(state) {
      state.error = null;
      state.errorOf = null;
    },
    successDismissed(state) {
      state.success = null;
    },
  },
  extraReducers: (builder) => {
    // Signing out forgets every summary (the sagas cancel the streams); the list stays the item's.
    resetOnSignOut(builder, (state) => {
      for (const entry of Object.values(state.entities)) {
        if (entry) Object.assign(entry, toEntry(entry));
      }
      state.error = null;
      state.errorOf = null;
      state.success = null;
    });
  },
});

export const attachmentsActions = attachmentsSlice.actions;
export const attachmentsReducer = attachmentsSlice.reducer;
