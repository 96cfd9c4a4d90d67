import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A document-order XML tree (fast-xml-parser's preserveOrder form: `{ tag: children, ':@': attributes }`),
 * so the tests can check element order as the manifest schema's sequences require.
 */
export type XmlNode = { [tag: string]: unknown; ':@'?: Record<string, string> };

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '' });

/** Throws with the parser's line and message unless the text is well-formed XML. */
export function parseXml(text: string): XmlNode[] {
  const result = XMLValidator.validate(text);
  if (result !== true) throw new Error(`line ${result.err.line}: ${result.err.msg}`);
  return parser.parse(text) as XmlNode[];
}

export const tagOf = (node: XmlNode): string => Object.keys(node).find((key) => key !== ':@') ?? '';
export const attr = (node: XmlNode, name: string): string | undefined => node[':@']?.[name];

/** Element children (text nodes left out). */
export function children(node: XmlNode): XmlNode[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]).filter((child) => tagOf(child) !== '#text') : [];
}

export function textOf(node: XmlNode): string {
  const value = node[tagOf(node)];
  if (!Array.isArray(value)) return '';
  return (value as XmlNode[]).map((child) => String(child['#text'] ?? '')).join('');
}

/** Every descendant element named `tag`, in document order. */
export function findAll(nodes: XmlNode[], tag: string): XmlNode[] {
  return nodes.flatMap((node) => [...(tagOf(node) === tag ? [node] : []), ...findAll(children(node), tag)]);
}

export function only(nodes: XmlNode[], tag: string): XmlNode {
  const found = findAll(nodes, tag);
  if (found.length !== 1) throw new Error(`expected one <${tag}>, found ${found.length}`);
  return found[0]!;
}

/** The direct child named `tag` (the first one). */
export function child(node: XmlNode, tag: string): XmlNode {
  const found = children(node).find((candidate) => tagOf(candidate) === tag);
  if (!found) throw new Error(`<${tagOf(node)}> has no <${tag}>`);
  return found;
}
