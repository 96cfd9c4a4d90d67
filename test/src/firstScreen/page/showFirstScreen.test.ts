import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showFirstScreen } from '../../../../src/firstScreen/page/showFirstScreen';
import { mayHaveFirebaseSession } from '../../../../src/services/firebaseSession';
import { INTERFACE_LANGUAGES, pickLanguage } from '../../../../src/i18n/languages';

const STRINGS = Object.fromEntries(
  INTERFACE_LANGUAGES.map((language) => [
    language,
    { 'auth.fields.email': `email-${language}`, 'loading.retry': `retry-${language}` },
  ]),
);

/** A built page as firstScreenPlugin writes it, then the inline script run on it. */
function loadPage({
  search = '',
  languages = ['fr-FR'],
  storageKeys = [] as string[],
}: { search?: string; languages?: string[]; storageKeys?: string[] } = {}) {
  window.history.replaceState(null, '', `/${search}`);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  localStorage.clear();
  for (const key of storageKeys) localStorage.setItem(key, '{}');
  // Templates and strings in <head> (before Office.js), the root and the inline script in <body>.
  document.head.innerHTML = `
    <template id="first-screen-visitor"><form><label for="e">⟦auth.fields.email⟧</label>
      <input id="e" name="email" aria-label="⟦auth.fields.email⟧"><button type="submit">go</button></form>
      <button data-replay="auth-mode"><span>toggle</span></button></template>
    <template id="first-screen-restoring"><p>restoring</p></template>
    <template id="first-screen-failed"><p>failed</p><button>⟦loading.retry⟧</button></template>
    <template id="first-screen-timedOut"><p>timed out</p><button>⟦loading.retry⟧</button></template>
    <script type="application/json" id="first-screen-strings">${JSON.stringify(STRINGS)}</script>`;
  document.body.innerHTML = '<div id="root"></div>';
  const inline = document.createElement('script');
  inline.setAttribute('data-entry', '/assets/index-1.js');
  inline.setAttribute('data-preload', '/assets/a-1.js /assets/b-1.js');
  document.body.append(inline);
  showFirstScreen(inline);
  return document.getElementById('root')!;
}

const listeners: { target: EventTarget; type: string; listener: EventListener }[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  // The script's listeners stay on document/window: remember them to take them off after each test.
  for (const target of [document, window]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push({ target, type, listener: listener as EventListener });
      add(type, listener, options);
    });
  }
});
afterEach(() => {
  for (const { target, type, listener } of listeners.splice(0)) {
    target.removeEventListener(type, listener, true);
  }
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('showFirstScreen', () => {
  it('shows a visitor the sign-in form in their language, markers translated in text and attributes', () => {
    const root = loadPage({ languages: ['de-CH', 'fr'] });
    expect(root.getAttribute('data-first-screen')).toBe('visitor');
    expect(root.querySelector('label')!.textContent).toBe('email-de');
    expect(root.querySelector('input')!.getAttribute('aria-label')).toBe('email-de');
    expect(root.innerHTML).not.toContain('⟦');
    expect(document.documentElement.lang).toBe('de');
  });

  it('chooses the language exactly as pickLanguage does', () => {
    const tag = fc.oneof(
      fc.constantFrom(...INTERFACE_LANGUAGES, 'pt-BR', 'zh-Hans-CN', 'EN_us', ' fr ', 'xx', 'he-IL', ''),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(
        fc.option(tag, { nil: null }),
        fc.array(tag, { minLength: 1, maxLength: 3 }),
        (forced, browser) => {
          const search = forced === null ? '' : `?lang=${encodeURIComponent(forced)}`;
          loadPage({ search, languages: browser });
          expect(document.documentElement.lang).toBe(pickLanguage({ forced, browser }));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('shows the loading state when a session may be kept, as mayHaveFirebaseSession decides', () => {
    for (const keys of [
      [],
      ['other'],
      ['firebase:authUser:key:[DEFAULT]'],
      ['x', 'firebase:authUser:k:app'],
    ]) {
      const root = loadPage({ storageKeys: keys });
      const kept = mayHaveFirebaseSession(localStorage);
      expect(root.getAttribute('data-first-screen')).toBe(kept ? 'restoring' : 'visitor');
    }
  });

  it('holds a submitted form (nothing goes the browser way) for the app to replay', () => {
    const root = loadPage();
    const event = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(root.hasAttribute('data-first-screen-submitted')).toBe(true);
  });

  it('keeps the last click on a control the app can replay, and no other', () => {
    const root = loadPage();
    root.querySelector('button[type="submit"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(root.hasAttribute('data-first-screen-click')).toBe(false);
    root.querySelector('[data-replay] span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(root.getAttribute('data-first-screen-click')).toBe('auth-mode');
  });

  it('leaves submits alone once the app has taken over', () => {
    const root = loadPage();
    root.removeAttribute('data-first-screen');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('starts the app after the first frame: its modules preloaded, then the entry, once', () => {
    loadPage();
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    vi.advanceTimersByTime(20); // a frame (16 ms), then the task after it
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/a-1.js', '/assets/b-1.js']);
    const entries = document.head.querySelectorAll('script[type="module"]');
    expect([...entries].map((entry) => entry.getAttribute('src'))).toEqual(['/assets/index-1.js']);
    vi.advanceTimersByTime(1000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts the app on a timer when the page gets no frames (hidden)', () => {
    loadPage();
    vi.advanceTimersByTime(250);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('says so when the app cannot be fetched, with a retry that reloads', () => {
    const root = loadPage({ languages: ['it'] });
    vi.advanceTimersByTime(250);
    const entry = document.head.querySelector('script[type="module"]')!;
    entry.dispatchEvent(new Event('error'));
    expect(root.getAttribute('data-first-screen')).toBe('failed');
    expect(root.querySelector('button')!.textContent).toBe('retry-it');
  });

  it('says so when the app has not taken over within 120 s', () => {
    const root = loadPage();
    vi.advanceTimersByTime(119_999);
    expect(root.getAttribute('data-first-screen')).toBe('visitor');
    vi.advanceTimersByTime(1);
    expect(root.getAttribute('data-first-screen')).toBe('timedOut');
  });

  it('does nothing after the app took over', () => {
    const root = loadPage();
    root.removeAttribute('data-first-screen');
    vi.advanceTimersByTime(120_000);
    expect(root.hasAttribute('data-first-screen')).toBe(false);
    expect(root.querySelector('form')).not.toBeNull();
  });

  it('still starts the app when the page has no prerendered screen', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const inline = document.createElement('script');
    inline.setAttribute('data-entry', '/assets/index-2.js');
    document.head.innerHTML = '';
    showFirstScreen(inline);
    vi.advanceTimersByTime(250);
    expect(document.head.querySelector('script[type="module"]')!.getAttribute('src')).toBe(
      '/assets/index-2.js',
    );
    expect(document.getElementById('root')!.hasAttribute('data-first-screen')).toBe(false);
  });
});
