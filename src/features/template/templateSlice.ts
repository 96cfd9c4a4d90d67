import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { resetOnSignOut } from '../auth/resetOnSignOut';
import type { UserMessage } from '../../shared/userMessage';
import { chatRefined } from '../chat/chatEvents';
import { DEFAULT_TONE, type Tone } from '../../../contract/ai';

/**
 * Template generation (spec §4): idle → generating (deltas appended) → done (with a new conversation
 * id) or error; Nouveau Template returns to idle. Insert and copy run from done, one at a time.
 */
export type TemplateStatus = 'idle' | 'generating' | 'done' | 'error';

export interface TemplateState {
  status: TemplateStatus;
  additionalInfo: string;
  tone: Tone;
  text: string;
  conversationId: string | null;
  /** The engine that wrote the text (its done event's), null until done or when unsaid. */
  engine: string | null;
  action: 'none' | 'inserting' | 'copying';
  message: UserMessage | null;
}

export const initialTemplateState: TemplateState = {
  status: 'idle',
  additionalInfo: '',
  tone: DEFAULT_TONE,
  text: '',
  conversationId: null,
  engine: null,
  action: 'none',
  message: null,
};

const templateSlice = createSlice({
  name: 'template',
  initialState: initialTemplateState,
  reducers: {
    additionalInfoChanged(state, action: PayloadAction<string>) {
      if (state.status !== 'generating') state.additionalInfo = action.payload;
    },
    toneChanged(state, action: PayloadAction<Tone>) {
      if (state.status !== 'generating') state.tone = action.payload;
    },
    generateRequested(state) {
      if (state.status === 'generating' || state.action !== 'none') return;
      state.status = 'generating';
      state.text = '';
      state.conversationId = null;
      state.engine = null;
      state.message = null;
    },
    deltasReceived(state, action: PayloadAction<string>) {
      if (state.status === 'generating') state.text += action.payload;
    },
    generationSucceeded: {
      reducer(
        state,
        action: PayloadAction<{ fullText: string; engine: string | null; conversationId: string }>,
      ) {
        if (state.status !== 'generating') return;
        state.status = 'done';
        state.text = action.payload.fullText;
        state.engine = action.payload.engine;
        state.conversationId = action.payload.conversationId;
        state.message = { kind: 'success', key: 'template.messages.generated' };
      },
      // Each generated template starts a new refine conversation.
      prepare: (fullText: string, engine: string | null = null) => ({
        payload: { fullText, engine, conversationId: nanoid() },
      }),
    },
    generationFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'generating') return;
      state.status = 'error';
      state.message = action.payload;
    },
    /** Ours, beyond the spec: keep what has streamed so far. */
    generationStopped: {
      reducer(state, action: PayloadAction<{ conversationId: string }>) {
        if (state.status !== 'generating') return;
        state.status = state.text ? 'done' : 'idle';
        state.conversationId = state.text ? action.payload.conversationId : null;
      },
      prepare: () => ({ payload: { conversationId: nanoid() } }),
    },
    /** Nouveau Template: clears the text and the conversation id (the chat closes on it too). */
    newTemplateClicked(state) {
      if (state.status === 'generating' || state.action !== 'none') return;
      state.status = 'idle';
      state.text = '';
      state.conversationId = null;
      state.engine = null;
      state.message = null;
    },
    insertRequested(state) {
      if (state.status !== 'done' || state.action !== 'none') return;
      state.action = 'inserting';
      state.message = null;
    },
    copyRequested(state) {
      if (state.status !== 'done' || state.action !== 'none') return;
      state.action = 'copying';
      state.message = null;
    },
    actionSucceeded(state, action: PayloadAction<UserMessage>) {
      if (state.action === 'none') return;
      state.action = 'none';
      state.message = action.payload;
    },
    actionFailed(state, action: PayloadAction<UserMessage>) {
      if (state.action === 'none') return;
      state.action = 'none';
      state.message = action.payload;
    },
    messageDismissed(state) {
      state.message = null;
    },
  },
  extraReducers: (builder) => {
    // The refine chat's answer replaces the template it refined (spec §4 refine chat).
    builder.addCase(chatRefined, (state, action) => {
      if (action.payload.parent !== 'template' || state.status !== 'done') return;
      state.text = action.payload.text;
      state.message = { kind: 'success', key: 'template.messages.refined' };
    });
    resetOnSignOut(builder, initialTemplateState);
  },
});

export const templateActions = templateSlice.actions;
export const templateReducer = templateSlice.reducer;
