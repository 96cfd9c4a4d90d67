import JSZip from 'jszip';
import { ExtractionError } from './errors.js';

/**
 * ZIP containers. Office Open XML files are ZIPs told apart by the part they are built around; the
 * declared sizes of the entries are checked before anything is inflated, so a small "zip bomb" is refused
 * at once instead of filling the memory (the worker's heap limit stays the last line of defence).
 */

export type OfficeFormat = 'docx' | 'xlsx' | 'pptx';

/** Total inflated size we accept, whatever the declared file size: real documents stay far below. */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

const MAIN_PARTS: [string, OfficeFormat][] = [
  ['word/document.xml', 'docx'],
  ['xl/workbook.xml', 'xlsx'],
  ['ppt/presentation.xml', 'pptx'],
];

/** JSZip keeps each entry's declared size from the central directory; its typings do not show it. */
function declaredSize(entry: JSZip.JSZipObject): number {
  const data = (entry as unknown as { _data?: { uncompressedSize?: unknown } })._data;
  return typeof data?.uncompressedSize === 'number' ? data.uncompressedSize : 0;
}

/** Opens a ZIP, or throws ExtractionError (corrupt, or too large once inflated). */
export async function openZip(bytes: Uint8Array): Promise<JSZip> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new ExtractionError('corrupt');
  }
  let total = 0;
  zip.forEach((_path, entry) => {
    total += declaredSize(entry);
  });
  if (total > MAX_INFLATED_BYTES) throw new ExtractionError('memory');
  return zip;
}

/** Which Office document a ZIP holds, by its entries; undefined for any other ZIP. */
export function officeFormat(zip: JSZip): OfficeFormat | undefined {
  if (zip.file('[Content_Types].xml') === null) return undefined;
  return MAIN_PARTS.find(([part]) => zip.file(part) !== null)?.[1];
}
