import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * A minimal PDF 1.4 writer for tests and the extraction bench: pages of Helvetica text (WinAnsi), an
 * optional filler image per page (to reach a realistic file size without more text), and optional
 * standard security (RC4, revision 2) with a user password, so a reader must ask for it. Real readers
 * (pdf.js) open what it writes; it is not a general PDF library.
 */
export interface PdfOptions {
  /** Each page's lines; a line longer than the page is the caller's business. */
  pages: string[][];
  /** Bytes of incompressible image data added to every page (0: none). */
  imageBytesPerPage?: number;
  /** Protect with this user password (the owner password is derived from it). */
  userPassword?: string;
  /** Compress content streams (Flate), as most producers do. */
  compress?: boolean;
}

const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let n = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);

/** PDF 1.7 §7.6.3, algorithms 3 and 4 (revision 2, 40-bit key), with the owner password = user password. */
function standardSecurity(userPassword: string, fileId: Buffer) {
  const permissions = -4;
  const ownerKey = md5(padded(userPassword)).subarray(0, 5);
  const owner = rc4(ownerKey, padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), owner, p, fileId).subarray(0, 5);
  const user = rc4(key, PADDING);
  return { owner, user, permissions };
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function pageContent(lines: string[]): string {
  const body = lines.map((line) => `(${escapeText(line)}) Tj T*`).join('\n');
  return `BT /F1 10 Tf 12 TL 50 780 Td\n${body}\nET\n`;
}

/** Bytes of a PDF file holding `options.pages`. */
export function writePdf(options: PdfOptions): Buffer {
  const { pages, imageBytesPerPage = 0, compress = true } = options;
  const objects: Buffer[] = [];
  const add = (content: Buffer | string) => {
    objects.push(typeof content === 'string' ? Buffer.from(content, 'latin1') : content);
    return objects.length;
  };
  const stream = (dictionary: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);

  const catalog = add('');
  const pagesRoot = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  let seed = 1;
  for (const lines of pages) {
    const raw = Buffer.from(pageContent(lines), 'latin1');
    const content = add(compress ? stream('/Filter /FlateDecode', deflateSync(raw)) : stream('', raw));
    let xobject = '';
    if (imageBytesPerPage > 0) {
      // Noise does not compress, like a photo: the file grows, the text does not.
      const pixels = Buffer.alloc(imageBytesPerPage);
      for (let index = 0; index < pixels.length; index++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        pixels[index] = seed >> 16;
      }
      const side = Math.floor(Math.sqrt(imageBytesPerPage / 3));
      const image = add(
        stream(
          `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8`,
          pixels.subarray(0, side * side * 3),
        ),
      );
      xobject = ` /XObject << /Im1 ${image} 0 R >>`;
    }
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesRoot} 0 R /MediaBox [0 0 595 842] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >>${xobject} >> >>`,
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesRoot} 0 R >>`, 'latin1');
  objects[pagesRoot - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    'latin1',
  );

  const fileId = md5(Buffer.from(`plume-${pages.length}-${imageBytesPerPage}`));
  let encrypt = '';
  if (options.userPassword !== undefined) {
    const { owner, user, permissions } = standardSecurity(options.userPassword, fileId);
    const id = add(
      `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
    );
    encrypt = ` /Encrypt ${id} 0 R`;
  }

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((value) => `${String(value).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R /ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>]${encrypt} >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
