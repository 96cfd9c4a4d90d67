import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetOnSignOut } from '../auth/resetOnSignOut';
import type { UserMessage } from '../../shared/userMessage';
import { emailActions } from '../email/emailSlice';
import { DEFAULT_SUMMARY_TYPE, type SummaryType } from '../../shared/summaryTypes';

/**
 * Email summary (spec §4): idle → processing (summary cleared, text streamed in) → done, or failed
 * with its message. The summary belongs to the email it was made from: another item resets it.
 */
export type SummaryStatus = 'idle' | 'processing' | 'done' | 'failed';

export interface SummaryState {
  status: SummaryStatus;
  summaryType: SummaryType;
  text: string;
  /** The engine that wrote the summary (its done event's), null until done or when unsaid. */
  engine: string | null;
  error: UserMessage | null;
}

export const initialSummaryState: SummaryState = {
  status: 'idle',
  summaryType: DEFAULT_SUMMARY_TYPE,
  text: '',
  engine: null,
  error: null,
};

const summarySlice = createSlice({
  name: 'summary',
  initialState: initialSummaryState,
  reducers: {
    summaryTypeChanged(state, action: PayloadAction<SummaryType>) {
      if (state.status !== 'processing') state.summaryType = action.payload;
    },
    summarizeRequested(state) {
      if (state.status === 'processing') return;
      state.status = 'processing';
      state.text = '';
      state.engine = null;
      state.error = null;
    },
    deltasReceived(state, action: PayloadAction<string>) {
      if (state.status === 'processing') state.text += action.payload;
    },
    summarized: {
      reducer(state, action: PayloadAction<{ text: string; engine: string | null }>) {
        if (state.status !== 'processing') return;
        state.status = 'done';
        state.text = action.payload.text;
        state.engine = action.payload.engine;
      },
      prepare: (text: string, engine: string | null = null) => ({ payload: { text, engine } }),
    },
    summaryFailed(state, action: PayloadAction<UserMessage>) {
      if (state.status !== 'processing') return;
      state.status = 'failed';
      state.text = '';
      state.error = action.payload;
    },
    errorDismissed(state) {
      if (state.status === 'failed') {
        state.status = 'idle';
        state.error = null;
      }
    },
  },
  extraReducers: (builder) => {
    // Another item selected (or the context reloaded): this summary was of the previous email.
    builder.addCase(emailActions.loadRequested, (state) =>
      state.status === 'idle' ? state : { ...initialSummaryState, summaryType: state.summaryType },
    );
    // Signing out leaves nothing of the previous user's work behind.
    resetOnSignOut(builder, initialSummaryState);
  },
});

export const summaryActions = summarySlice.actions;
export const summaryReducer = summarySlice.reducer;
