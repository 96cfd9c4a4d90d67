/** What the page's address and the browser say, read once at start-up. */
export interface StartupEnvironment {
  mode: string | null;
  forcedLanguage: string | null;
  browserLanguages: readonly string[];
}

export function readStartupEnvironment(): StartupEnvironment {
  const params = new URLSearchParams(window.location.search);
  return {
    mode: params.get('mode'),
    forcedLanguage: params.get('lang'),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  };
}
