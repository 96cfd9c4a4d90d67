import { createSlice, isAnyOf, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessage } from '../../services/ports';
import type { UserMessage } from '../../shared/userMessage';
import { resetOnSignOut } from '../auth/resetOnSignOut';
import { composeActions } from '../compose/composeSlice';
import { templateActions } from '../template/templateSlice';
import type { ChatParent } from './chatEvents';

/**
 * The refine chat (spec §4): closed → idle ⇄ sending, for one conversation at a time. Its parent — the
 * reply template or the compose result — owns the text being refined; the chat only holds the
 * exchange. It opens once the chat saga has read the stored history of a new result's conversation,
 * and closes when that result goes: Nouveau, a new generation or operation starting, a sign-out.
 */
export interface ChatState {
  status: 'closed' | 'idle' | 'sending';
  parent: ChatParent | null;
  conversationId: string | null;
  messages: ChatMessage[];
  input: string;
  error: UserMessage | null;
}

export const initialChatState: ChatState = {
  status: 'closed',
  parent: null,
  conversationId: null,
  messages: [],
  input: '',
  error: null,
};

/** What ends the result the chat is about: Nouveau, or a new generation or operation on its way. */
export const resultEnded = isAnyOf(
  templateActions.newTemplateClicked,
  templateActions.generateRequested,
  composeActions.newClicked,
  composeActions.operationRequested,
);

const message = (role: ChatMessage['role'], content: string): ChatMessage => ({
  id: nanoid(),
  role,
  content,
  timestamp: Date.now(),
});

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /** A new result's stored history is read: the chat opens on its conversation (not mid-send). */
    historyLoaded(
      state,
      action: PayloadAction<{ parent: ChatParent; conversationId: string; messages: ChatMessage[] }>,
    ) {
      if (state.status === 'sending') return;
      state.status = 'idle';
      state.parent = action.payload.parent;
      state.conversationId = action.payload.conversationId;
      state.messages = action.payload.messages;
      state.input = '';
      state.error = null;
    },
    inputChanged(state, action: PayloadAction<string>) {
      if (state.status === 'closed') return;
      state.input = action.payload;
    },
    sendRequested: {
      reducer(state, action: PayloadAction<ChatMessage>) {
        if (state.status !== 'idle' || !action.payload.content) return;
        state.status = 'sending';
        state.messages.push(action.payload);
        state.input = '';
        state.error = null;
      },
      // Ids and time stamps are made when the event happens, so reducers stay pure.
      prepare: (content: string) => ({ payload: message('user', content.trim()) }),
    },
    replyReceived: {
      reducer(state, action: PayloadAction<ChatMessage>) {
        if (state.status !== 'sending') return;
        state.status = 'idle';
        state.messages.push(action.payload);
      },
      prepare: (content: string, unchanged = false) => ({
        payload: { ...message('assistant', content), ...(unchanged ? { unchanged: true as const } : {}) },
      }),
    },
    sendFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'sending') return;
      state.status = 'idle';
      state.error = action.payload;
    },
    errorDismissed(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    resetOnSignOut(builder, initialChatState);
    // The chat closes with the result it was about.
    builder.addMatcher(resultEnded, () => initialChatState);
  },
});

export const chatActions = chatSlice.actions;
export const chatReducer = chatSlice.reducer;
