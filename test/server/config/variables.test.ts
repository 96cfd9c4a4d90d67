import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config/index.js';
import { CONFIG_VARIABLES } from '../../../server/src/config/variables.js';

describe('CONFIG_VARIABLES', () => {
  it('documents each variable once, with a description, and its defaults are valid', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const variable of CONFIG_VARIABLES) expect(variable.description.length).toBeGreaterThan(10);
    // Passing every default explicitly must give the same result as passing nothing.
    const explicit = Object.fromEntries(
      CONFIG_VARIABLES.flatMap((v) => (v.default === undefined ? [] : [[v.name, v.default]])),
    );
    expect(loadConfig(explicit)).toEqual(loadConfig({}));
  });
});
