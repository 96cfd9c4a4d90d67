/** Spec §9: the summary types the dropdowns offer, in their order, and the default. */
export const SUMMARY_TYPES = ['concise', 'detailed', 'bullet', 'action'] as const;
export type SummaryType = (typeof SUMMARY_TYPES)[number];
export const DEFAULT_SUMMARY_TYPE: SummaryType = 'concise';

/** Spec §9: what each UI type is called in the summary request. */
const API_SUMMARY_TYPES = {
  concise: 'concise',
  detailed: 'detailed',
  bullet: 'bullet_points',
  action: 'action_items',
} as const satisfies Record<SummaryType, string>;
export type ApiSummaryType = (typeof API_SUMMARY_TYPES)[SummaryType];

export const apiSummaryType = (type: SummaryType): ApiSummaryType => API_SUMMARY_TYPES[type];
