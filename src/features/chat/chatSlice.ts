import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessage } from '../../services/ports';
import { authActions } from '../auth/authSlice';
import type { UserMessage } from '../auth/authTypes';

/**
 * The refine chat (spec §4): idle ⇄ sending, for one conversation at a time. Its parent — the reply
 * template or the compose result — owns the text being refined; the chat only holds the exchange.
 */
export type ChatParent = 'template' | 'compose';

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
    /** A result exists: the chat opens on its conversation with the stored history. */
    opened(
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
    /** Nouveau / Nouveau Template, or a new result replacing the old one. */
    closed() {
      return initialChatState;
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
      prepare: (content: string) => ({ payload: message('assistant', content) }),
    },
    sendFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'sending') return;
      state.status = 'idle';
      state.error = action.payload;
    },
    errorDismissed(state) {
      state.error = null;
    },
    /** The refined text for the parent to take (announced by the chat saga after replyReceived). */
    refined(_state, _action: PayloadAction<{ parent: ChatParent; text: string }>) {},
  },
  extraReducers: (builder) => {
    // Signing out leaves nothing of the previous user's work behind.
    builder.addCase(authActions.stateChanged, (state, action) => (action.payload ? state : initialChatState));
  },
});

export const chatActions = chatSlice.actions;
export const chatReducer = chatSlice.reducer;
