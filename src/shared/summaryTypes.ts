import type { SummaryType as ApiSummaryType } from '../../contract/ai';

/**
 * Spec §9: the summary types the dropdowns offer (the UI's names: concise, detailed, bullet, action),
 * in their order, and the default.
 */
export const SUMMARY_TYPES = ['concise', 'detailed', 'bullet', 'action'] as const;
export type SummaryType = (typeof SUMMARY_TYPES)[number];
export const DEFAULT_SUMMARY_TYPE: SummaryType = 'concise';

/** Spec §9: what each UI type is called in the summary request. */
const API_SUMMARY_TYPES: Record<SummaryType, ApiSummaryType> = {
  concise: 'concise',
  detailed: 'detailed',
  bullet: 'bullet_points',
  action: 'action_items',
};

export const apiSummaryType = (type: SummaryType): ApiSummaryType => API_SUMMARY_TYPES[type];
