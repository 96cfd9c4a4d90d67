import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { attachmentsReducer } from '../features/attachments/attachmentsSlice';
import { authReducer } from '../features/auth/authSlice';
import { chatReducer } from '../features/chat/chatSlice';
import { composeReducer } from '../features/compose/composeSlice';
import { emailReducer } from '../features/email/emailSlice';
import { officeReducer } from '../features/office/officeSlice';
import { outlookReducer } from '../features/outlook/outlookSlice';
import { preferencesReducer } from '../features/preferences/preferencesSlice';
import { summaryReducer } from '../features/summary/summarySlice';
import { templateReducer } from '../features/template/templateSlice';
import { uiReducer } from '../features/ui/uiSlice';
import type { Ports } from '../services/ports';
import type { WebConfig } from '../services/config';
import type { StartupEnvironment } from '../services/browserEnvironment';
import { rootSaga } from './rootSaga';

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
  ui: uiReducer,
});
export type RootState = ReturnType<typeof rootReducer>;

/** What sagas find in their context: the ports, the build configuration, the start-up environment. */
export interface SagaContext {
  ports: Ports;
  config: WebConfig;
  startup: StartupEnvironment;
}

export function createAppStore(context: SagaContext, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...context } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Sagas own every side effect: no thunks.
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    // Redux DevTools is not stripped by default: on in dev builds only.
    devTools: import.meta.env.DEV,
  });
  const task = sagaMiddleware.run(rootSaga);
  return Object.assign(store, { rootTask: task });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
