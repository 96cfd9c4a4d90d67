import { createSelector } from '@reduxjs/toolkit';
import { isLanguage, type Language } from '../../../contract/language';
import type { RootState } from '../../app/rootReducer';
import { fallbackLanguage, type ReplyLanguage } from '../../lib/replyLanguage';

export const selectLanguage = (state: RootState) => state.language;
export const selectInterfaceLanguage = (state: RootState) => state.language.interfaceLanguage;

/** The saved preference language when it is one of the ten; an edit not saved yet does not count. */
const selectSavedLanguage = (state: RootState): Language | null => {
  if (state.preferences.source !== 'server') return null;
  const saved = state.preferences.loaded.preferences.language;
  return isLanguage(saved) ? saved : null;
};

/**
 * The language a reply takes by default (issue #14): the email's, as detected; when detection is unsure
 * or has not run, the saved preference language, else the interface language.
 */
export const selectFallbackReplyLanguage = createSelector(
  [selectSavedLanguage, selectInterfaceLanguage],
  (preference, interfaceLanguage): ReplyLanguage => fallbackLanguage({ preference, interfaceLanguage }),
);

/**
 * The language a reply takes by default (issue #14): the email's, as detected; when detection is unsure
 * or has not run, the saved preference language, else the interface language.
 */
export const selectEmailReplyLanguage = (state: RootState): ReplyLanguage =>
  state.language.email.detected ?? selectFallbackReplyLanguage(state);

/** Summaries are written in the interface language unless the user chose another (issue #14). */
export const selectSummaryLanguage = (state: RootState): Language => {
  const { summaryChoice, interfaceLanguage } = state.language;
  return summaryChoice === 'interface' ? interfaceLanguage : summaryChoice;
};
