/** Spec §9 tones, the order of the dropdowns. */
export const TONES = ['professional', 'friendly', 'formal', 'casual', 'urgent', 'apologetic'] as const;
export type Tone = (typeof TONES)[number];
export const DEFAULT_TONE: Tone = 'professional';

/** Spec §9: requests go in French unless a language setting says otherwise. */
export const DEFAULT_REQUEST_LANGUAGE = 'fr';
