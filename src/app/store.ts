import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Ports } from '../services/ports';
import type { WebConfig } from '../services/config';
import type { StartupEnvironment } from '../services/browserEnvironment';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

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
