import { combineReducers } from '@reduxjs/toolkit';
import { attachmentsReducer } from '../features/attachments/attachmentsSlice';
import { authReducer } from '../features/auth/authSlice';
import { chatReducer } from '../features/chat/chatSlice';
import { composeReducer } from '../features/compose/composeSlice';
import { emailReducer } from '../features/email/emailSlice';
import { languageReducer } from '../features/language/languageSlice';
import { officeReducer } from '../features/office/officeSlice';
import { outlookReducer } from '../features/outlook/outlookSlice';
import { preferencesReducer } from '../features/preferences/preferencesSlice';
import { summaryReducer } from '../features/summary/summarySlice';
import { templateReducer } from '../features/template/templateSlice';
import { shellReducer } from '../features/shell/shellSlice';

/**
 * The state's shape, from the reducers alone: selectors and sagas type their state from here, so no
 * feature depends on the store (which depends on every saga).
 */
export const rootReducer = combineReducers({
  office: officeReducer,
  auth: authReducer,
  email: emailReducer,
  template: templateReducer,
  chat: chatReducer,
  compose: composeReducer,
  summary: summaryReducer,
  attachments: attachmentsReducer,
  outlook: outlookReducer,
  preferences: preferencesReducer,
  language: languageReducer,
  shell: shellReducer,
});
export type RootState = ReturnType<typeof rootReducer>;
