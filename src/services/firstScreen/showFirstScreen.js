// Inlined into the built index.html right after #root (vite/firstScreenHtml.ts), with the app's entry
// module in data-entry and the modules it imports in data-preload. It puts the prerendered first screen that fits this visitor into #root
// (src/app/firstScreen), deciding as main.tsx will: the interface language as pickLanguage does (?lang=,
// then the browser's languages by prefix, else English), a kept session as mayHaveFirebaseSession does;
// then it starts the app once that screen is painted. Until the app takes over (takeOver.ts), a submitted
// form is held, never sent the browser's way (a GET with the password in the address), and the app
// replays it, as it does the last click on a [data-replay] control; if the app's scripts cannot be fetched, or not within the spec's 120 s, the screen says so
// and offers to retry.
(function () {
  var LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'ru', 'ja', 'zh'];
  var TIMEOUT_MS = 120000;
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  var preloads = ((self && self.getAttribute('data-preload')) || '').split(' ').filter(Boolean);
  var root = document.getElementById('root');

  function match(tag) {
    if (typeof tag !== 'string') return null;
    var prefix = tag.trim().toLowerCase().split(/[-_]/)[0];
    return LANGUAGES.indexOf(prefix) >= 0 ? prefix : null;
  }

  function pickLanguage() {
    var forced = new URLSearchParams(window.location.search).get('lang');
    var browser =
      navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    var candidates = [forced].concat(Array.prototype.slice.call(browser));
    for (var i = 0; i < candidates.length; i++) {
      var language = match(candidates[i]);
      if (language) return language;
    }
    return 'en';
  }

  function maySessionBeKept() {
    try {
      var storage = window.localStorage;
      for (var i = 0; i < storage.length; i++) {
        var key = storage.key(i);
        if (key && key.indexOf('firebase:authUser:') === 0) return true;
      }
      return false;
    } catch {
      return true;
    }
  }

  var language = pickLanguage();
  var strings = null;
  try {
    strings = JSON.parse(document.getElementById('first-screen-strings').textContent)[language];
  } catch {
    strings = null;
  }

  // The templates' text is ⟦key⟧ markers, in text and in attributes (aria-label…).
  function translate(text) {
    return text.replace(/⟦([\w.]+)⟧/g, function (marker, key) {
      return strings[key] || '';
    });
  }
  function translated(fragment) {
    var walker = document.createTreeWalker(fragment, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.data.indexOf('⟦') >= 0) node.data = translate(node.data);
        continue;
      }
      for (var i = 0; i < node.attributes.length; i++) {
        var attribute = node.attributes[i];
        if (attribute.value.indexOf('⟦') >= 0) attribute.value = translate(attribute.value);
      }
    }
    return fragment;
  }
  function show(kind) {
    var template = root && strings && document.getElementById('first-screen-' + kind);
    if (!template) return false;
    root.replaceChildren(translated(template.content.cloneNode(true)));
    root.setAttribute('data-first-screen', kind);
    return true;
  }
  // The app removes data-first-screen when it takes over: from then on the listeners below do nothing.
  function waiting() {
    var kind = root && root.getAttribute('data-first-screen');
    return kind === 'visitor' || kind === 'restoring';
  }
  function fail(kind) {
    if (!waiting() || !show(kind)) return;
    var retry = root.querySelector('button');
    if (retry) {
      retry.addEventListener('click', function () {
        window.location.reload();
      });
    }
  }

  if (show(maySessionBeKept() ? 'restoring' : 'visitor')) {
    document.documentElement.lang = language;
    // A click on a control that the app can replay (data-replay) is kept for it, the last one wins.
    document.addEventListener(
      'click',
      function (event) {
        var control = waiting() && event.target.closest && event.target.closest('[data-replay]');
        if (control && root.contains(control)) {
          root.setAttribute('data-first-screen-click', control.getAttribute('data-replay'));
        }
      },
      true,
    );
    document.addEventListener(
      'submit',
      function (event) {
        if (!waiting() || !root.contains(event.target)) return;
        event.preventDefault();
        root.setAttribute('data-first-screen-submitted', '');
      },
      true,
    );
    // A chunk the entry imports that cannot be fetched fails the entry's script element too.
    window.addEventListener(
      'error',
      function (event) {
        var target = event.target;
        if (target && target.tagName === 'SCRIPT' && target.type === 'module') fail('failed');
      },
      true,
    );
    setTimeout(function () {
      fail('timedOut');
    }, TIMEOUT_MS);
  }

  // The app starts after the next paint (a frame, then a task); a page that gets no frames (hidden)
  // starts it on a timer instead.
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
