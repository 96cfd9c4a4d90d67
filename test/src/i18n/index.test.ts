import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadCatalog } from '../../../src/i18n';
import en from '../../../src/i18n/locales/en.json';
import fr from '../../../src/i18n/locales/fr.json';

describe('createI18n', () => {
  it('resolves once the catalog of the language (and the English fallback) has loaded', async () => {
    const load = vi.fn(async (language: string) => ({ fr, en })[language as 'fr' | 'en'] ?? {});
    const i18n = await createI18n('fr', load);
    expect(i18n.t('settings.title')).toBe('Paramètres');
    expect(load.mock.calls.map(([language]) => language).sort()).toEqual(['en', 'fr']);
  });

  it('loads another catalog when the language changes', async () => {
    const load = vi.fn(async (language: string) => ({ fr, en })[language as 'fr' | 'en'] ?? {});
    const i18n = await createI18n('en', load);
    expect(i18n.t('settings.title')).toBe('Settings');
    expect(load).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('fr');
    expect(i18n.t('settings.title')).toBe('Paramètres');
  });

  it('loads the real catalogs by language', async () => {
    await expect(loadCatalog('fr')).resolves.toEqual(fr);
    const i18n = await createI18n('fr');
    expect(i18n.t('read.tabs.reply')).toBe('Générer');
  });
});
