import { integer, type ConfigVariable, type Values } from './define.js';

/** The summary endpoint: the largest file it takes and the limits of the text extraction behind it. */
export const SUMMARY_VARIABLES = [
  {
    name: 'SUMMARY_MAX_FILE_MB',
    default: '20',
    description:
      'Largest file the summary endpoint accepts, decoded, in MB (413 beyond); its request body limit follows.',
    schema: integer(1, 100),
  },
  {
    name: 'SUMMARY_MAX_TEXT_CHARS',
    default: '100000',
    description:
      "Most characters of a file's text given to the model (its context); reading stops there, and the summary of a longer document says it covers only its beginning.",
    schema: integer(1000, 10_000_000),
  },
  {
    name: 'SUMMARY_EXTRACT_TIMEOUT_MS',
    default: '20000',
    description: 'Longest the text extraction of one file may take (its worker thread is stopped then).',
    schema: integer(100, 600_000),
  },
  {
    name: 'SUMMARY_EXTRACT_MEMORY_MB',
    default: '512',
    description:
      'Heap limit of each extraction worker thread, in MB: a file needing more is refused, the server is unaffected.',
    schema: integer(16, 16_384),
  },
] as const satisfies readonly ConfigVariable[];

/** Limits of the summary endpoint and of the text extraction behind it. */
export interface SummaryConfig {
  maxFileBytes: number;
  maxTextChars: number;
  extractTimeoutMs: number;
  extractMemoryMb: number;
}

export function summaryConfig(v: Values<typeof SUMMARY_VARIABLES>): SummaryConfig {
  return {
    maxFileBytes: v.SUMMARY_MAX_FILE_MB * 1024 * 1024,
    maxTextChars: v.SUMMARY_MAX_TEXT_CHARS,
    extractTimeoutMs: v.SUMMARY_EXTRACT_TIMEOUT_MS,
    extractMemoryMb: v.SUMMARY_EXTRACT_MEMORY_MB,
  };
}
