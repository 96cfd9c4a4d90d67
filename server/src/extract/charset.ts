/**
 * Bytes to text for the formats that arrive as raw text (plain text, CSV, HTML, iCalendar). Order of
 * trust: a byte-order mark, then a charset the file declares (HTML meta) or the client declared
 * (`text/plain; charset=…`), then valid UTF-8, then Windows-1252, the usual legacy charset of Western
 * mail and a superset of Latin-1, so any byte sequence decodes to something readable.
 */

const BOMS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

function bomEncoding(bytes: Uint8Array): string | undefined {
  return BOMS.find(({ bytes: bom }) => bom.every((byte, index) => bytes[index] === byte))?.encoding;
}

/**
 * UTF-16 without a mark: in Latin-script text every other byte is zero. Checked on a sample; odd
 * positions zero means little-endian.
 */
function utf16Guess(bytes: Uint8Array): string | undefined {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096) & ~1);
  // Too few bytes to tell a pattern from chance.
  if (sample.length < 16) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) evenZeros++;
    if (sample[index + 1] === 0) oddZeros++;
  }
  const pairs = sample.length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

/** The charset parameter of a MIME type ("text/csv; charset=ISO-8859-1"), if any. */
export function declaredCharset(mimeType: string): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(mimeType)?.[1];
}

/** The canonical name of a charset label, or undefined when the runtime does not know it. */
function encodingOf(label: string): string | undefined {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
}

/** The encoding the bytes most likely use (a WHATWG label). */
export function detectEncoding(bytes: Uint8Array, declared?: string): string {
  const bom = bomEncoding(bytes);
  if (bom !== undefined) return bom;
  const utf16 = utf16Guess(bytes);
  if (utf16 !== undefined) return utf16;
  const named = declared === undefined ? undefined : encodingOf(declared);
  // A declared UTF-8 that is not valid UTF-8 is a wrong label; fall through to the checks below.
  if (named !== undefined && named !== 'utf-8') return named;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * Windows-1252 where it differs from Latin-1 (0x80–0x9F). Node 20's TextDecoder decodes "windows-1252"
 * as Latin-1, turning "€" (0x80) or curly quotes into invisible control characters.
 */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Decodes text bytes (the mark, if any, dropped). */
export function decodeText(bytes: Uint8Array, declared?: string): string {
  const encoding = detectEncoding(bytes, declared);
  const text = new TextDecoder(encoding).decode(bytes);
  if (encoding !== 'windows-1252') return text;
  return text.replace(/[\u0080-\u009F]/g, (char) => CP1252[char.charCodeAt(0) - 0x80] ?? char);
}

/**
 * Whether bytes are text rather than an unknown binary format: no NUL bytes (UTF-16 aside) and almost
 * no control characters other than tab, line breaks and form feed, on a sample.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (bomEncoding(bytes) !== undefined) return true;
  const utf16 = utf16Guess(bytes);
  if (utf16 !== undefined) {
    // Zeros in every other byte are also common in binary formats: the decoded text must read as text.
    const sample = new TextDecoder(utf16).decode(bytes.subarray(0, 4096));
    // eslint-disable-next-line no-control-regex -- counting control characters is the point
    const control = sample.match(/[\u0000-\u0008\u000E-\u001F\uFFFD]/g)?.length ?? 0;
    return control <= sample.length * 0.01;
  }
  const sample = bytes.subarray(0, 65_536);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1b) {
      control++;
    }
  }
  return control <= sample.length * 0.01;
}
