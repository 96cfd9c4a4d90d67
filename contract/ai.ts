/** Spec §9: the six tones, in the order of the tone dropdowns. */
export const TONES = ['professional', 'friendly', 'formal', 'casual', 'urgent', 'apologetic'] as const;
export type Tone = (typeof TONES)[number];
/** Spec §9: the tone selected at first, and the one assumed when a request names none. */
export const DEFAULT_TONE: Tone = 'professional';

/** Spec §3 compose request operations. */
export const COMPOSE_OPERATIONS = ['generate', 'correct', 'reformulate'] as const;
export type ComposeOperation = (typeof COMPOSE_OPERATIONS)[number];

/** Spec §9: the summary types as the summary request names them. */
export const SUMMARY_TYPES = ['concise', 'detailed', 'bullet_points', 'action_items'] as const;
export type SummaryType = (typeof SUMMARY_TYPES)[number];

/** What a stream's done event says it produced. */
export type StreamOperation = 'template' | ComposeOperation | 'summarize';

/** Spec §9: the userId the compose screen sends when nobody's uid is known; it names nobody. */
export const COMPOSE_DEFAULT_USER_ID = 'compose-user';
