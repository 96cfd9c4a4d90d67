import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { createI18nFrom } from '../../../src/i18n';
import en from '../../../src/i18n/locales/en.json';
import fr from '../../../src/i18n/locales/fr.json';
import type { InterfaceLanguage } from '../../../src/i18n/languages';
import { registerAppIcons } from '../../../src/ui/icons';

registerAppIcons();

const CATALOGS = { en: { translation: en }, fr: { translation: fr } };

/**
 * Renders a view over a store without sagas: the test sets the state and reads back the actions the
 * view dispatched (the role redux-mock-store plays in the Redux docs).
 */
export function renderWithStore(
  ui: ReactElement,
  { state, language = 'fr' }: { state?: Partial<RootState>; language?: InterfaceLanguage } = {},
) {
  const dispatched: UnknownAction[] = [];
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: state,
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(() => (next) => (action) => {
        dispatched.push(action as UnknownAction);
        return next(action);
      }),
  });
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18nFrom(language, CATALOGS)}>{ui}</I18nextProvider>
    </Provider>,
  );
  return { ...result, store, dispatched, types: () => dispatched.map((action) => action.type) };
}
