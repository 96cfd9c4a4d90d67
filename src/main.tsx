import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { App } from './app/App';
import { createAppStore } from './app/store';
import { screenModeFrom, initialUiState } from './features/ui/uiSlice';
import { createI18n } from './i18n';
import { pickLanguage } from './i18n/languages';
import { readStartupEnvironment } from './services/browserEnvironment';
import { webConfig } from './services/config';
import { browserFrames } from './services/browserFrames';
import { createClipboard } from './services/clipboard';
import { consoleLogger } from './services/consoleLogger';
import { createLocalChatStore } from './services/localChatStore';
import { createFirebaseIdentity } from './services/firebaseIdentity';
import { createHttpApi } from './services/httpApi';
import { createMailHost } from './services/mailHost';
import { createThreadSource } from './services/thread/compositeThreadSource';
import { registerAppIcons } from './ui/icons';

// Bootstrap: read the page's environment once, build the ports, start the store, render.
const startup = readStartupEnvironment();
const i18n = createI18n(pickLanguage({ forced: startup.forcedLanguage, browser: startup.browserLanguages }));
// Icons are bundled SVGs rather than Fluent's CDN icon font.
registerAppIcons();

const identity = createFirebaseIdentity(webConfig);
const store = createAppStore(
  {
    ports: {
      identity,
      api: createHttpApi(webConfig.apiBaseUrl, identity),
      mailHost: createMailHost((message) => console.info(`[plume] ${message}`)),
      threadSource: createThreadSource(webConfig),
      frames: browserFrames,
      chatStore: createLocalChatStore(window.localStorage, consoleLogger),
      clipboard: createClipboard(),
      locale: {
        apply: async (language) => {
          await i18n.changeLanguage(language);
          document.documentElement.lang = language;
        },
      },
      logger: consoleLogger,
    },
    config: webConfig,
    startup,
  },
  { ui: { ...initialUiState, mode: screenModeFrom(startup.mode) } },
);
document.documentElement.lang = i18n.language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
