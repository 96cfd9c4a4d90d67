/** Names shared by the prerendered first screen (build), its inline script and main.tsx's take-over. */
export const FIRST_SCREEN_KINDS = ['visitor', 'restoring', 'failed', 'timedOut'] as const;
export type FirstScreenKind = (typeof FIRST_SCREEN_KINDS)[number];

export const FIRST_SCREEN_STYLES_ID = 'first-screen-styles';
export const FIRST_SCREEN_STRINGS_ID = 'first-screen-strings';

export const firstScreenTemplateId = (kind: FirstScreenKind) => `first-screen-${kind}`;

/** The templates' text, in text and in attributes (aria-label…): each string as ⟦its i18n key⟧. */
export const firstScreenMarker = (key: string) => `⟦${key}⟧`;
/** A marker, its key captured (global: for replace and matchAll). */
export const FIRST_SCREEN_MARKER = /⟦([\w.]+)⟧/g;

/** #root's attributes while the prerendered screen is up: its kind, a held submit, the last replayable click. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
export const FIRST_SCREEN_SUBMITTED_ATTRIBUTE = 'data-first-screen-submitted';
export const FIRST_SCREEN_CLICK_ATTRIBUTE = 'data-first-screen-click';
