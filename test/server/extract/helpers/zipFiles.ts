import JSZip from 'jszip';

/** A minimal Word package: content types, and a document part with these paragraphs. */
export async function docxWith(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * The same ZIP with every entry claiming `size` bytes once inflated, in the local headers and the central
 * directory: what a "zip bomb" announces (or hides) about itself.
 */
export function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const patched = Buffer.from(zip);
  for (let offset = 0; offset + 4 <= patched.length; offset++) {
    const signature = patched.readUInt32LE(offset);
    if (signature === 0x04034b50) patched.writeUInt32LE(size, offset + 22);
    if (signature === 0x02014b50) patched.writeUInt32LE(size, offset + 24);
  }
  return patched;
}

const slideXml = (paragraphs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${paragraphs
    .map((text) => `<a:p><a:r><a:t>${text}</a:t></a:r></a:p>`)
    .join('')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;

/**
 * A minimal PowerPoint package whose slide list shows the slide files in `order` (indexes into `slides`),
 * so the presentation order differs from the file names; slide i may have speaker notes.
 */
export async function pptxWith(
  slides: string[][],
  order: number[],
  notes: Record<number, string> = {},
): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
  zip.file(
    'ppt/presentation.xml',
    `<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><p:sldIdLst>${order
      .map((index, position) => `<p:sldId id="${256 + position}" r:id="rId${index + 1}"/>`)
      .join('')}</p:sldIdLst></p:presentation>`,
  );
  zip.file(
    'ppt/_rels/presentation.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${slides
      .map((_, index) => rel(`rId${index + 1}`, 'slide', `slides/slide${index + 1}.xml`))
      .join('')}</Relationships>`,
  );
  slides.forEach((paragraphs, index) => {
    zip.file(`ppt/slides/slide${index + 1}.xml`, slideXml(paragraphs));
    const note = notes[index];
    if (note !== undefined) {
      zip.file(
        `ppt/slides/_rels/slide${index + 1}.xml.rels`,
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('rId9', 'notesSlide', `../notesSlides/notesSlide${index + 1}.xml`)}</Relationships>`,
      );
      zip.file(`ppt/notesSlides/notesSlide${index + 1}.xml`, slideXml([note]));
    }
  });
  return zip.generateAsync({ type: 'nodebuffer' });
}
