/** Names shared by the prerendered first screen (build), its inline script and main.tsx's take-over. */
export const FIRST_SCREEN_KINDS = ['visitor', 'restoring', 'failed', 'timedOut'] as const;
export type FirstScreenKind = (typeof FIRST_SCREEN_KINDS)[number];

export const FIRST_SCREEN_STYLES_ID = 'first-screen-styles';
export const FIRST_SCREEN_STRINGS_ID = 'first-screen-strings';

export const firstScreenTemplateId = (kind: FirstScreenKind) => `first-screen-${kind}`;
