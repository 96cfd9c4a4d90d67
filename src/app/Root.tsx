import { StrictMode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { App } from './App';
import type { RootState } from './rootReducer';

/** The whole tree, as the page renders it and as the build prerenders its first screen. */
export function Root({ store, i18n }: { store: Store<RootState>; i18n: i18n }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
