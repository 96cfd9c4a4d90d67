import type JSZip from 'jszip';
import { NOTES_LABEL, SLIDE_LABEL } from '../../shared/extractedTextLabels.js';
import type { TextBudget } from '../textBudget.js';

/**
 * PowerPoint text from the package parts (opened with jszip): each slide's paragraphs in slide order
 * (the order of the presentation's slide list, not of the file names), then its speaker notes. DrawingML
 * keeps every run of text in <a:t> inside <a:p> paragraphs, tables and grouped shapes included, so the
 * paragraphs are read in document order without interpreting the layout.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? match;
  });
}

/** Paragraph texts of a DrawingML part; slide-number placeholders (notes pages carry one) left out. */
export function paragraphs(xml: string): string[] {
  const withoutNumbers = xml.replace(
    /<p:sp>(?:(?!<\/p:sp>)[\s\S])*?<p:ph [^>]*type="sldNum"[\s\S]*?<\/p:sp>/g,
    '',
  );
  const result: string[] = [];
  for (const [paragraph] of withoutNumbers.matchAll(/<a:p>[\s\S]*?<\/a:p>|<a:p [\s\S]*?<\/a:p>/g)) {
    const text = [
      ...paragraph.matchAll(
        /<a:t>([\s\S]*?)<\/a:t>|<a:t [^>]*>([\s\S]*?)<\/a:t>|<a:br\b[^>]*\/>|<a:tab\b[^>]*\/>/g,
      ),
    ]
      .map(([whole, plain, attributed]) =>
        whole.startsWith('<a:br')
          ? '\n'
          : whole.startsWith('<a:tab')
            ? '\t'
            : decodeXml(plain ?? attributed ?? ''),
      )
      .join('')
      .trim();
    if (text !== '') result.push(text);
  }
  return result;
}

/** Descriptions (alternative text) of the pictures of a slide: often the only words an image carries. */
function pictureDescriptions(xml: string): string[] {
  return [...xml.matchAll(/<p:pic>[\s\S]*?<p:cNvPr\b[^>]*\bdescr="([^"]+)"/g)].map(
    ([, description]) => `[${decodeXml(description ?? '').trim()}]`,
  );
}

const cachedValues = (xml: string) =>
  [...xml.matchAll(/<c:v>([\s\S]*?)<\/c:v>/g)].map(([, value]) => decodeXml(value ?? ''));

/**
 * A chart's data from the values it caches: one line per series, "name: category value, …". The chart
 * is what a slide says with it; its figures matter to a summary.
 */
export function chartLines(xml: string): string[] {
  return [...xml.matchAll(/<c:ser>[\s\S]*?<\/c:ser>/g)].map(([series]) => {
    const name = cachedValues(/<c:tx>[\s\S]*?<\/c:tx>/.exec(series)?.[0] ?? '').join(' ');
    const categories = cachedValues(/<c:cat>[\s\S]*?<\/c:cat>/.exec(series)?.[0] ?? '');
    const values = cachedValues(/<c:val>[\s\S]*?<\/c:val>/.exec(series)?.[0] ?? '');
    const points = values.map((value, index) => `${categories[index] ?? index + 1} ${value}`);
    return `${name === '' ? 'Series' : name}: ${points.join(', ')}`;
  });
}

/** Targets of a part's relationships of one type, by relationship id. */
function relationships(xml: string, type: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [element] of xml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(element)?.[1];
    const target = /\bTarget="([^"]+)"/.exec(element)?.[1];
    const kind = /\bType="([^"]+)"/.exec(element)?.[1];
    if (id !== undefined && target !== undefined && kind?.endsWith(`/${type}`)) targets.set(id, target);
  }
  return targets;
}

/** A relationship target ("slides/slide1.xml", "../notesSlides/notesSlide1.xml") as a path in the package. */
function resolvePath(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const relsPathOf = (part: string) => {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash)}/_rels/${part.slice(slash + 1)}.rels`;
};

const readPart = async (zip: JSZip, path: string) => (await zip.file(path)?.async('string')) ?? '';

/** Slide parts in presentation order. */
async function slidePaths(zip: JSZip): Promise<string[]> {
  const presentation = await readPart(zip, 'ppt/presentation.xml');
  const targets = relationships(await readPart(zip, relsPathOf('ppt/presentation.xml')), 'slide');
  const ordered = [...presentation.matchAll(/<p:sldId\b[^>]*\br:id="([^"]+)"/g)]
    .map(([, id]) => targets.get(id ?? ''))
    .filter((target): target is string => target !== undefined)
    .map((target) => resolvePath('ppt/presentation.xml', target));
  return ordered.filter((path) => zip.file(path) !== null);
}

export async function extractPptx(zip: JSZip, budget: TextBudget): Promise<{ read: number; total: number }> {
  const slides = await slidePaths(zip);
  let read = 0;
  for (const [index, path] of slides.entries()) {
    if (budget.full) break;
    read = index + 1;
    const xml = await readPart(zip, path);
    const rels = await readPart(zip, relsPathOf(path));
    const lines = [`${SLIDE_LABEL}${index + 1}`, ...paragraphs(xml), ...pictureDescriptions(xml)];
    for (const target of relationships(rels, 'chart').values()) {
      lines.push(...chartLines(await readPart(zip, resolvePath(path, target))));
    }
    const notesTarget = [...relationships(rels, 'notesSlide').values()][0];
    if (notesTarget !== undefined) {
      const notes = paragraphs(await readPart(zip, resolvePath(path, notesTarget)));
      if (notes.length > 0) lines.push(`${NOTES_LABEL}${notes.join('\n')}`);
    }
    budget.add(`${lines.join('\n')}\n\n`);
  }
  return { read, total: slides.length };
}
