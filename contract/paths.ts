/** Spec §7 endpoints, relative to the `/api` base path. */
export const API_PATHS = {
  health: '/health',
  profile: '/user/profile',
  preferences: '/user/preferences',
  templateStream: '/outlook/prompt-stream',
  composeStream: '/compose-stream',
  summarizeStream: '/outlook/summarize-stream',
  refine: '/outlook/prompt/refine',
} as const;
