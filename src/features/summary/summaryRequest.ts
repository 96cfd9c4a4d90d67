import type { SummarizeRequestBody } from '../../../contract/schemas/summarize';
import { apiSummaryType, type SummaryType } from '../../shared/summaryTypes';

/** A file to summarise: the email as text, or an attachment's bytes. */
export interface SummaryFile {
  name: string;
  type: string;
  base64: string;
}

/** Spec §3 summary request; the token travels in the body (the call sends no auth header). */
export function summaryRequest(
  file: SummaryFile,
  {
    authToken,
    userId,
    summaryType,
    language,
  }: { authToken: string; userId: string; summaryType: SummaryType; language: string },
): SummarizeRequestBody {
  return {
    authToken,
    userId,
    file_name: file.name,
    file_type: file.type,
    file_content: file.base64,
    // The interface language unless the user chose another (issue #14: selectSummaryLanguage).
    language,
    summary_type: apiSummaryType(summaryType),
    // Spec §9: never for summaries.
    use_rag: false,
  };
}

/** UTF-8 text as base64; in slices, so a long text does not overflow the argument list. */
export function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}
