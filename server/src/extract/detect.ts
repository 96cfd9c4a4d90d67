import { fileTypeFromBuffer } from 'file-type';
import type JSZip from 'jszip';
import { compoundKind } from './cfb.js';
import { decodeText, declaredCharset, looksLikeText } from './charset.js';
import { ExtractionError } from './errors.js';
import { textFormat } from './sniffText.js';
import type { FileMeta, Format } from './types.js';
import { officeFormat, openZip } from './zip.js';

/** A detected format, with the ZIP already opened when it is one (its extractor reuses it). */
export interface Detection {
  format: Format;
  zip?: JSZip;
  /** The decoded text, for the text formats. */
  text?: string;
}

/** ZIP containers file-type names; which Office document one holds is read from its entries. */
const ZIP_SIGNATURES = new Set([
  'zip',
  'docx',
  'docm',
  'dotx',
  'dotm',
  'xlsx',
  'xlsm',
  'xltx',
  'xltm',
  'pptx',
  'pptm',
  'potx',
  'potm',
  'ppsx',
  'ppsm',
]);

/** Binary formats file-type recognises by magic bytes that are text we read. */
const TEXT_SIGNATURES = new Set(['xml', 'ics']);

/**
 * The real format of a file, from its content: magic bytes (file-type), then the entries of a ZIP or
 * compound file, then, for text, its first lines. The declared type and the name only settle what content
 * cannot (a CSV is also plain text). Throws ExtractionError for anything we do not read.
 */
export async function detectFormat(bytes: Uint8Array, meta: FileMeta): Promise<Detection> {
  if (bytes.length === 0) throw new ExtractionError('empty');
  const signature = await fileTypeFromBuffer(bytes);
  if (signature !== undefined && !TEXT_SIGNATURES.has(signature.ext)) {
    if (signature.ext === 'pdf') return { format: 'pdf' };
    if (signature.mime === 'application/x-cfb') return compound(bytes);
    if (ZIP_SIGNATURES.has(signature.ext)) {
      const zip = await openZip(bytes);
      const format = officeFormat(zip);
      if (format === undefined) throw new ExtractionError('unsupported');
      return { format, zip };
    }
    // Images, archives, audio, OpenDocument, legacy formats with their own signature…
    throw new ExtractionError('unsupported');
  }
  if (!looksLikeText(bytes)) throw new ExtractionError('unsupported');
  const text = decodeText(bytes, declaredCharset(meta.fileType));
  return { format: textFormat(text, meta.fileName, meta.fileType), text };
}

function compound(bytes: Uint8Array): Detection {
  let kind;
  try {
    kind = compoundKind(bytes);
  } catch {
    throw new ExtractionError('corrupt');
  }
  if (kind === 'encrypted') throw new ExtractionError('encrypted');
  if (kind === 'other') throw new ExtractionError('unsupported');
  return { format: 'msg' };
}
