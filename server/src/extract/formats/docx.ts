import mammoth from 'mammoth';
import { htmlToText } from '../htmlText.js';

// Images are not text: an empty element instead of mammoth's default base64 data URI, which would copy
// every picture of the document into the HTML.
const SKIP_IMAGES = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

/**
 * Word documents with mammoth. Its HTML conversion rather than its raw text: the HTML keeps tables as
 * rows and cells, lists, and the footnotes and endnotes that extractRawText leaves out.
 */
export async function extractDocx(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    // Never read files a document links to (a path on the server).
    { convertImage: SKIP_IMAGES, externalFileAccess: false },
  );
  // Footnote back-links ("↑") are navigation, not text.
  return htmlToText(value).replace(/ ?↑/g, '');
}
