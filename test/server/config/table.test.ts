import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configTableRows, renderConfigTable } from '../../../server/src/config/table.js';
import { CONFIG_VARIABLES } from '../../../server/src/config/variables.js';

/** The rows of the README's "Backend" table, cells trimmed (Prettier pads them). */
function readmeRows() {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### Backend'), readme.indexOf('## API'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      return { variable: cells[0], default: cells[1], meaning: cells[2] };
    });
}

describe('configuration table', () => {
  it('has one row per variable, in order, with its default', () => {
    const rows = configTableRows();
    expect(rows.map((row) => row.variable)).toEqual(CONFIG_VARIABLES.map((v) => `\`${v.name}\``));
    expect(rows.find((row) => row.variable === '`PORT`')?.default).toBe('`8000`');
    expect(rows.find((row) => row.variable === '`AI_MODEL`')?.default).toBe('_(unset)_');
  });

  it('escapes what Markdown would read as a cell end or a tag', () => {
    const table = renderConfigTable([
      { name: 'X', default: undefined, description: 'a | b <name>\n c', schema: CONFIG_VARIABLES[0].schema },
    ]);
    expect(table.split('\n').at(-1)).toBe('| `X` | _(unset)_ | a \\| b \\<name> c |');
  });

  it('is what the README shows (regenerate it with npm run config:table)', () => {
    expect(readmeRows()).toEqual(configTableRows());
  });
});
