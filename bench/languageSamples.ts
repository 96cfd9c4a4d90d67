/**
 * The labelled language set: bench/fixtures/language-labels.jsonl holds ids and labels only; the texts
 * are read here, at run time, from ../shared/realdata (third-party mail that must not be copied into the
 * repository).
 *
 * A label line: { source: 'cases' | 'graph', id, part, lang, note? }.
 *   - source 'cases': id is a case of A-reply-splitting/cases.jsonl; part 'main' is splitBody(input).main
 *     (what the reply answers), part 'history' is splitBody(input).history (the thread fallback).
 *   - source 'graph': id is a file under B-graph-messages/microsoft-graph-docs; part 'body' is the main
 *     part of body.content (HTML made text), part 'subject' the subject.
 *   - lang: one of the ten request languages (contract/language.ts), labelled by reading the text; or
 *     'mixed' (two languages, none dominant), 'other' (a language that is not one of the ten: Latin
 *     placeholder, Polish, Ukrainian…) or 'none' (no prose: a link, a time, an emoji). For those three,
 *     the right answer is "unsure".
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { convert } from 'html-to-text';
import { splitBody } from '../src/features/email/bodySplit';

export const REALDATA = resolve(import.meta.dirname, '../../shared/realdata');
export const LABELS = resolve(import.meta.dirname, 'fixtures/language-labels.jsonl');

export type Label =
  'fr' | 'en' | 'es' | 'de' | 'it' | 'pt' | 'nl' | 'ru' | 'ja' | 'zh' | 'mixed' | 'other' | 'none';

export interface LabelledText {
  id: string;
  part: string;
  lang: Label;
  text: string;
}

interface LabelLine {
  source: 'cases' | 'graph';
  id: string;
  part: 'main' | 'history' | 'body' | 'subject';
  lang: Label;
}

interface SplitCase {
  id: string;
  input: string;
}

interface GraphMessage {
  subject?: string;
  body?: { contentType?: string; content?: string };
}

function readJsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

function graphText(file: string, part: LabelLine['part']): string {
  const json = JSON.parse(
    readFileSync(resolve(REALDATA, 'B-graph-messages/microsoft-graph-docs', file), 'utf8'),
  ) as GraphMessage | { value: GraphMessage[] };
  const message = 'value' in json ? json.value[0] : json;
  if (part === 'subject') return message?.subject ?? '';
  const body = message?.body;
  const text =
    body?.contentType?.toLowerCase() === 'html'
      ? convert(body.content ?? '', { wordwrap: false })
      : (body?.content ?? '');
  return splitBody(text).main;
}

export const WRITTEN = resolve(import.meta.dirname, 'fixtures/language-written.jsonl');

/**
 * A small written set (ours, not realdata): one ordinary message in each of the ten languages, and
 * Ukrainian, Bulgarian, Polish, Latin and a mixed line, for the languages realdata barely has. Reported
 * by the bench next to the realdata figures, not used to pick or tune.
 */
export function loadWrittenTexts(): LabelledText[] {
  return readJsonLines<{ lang: Label; text: string }>(WRITTEN).map(({ lang, text }, index) => ({
    id: `written#${index + 1}`,
    part: 'written',
    lang,
    text,
  }));
}

/** True when ../shared/realdata is there (the tests skip otherwise). */
export const hasRealdata = (): boolean => existsSync(resolve(REALDATA, 'A-reply-splitting/cases.jsonl'));

export function loadLabelledTexts(): LabelledText[] {
  const cases = new Map(
    readJsonLines<SplitCase>(resolve(REALDATA, 'A-reply-splitting/cases.jsonl')).map((c) => [c.id, c.input]),
  );
  return readJsonLines<LabelLine>(LABELS).map(({ source, id, part, lang }) => {
    let text: string;
    if (source === 'graph') text = graphText(id, part);
    else {
      const input = cases.get(id);
      if (input === undefined) throw new Error(`language labels: no case ${id} in cases.jsonl`);
      const split = splitBody(input);
      text = part === 'history' ? split.history : split.main;
    }
    return { id, part, lang, text };
  });
}
