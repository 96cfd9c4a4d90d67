import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore, type AppStore } from '../../../../src/app/store';
import type { HostInfo } from '../../../../src/services/ports';
import { createFakeContext } from '../../helpers/fakePorts';
import { waitForState } from '../../helpers/waitForState';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

async function settle(host: HostInfo | Error, forcedLanguage: string | null = null) {
  const fake = createFakeContext({ host, startup: { forcedLanguage, browserLanguages: ['es-ES'] } });
  store = createAppStore(fake.context);
  const state = await waitForState(store, (s) => s.office.status !== 'loading');
  return { state, fake };
}

describe('office saga', () => {
  it('is ready at once in dev mode, without touching the language', async () => {
    const { state, fake } = await settle({ kind: 'dev' });
    expect(state.office).toMatchObject({ status: 'ready', host: 'dev' });
    expect(fake.ports.locale.apply).not.toHaveBeenCalled();
  });

  it('is ready in Outlook and switches to the Office display language by prefix', async () => {
    const { state, fake } = await settle({ kind: 'outlook', displayLanguage: 'fr-CA', theme: null });
    expect(state.office).toMatchObject({ status: 'ready', host: 'outlook', displayLanguage: 'fr-CA' });
    expect(fake.ports.locale.apply).toHaveBeenCalledWith('fr');
  });

  it('falls back to the browser language for an Office language we do not have', async () => {
    const { fake } = await settle({ kind: 'outlook', displayLanguage: 'ko-KR', theme: null });
    expect(fake.ports.locale.apply).toHaveBeenCalledWith('es');
  });

  it('keeps a language forced by ?lang=', async () => {
    const { fake } = await settle({ kind: 'outlook', displayLanguage: 'de-DE', theme: null }, 'en');
    expect(fake.ports.locale.apply).not.toHaveBeenCalled();
  });

  it('keeps the Office theme colours for the views', async () => {
    const theme = {
      bodyBackgroundColor: '#000000',
      bodyForegroundColor: '#ffffff',
      controlBackgroundColor: '#1f1f1f',
      controlForegroundColor: '#ffffff',
    };
    const { state } = await settle({ kind: 'outlook', displayLanguage: 'en-US', theme });
    expect(state.office.theme).toEqual(theme);
  });

  it('rejects another Office host', async () => {
    const { state } = await settle({ kind: 'otherHost', host: 'Excel' });
    expect(state.office).toMatchObject({ status: 'error', error: 'notOutlook' });
  });

  it('reports a failing Office.js', async () => {
    const { state, fake } = await settle(new Error('boom'));
    expect(state.office).toMatchObject({ status: 'error', error: 'initFailed' });
    expect(fake.ports.logger.warn).toHaveBeenCalled();
  });
});
