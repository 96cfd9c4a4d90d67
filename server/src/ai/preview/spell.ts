import nspell from 'nspell';

export type SpellLanguage = 'fr' | 'en';
export type Speller = ReturnType<typeof nspell>;

interface Dictionary {
  aff: Uint8Array;
  dic: Uint8Array;
}

// Imported by preloadSpellers when a server's preview engine starts (or else on first use): the packages
// read their files at import time, and the French dictionary expands to hundreds of MB of word forms over
// seconds of work, which the first correction would otherwise wait for.
const IMPORTERS: Record<SpellLanguage, () => Promise<{ default: Dictionary }>> = {
  fr: () => import('dictionary-fr'),
  en: () => import('dictionary-en'),
};

/** Work done between two yields to the event loop while a dictionary loads. */
const SLICE_MS = 15;
const LINES_PER_CALL = 200;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds a speller without freezing the server: nspell expands every dictionary line synchronously
 * (seconds for French), so the .dic file is fed in slices with a yield between them, and other requests
 * keep being served meanwhile. Dictionaries with compound rules are fed at once, because nspell rebuilds
 * those rules on each call and would corrupt them (English has some and loads in a fraction of a second).
 */
async function build({ aff, dic }: Dictionary): Promise<Speller> {
  const affix = Buffer.from(aff);
  const speller = nspell(affix);
  if (/^COMPOUNDRULE\s/m.test(affix.toString('utf8'))) {
    speller.dictionary(Buffer.from(dic));
    return speller;
  }
  // The first line of a .dic file is its word count; nspell skips the first line of each call too.
  const lines = Buffer.from(dic).toString('utf8').split('\n').slice(1);
  let sliceStart = Date.now();
  for (let start = 0; start < lines.length; start += LINES_PER_CALL) {
    speller.dictionary(`\n${lines.slice(start, start + LINES_PER_CALL).join('\n')}`);
    if (Date.now() - sliceStart >= SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = Date.now();
    }
  }
  return speller;
}

const cache = new Map<SpellLanguage, Promise<Speller>>();

/** The speller of a language, loaded once per process on first use and shared by all requests. */
export function loadSpeller(language: SpellLanguage): Promise<Speller> {
  let speller = cache.get(language);
  if (speller === undefined) {
    speller = IMPORTERS[language]().then((module) => build(module.default));
    // A failed load is not cached: the next request tries again.
    speller.catch(() => cache.delete(language));
    cache.set(language, speller);
  }
  return speller;
}

/**
 * Starts loading every dictionary in the background, off the request path, and returns at once: a
 * correction that comes before the end waits only for what remains. Each slice yields to the event loop,
 * so the server starts and answers meanwhile. A failed load is retried by the next correction.
 */
export function preloadSpellers(): Promise<void> {
  // English first: it loads at once (compound rules) and is then ready while French goes on in slices.
  const english = loadSpeller('en');
  const french = english.catch(() => undefined).then(() => loadSpeller('fr'));
  return Promise.allSettled([english, french]).then(() => undefined);
}

/** Languages whose dictionary is loaded or loading (tests check what loads when). */
export function loadedSpellers(): SpellLanguage[] {
  return [...cache.keys()];
}
