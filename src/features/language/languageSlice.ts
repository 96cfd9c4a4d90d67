import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isLanguage, type Language } from '../../../contract/language';
import type { DetectedLanguage } from '../../lib/replyLanguage';
import { emailActions } from '../email/emailSlice';

/**
 * The languages AI text is written in (issue #14), as three small machines:
 * - the reply language choice, kept until the user changes it: the email's language (default) or one
 *   of the ten;
 * - the summary language choice, kept the same way: the interface language (default) or one of the ten;
 * - the open email's detected language: none (no email) → detecting → detected | unsure, started again
 *   by each new email or body; a result for a detection that is no longer running is refused.
 * The interface language is the one i18n applies (browser, then Office's display language).
 */
export type ReplyLanguageChoice = 'email' | Language;
export type SummaryLanguageChoice = 'interface' | Language;

export type EmailLanguageStatus = 'none' | 'detecting' | 'detected' | 'unsure';

export interface LanguageState {
  interfaceLanguage: Language;
  replyChoice: ReplyLanguageChoice;
  summaryChoice: SummaryLanguageChoice;
  email: {
    status: EmailLanguageStatus;
    /** The last detected language; kept while a newer body is being detected, so the label does not flicker. */
    detected: DetectedLanguage | null;
  };
}

export const initialLanguageState: LanguageState = {
  interfaceLanguage: 'en',
  replyChoice: 'email',
  summaryChoice: 'interface',
  email: { status: 'none', detected: null },
};

/** A stored or dispatched choice is taken only when it is one the form offers. */
export const isReplyLanguageChoice = (value: unknown): value is ReplyLanguageChoice =>
  value === 'email' || isLanguage(value);
export const isSummaryLanguageChoice = (value: unknown): value is SummaryLanguageChoice =>
  value === 'interface' || isLanguage(value);

const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    interfaceLanguageApplied(state, action: PayloadAction<string>) {
      if (isLanguage(action.payload)) state.interfaceLanguage = action.payload;
    },
    /** The choices kept on this device, read at start; anything unknown keeps the default. */
    choicesRestored(state, action: PayloadAction<{ reply: string | null; summary: string | null }>) {
      if (isReplyLanguageChoice(action.payload.reply)) state.replyChoice = action.payload.reply;
      if (isSummaryLanguageChoice(action.payload.summary)) state.summaryChoice = action.payload.summary;
    },
    replyChoiceChanged(state, action: PayloadAction<string>) {
      if (isReplyLanguageChoice(action.payload)) state.replyChoice = action.payload;
    },
    summaryChoiceChanged(state, action: PayloadAction<string>) {
      if (isSummaryLanguageChoice(action.payload)) state.summaryChoice = action.payload;
    },
    emailLanguageDetected(state, action: PayloadAction<DetectedLanguage | null>) {
      if (state.email.status !== 'detecting') return;
      state.email.status = action.payload ? 'detected' : 'unsure';
      state.email.detected = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // Another item: what was detected belongs to the previous one.
      .addCase(emailActions.loadRequested, (state) => {
        state.email = { status: 'none', detected: null };
      })
      .addCase(emailActions.loaded, (state) => {
        if (state.email.status === 'none') state.email.status = 'detecting';
      })
      .addCase(emailActions.threadLoaded, (state) => {
        if (state.email.status !== 'none') state.email.status = 'detecting';
      })
      .addCase(emailActions.bodyChanged, (state) => {
        if (state.email.status !== 'none') state.email.status = 'detecting';
      });
  },
});

export const languageActions = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
