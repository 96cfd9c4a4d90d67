import { CHUNK_TIMEOUT_MS, type ChunkFailure } from '../../lib/loadChunk';
import { pickLanguage } from '../../i18n/languages';
import { readStartupEnvironment } from '../../services/browserEnvironment';
import { mayHaveFirebaseSession, readableLocalStorage } from '../../services/firebaseSession';
import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_CLICK_ATTRIBUTE,
  FIRST_SCREEN_MARKER,
  FIRST_SCREEN_STRINGS_ID,
  FIRST_SCREEN_SUBMITTED_ATTRIBUTE,
  firstScreenTemplateId,
  type FirstScreenKind,
} from '../firstScreenIds';

/**
 * The page's inline script (bundled into the built index.html by src/firstScreen/build/firstScreenPlugin.ts, right after
 * #root; `script` is that script element, with the app's entry module in data-entry and the modules it
 * imports in data-preload). It puts the prerendered first screen that fits this visitor into #root
 * (src/firstScreen/build), deciding with main.tsx's own code: the interface language (pickLanguage over
 * the start-up environment) and a kept session (mayHaveFirebaseSession); then it starts the app once that
 * screen is painted. Until the app takes over (takeOver.ts), a submitted form is held, never sent the
 * browser's way (a GET with the password in the address), and the app replays it, as it does the last
 * click on a [data-replay] control; if the app's scripts cannot be fetched, or not within the spec's
 * 120 s, the screen says so and offers to retry.
 */
export function showFirstScreen(script: Element | null): void {
  const entry = script?.getAttribute('data-entry');
  const preloads = (script?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  const root = document.getElementById('root');
  const startup = readStartupEnvironment();
  const language = pickLanguage({ forced: startup.forcedLanguage, browser: startup.browserLanguages });
  const strings = readStrings(language);

  // The templates' text is markers (firstScreenMarker), in text and in attributes (aria-label…).
  const translate = (text: string) =>
    text.replace(FIRST_SCREEN_MARKER, (_, key: string) => strings?.[key] ?? '');
  function translated(fragment: Node) {
    const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A text node's or an attribute's nodeValue is its text.
      for (const text of node instanceof Text ? [node] : [...(node as Element).attributes]) {
        const value = translate(text.nodeValue ?? '');
        if (value !== text.nodeValue) text.nodeValue = value;
      }
    }
    return fragment;
  }
  function show(kind: FirstScreenKind) {
    const template = document.getElementById(firstScreenTemplateId(kind));
    if (!root || !strings || !(template instanceof HTMLTemplateElement)) return false;
    root.replaceChildren(translated(template.content.cloneNode(true)));
    root.setAttribute(FIRST_SCREEN_ATTRIBUTE, kind);
    return true;
  }
  // The app removes the attribute when it takes over: from then on the listeners below do nothing.
  function waiting() {
    const kind = root?.getAttribute(FIRST_SCREEN_ATTRIBUTE);
    return kind === 'visitor' || kind === 'restoring';
  }
  function fail(kind: ChunkFailure) {
    if (!waiting() || !show(kind)) return;
    root?.querySelector('button')?.addEventListener('click', () => window.location.reload());
  }

  if (root && show(mayHaveFirebaseSession(readableLocalStorage()) ? 'restoring' : 'visitor')) {
    document.documentElement.lang = language;
    // A click on a control that the app can replay (data-replay) is kept for it, the last one wins.
    document.addEventListener(
      'click',
      (event) => {
        const control =
          waiting() && event.target instanceof Element ? event.target.closest('[data-replay]') : null;
        if (control && root.contains(control)) {
          root.setAttribute(FIRST_SCREEN_CLICK_ATTRIBUTE, control.getAttribute('data-replay') ?? '');
        }
      },
      true,
    );
    document.addEventListener(
      'submit',
      (event) => {
        if (!waiting() || !(event.target instanceof Node) || !root.contains(event.target)) return;
        event.preventDefault();
        root.setAttribute(FIRST_SCREEN_SUBMITTED_ATTRIBUTE, '');
      },
      true,
    );
    // A chunk the entry imports that cannot be fetched fails the entry's script element too.
    window.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLScriptElement && event.target.type === 'module') fail('failed');
      },
      true,
    );
    setTimeout(() => fail('timedOut'), CHUNK_TIMEOUT_MS);
  }

  // The app starts after the next paint (a frame, then a task); a page that gets no frames (hidden)
  // starts it on a timer instead.
  let started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
}

/** The prerendered screens' strings in `language` (the page's JSON table), or null without one. */
function readStrings(language: string): Record<string, string> | null {
  try {
    const table = JSON.parse(
      document.getElementById(FIRST_SCREEN_STRINGS_ID)?.textContent ?? 'null',
    ) as Record<string, Record<string, string>> | null;
    return table?.[language] ?? null;
  } catch {
    return null;
  }
}
