import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { resetOnSignOut } from '../auth/resetOnSignOut';
import type { UserMessage } from '../../shared/userMessage';
import { chatRefined } from '../chat/chatEvents';
import { DEFAULT_TONE, type ComposeOperation, type Tone } from '../../../contract/ai';

/**
 * Compose (spec §4): idle → processing (deltas appended) → done(operation) or error. On done the
 * result view opens with the preview shown; Nouveau returns to the form and clears result, operation
 * and comment. From the result, one insert into Outlook at a time.
 */
export type ComposeStatus = 'idle' | 'processing' | 'done' | 'error';
export type PreviewMode = 'raw' | 'formatted';

export interface ComposeState {
  status: ComposeStatus;
  comment: string;
  tone: Tone;
  /** The operation running (processing) or whose result shows (done); null otherwise. */
  operation: ComposeOperation | null;
  text: string;
  /** The quoted history split off the body that correct / reformulate read: put back on insert. */
  quotedHistory: string;
  conversationId: string | null;
  /** The engine that wrote the result (its done event's), null until done or when unsaid. */
  engine: string | null;
  previewShown: boolean;
  previewMode: PreviewMode;
  action: 'none' | 'inserting';
  error: UserMessage | null;
  /** Success messages (insert done, text refined), dismissible like errors. */
  notice: UserMessage | null;
}

export const initialComposeState: ComposeState = {
  status: 'idle',
  comment: '',
  tone: DEFAULT_TONE,
  operation: null,
  text: '',
  quotedHistory: '',
  conversationId: null,
  engine: null,
  previewShown: false,
  previewMode: 'formatted',
  action: 'none',
  error: null,
  notice: null,
};

/** The form shows (and can be edited) before a result exists. */
const formEditable = (state: ComposeState) => state.status === 'idle' || state.status === 'error';

const composeSlice = createSlice({
  name: 'compose',
  initialState: initialComposeState,
  reducers: {
    commentChanged(state, action: PayloadAction<string>) {
      if (formEditable(state)) state.comment = action.payload;
    },
    toneChanged(state, action: PayloadAction<Tone>) {
      if (formEditable(state)) state.tone = action.payload;
    },
    /** Also valid while processing: a new request replaces the running one (the saga cancels it). */
    operationRequested(state, action: PayloadAction<ComposeOperation>) {
      if (state.status === 'done') return;
      state.status = 'processing';
      state.operation = action.payload;
      state.text = '';
      state.quotedHistory = '';
      state.conversationId = null;
      state.engine = null;
      state.error = null;
      state.notice = null;
    },
    bodyRead(state, action: PayloadAction<{ history: string }>) {
      if (state.status === 'processing') state.quotedHistory = action.payload.history;
    },
    deltasReceived(state, action: PayloadAction<string>) {
      if (state.status === 'processing') state.text += action.payload;
    },
    operationSucceeded: {
      reducer(
        state,
        action: PayloadAction<{ fullText: string; engine: string | null; conversationId: string }>,
      ) {
        if (state.status !== 'processing') return;
        state.status = 'done';
        state.text = action.payload.fullText;
        state.engine = action.payload.engine;
        state.conversationId = action.payload.conversationId;
        state.previewShown = true;
      },
      // Each result starts a new refine conversation.
      prepare: (fullText: string, engine: string | null = null) => ({
        payload: { fullText, engine, conversationId: nanoid() },
      }),
    },
    operationFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'processing') return;
      state.status = 'error';
      state.operation = null;
      state.text = '';
      state.quotedHistory = '';
      state.error = action.payload;
    },
    /** Nouveau: back to the form with nothing of the last result, nor its comment. */
    newClicked(state) {
      if (state.status === 'idle' || state.action !== 'none') return;
      return { ...initialComposeState, tone: state.tone, previewMode: state.previewMode };
    },
    previewToggled(state) {
      if (state.status === 'done') state.previewShown = !state.previewShown;
    },
    previewModeChanged(state, action: PayloadAction<PreviewMode>) {
      if (state.status === 'done') state.previewMode = action.payload;
    },
    insertRequested(state) {
      if (state.status !== 'done' || state.action !== 'none' || !state.text.trim()) return;
      state.action = 'inserting';
      state.error = null;
      state.notice = null;
    },
    insertSucceeded(state, action: PayloadAction<UserMessage>) {
      if (state.action !== 'inserting') return;
      state.action = 'none';
      state.notice = action.payload;
    },
    insertFailed(state, action: PayloadAction<UserMessage>) {
      if (state.action !== 'inserting') return;
      state.action = 'none';
      state.error = action.payload;
    },
    /** Dismissing the error of a failed request leaves the error state for the plain form. */
    errorDismissed(state) {
      if (!state.error) return;
      state.error = null;
      if (state.status === 'error') state.status = 'idle';
    },
    noticeDismissed(state) {
      if (state.notice) state.notice = null;
    },
  },
  extraReducers: (builder) => {
    // The refine chat's answer replaces the result it refined (spec §4 refine chat).
    builder.addCase(chatRefined, (state, action) => {
      if (action.payload.parent !== 'compose' || state.status !== 'done') return;
      state.text = action.payload.text;
      state.notice = { kind: 'success', key: 'compose.messages.refined' };
    });
    resetOnSignOut(builder, initialComposeState);
  },
});

export const composeActions = composeSlice.actions;
export const composeReducer = composeSlice.reducer;
