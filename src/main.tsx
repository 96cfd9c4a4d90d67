import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Root } from './app/Root';
import { createAppStore } from './app/store';
import { authActions } from './features/auth/authSlice';
import { screenModeFrom, initialShellState } from './features/shell/shellSlice';
import { createI18n } from './i18n';
import { pickLanguage } from './i18n/languages';
import { readStartupEnvironment } from './services/browserEnvironment';
import { webConfig } from './services/config';
import { browserFrames } from './services/browserFrames';
import { createClipboard } from './services/clipboard';
import { consoleLogger } from './services/consoleLogger';
import { createLocalChatStore } from './services/localChatStore';
import { createLocalSettingsStore } from './services/localSettingsStore';
import { createLazyIdentity } from './services/lazyIdentity';
import { mayHaveFirebaseSession, readableLocalStorage } from './services/firebaseSession';
import { createHttpApi } from './services/httpApi';
import { createMailHost } from './services/mailHost';
import { createPopup } from './services/popup';
import { createLazyThreadSource } from './services/thread/lazyThreadSource';
import { finishFirstScreen, takeFirstScreenInput } from './firstScreen/page/takeOver';
import { loadFluentMessageBar } from './ui/DeferredMessageBar';
import { registerAppIcons } from './ui/icons';

// Bootstrap: read the page's environment once, build the ports, start the store, render.
const startup = readStartupEnvironment();
// Started together, not one after the other: Firebase (see createLazyIdentity), the catalog of the
// interface language, and below the store, whose sagas wait for Office.js and restore the session.
let firstScreenPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => (firstScreenPainted = resolve));
const identity = createLazyIdentity(
  () =>
    import('./services/firebaseIdentity').then(({ createFirebaseIdentity }) =>
      createFirebaseIdentity(webConfig),
    ),
  () => !mayHaveFirebaseSession(readableLocalStorage()),
  () => painted,
);
const i18nReady = createI18n(
  pickLanguage({ forced: startup.forcedLanguage, browser: startup.browserLanguages }),
);
// Icons are bundled SVGs rather than Fluent's CDN icon font.
registerAppIcons();

const store = createAppStore(
  {
    ports: {
      identity,
      api: createHttpApi(webConfig.apiBaseUrl, identity),
      mailHost: createMailHost((message) => console.info(`[plume] ${message}`)),
      threadSource: createLazyThreadSource(() =>
        import('./services/thread/compositeThreadSource').then(({ createThreadSource }) =>
          createThreadSource(webConfig),
        ),
      ),
      frames: browserFrames,
      chatStore: createLocalChatStore(window.localStorage, consoleLogger),
      settings: createLocalSettingsStore(window.localStorage, consoleLogger),
      clipboard: createClipboard(),
      popup: createPopup(),
      locale: {
        apply: async (language) => {
          const i18n = await i18nReady;
          await i18n.changeLanguage(language);
          document.documentElement.lang = language;
        },
      },
      logger: consoleLogger,
    },
    config: webConfig,
    startup,
  },
  { shell: { ...initialShellState, mode: screenModeFrom(startup.mode) } },
);
const i18n = await i18nReady;
document.documentElement.lang = i18n.language;

// The built page already shows its first screen, prerendered (src/firstScreen): the app replaces it
// in one task, with what the visitor typed or submitted there carried over.
const container = document.getElementById('root')!;
const root = createRoot(container);
const typed = takeFirstScreenInput(container);
for (const field of ['email', 'password'] as const) {
  if (typed?.[field]) store.dispatch(authActions.fieldChanged({ field, value: typed[field] }));
}
flushSync(() => root.render(<Root store={store} i18n={i18n} />));
finishFirstScreen(container, typed);
if (typed?.submitted) store.dispatch(authActions.loginRequested());

// A visitor's Firebase load waits for this: the frame after the first render, then a task.
void browserFrames.nextFrame().then(() => setTimeout(firstScreenPainted, 0));
// Message bars show only after something happened: their code comes once the first screen is up. A
// preload that fails is no error of its own: a bar shown then falls back to its plain form.
void painted.then(() => loadFluentMessageBar()).catch(() => undefined);
