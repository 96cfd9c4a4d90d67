import type { SagaIterator } from 'redux-saga';
import { call, getContext, put } from 'redux-saga/effects';
import type { HostInfo, Ports } from '../../services/ports';
import type { StartupEnvironment } from '../../services/browserEnvironment';
import { pickLanguage } from '../../i18n/languages';
import { languageActions } from '../language/languageSlice';
import { officeActions } from './officeSlice';

/** Waits for Office.js once at start-up, then applies the Office display language (spec §9). */
export function* officeSaga(): SagaIterator {
  const { mailHost, locale, logger }: Ports = yield getContext('ports');
  const startup: StartupEnvironment = yield getContext('startup');
  let info: HostInfo;
  try {
    info = yield call([mailHost, mailHost.initialize]);
  } catch (error) {
    logger.warn('Office.js initialisation failed', error instanceof Error ? error.message : error);
    yield put(officeActions.initFailed());
    return;
  }
  if (info.kind === 'otherHost') {
    yield put(officeActions.hostRejected());
    return;
  }
  const displayLanguage = info.kind === 'outlook' ? info.displayLanguage : null;
  const theme = info.kind === 'outlook' ? (info.theme ?? null) : null;
  yield put(officeActions.initialized({ host: info.kind, displayLanguage, theme }));
  if (displayLanguage && !startup.forcedLanguage) {
    const language = pickLanguage({ office: displayLanguage, browser: startup.browserLanguages });
    yield call([locale, locale.apply], language);
    yield put(languageActions.interfaceLanguageApplied(language));
  }
}
