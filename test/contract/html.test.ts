import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../contract/html.js';

const decode = (html: string) =>
  html.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e] ?? '',
  );

describe('escapeHtml', () => {
  it('escapes every character that could open a tag or leave an attribute, reversibly', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(decode(escaped)).toBe(text);
      }),
    );
  });
});
