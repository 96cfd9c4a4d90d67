import { decodeText, declaredCharset } from '../charset.js';
import { htmlToText } from '../htmlText.js';

/** The charset an HTML file declares in its first kilobyte (<meta charset> or http-equiv). */
function metaCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
}

/** HTML files with html-to-text, decoded with the charset the file declares, else the one sent with it. */
export function extractHtml(bytes: Uint8Array, fileType: string): string {
  return htmlToText(decodeText(bytes, metaCharset(bytes) ?? declaredCharset(fileType)));
}
