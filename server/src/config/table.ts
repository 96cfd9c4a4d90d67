import type { ConfigVariable } from './define.js';
import { CONFIG_VARIABLES } from './variables.js';

/** One row of the configuration table: the variable, its default as the README shows it, its meaning. */
export interface ConfigTableRow {
  variable: string;
  default: string;
  meaning: string;
}

// Markdown: a pipe would end the cell, a line break the row, and <name> would read as an HTML tag.
const cell = (text: string) =>
  text
    .replace(/\|/g, '\\|')
    .replace(/</g, '\\<')
    .replace(/\s*\n\s*/g, ' ');

function row(variable: ConfigVariable): ConfigTableRow {
  return {
    variable: `\`${variable.name}\``,
    default:
      variable.default === undefined || variable.default === '' ? '_(unset)_' : `\`${variable.default}\``,
    meaning: cell(variable.description),
  };
}

/** The rows of the table, in CONFIG_VARIABLES order. */
export function configTableRows(variables: readonly ConfigVariable[] = CONFIG_VARIABLES): ConfigTableRow[] {
  return variables.map(row);
}

/**
 * The configuration table as Markdown, the one place it is written from (`npm run config:table`; the
 * README's "Backend" table is its output, and a test keeps the two equal).
 */
export function renderConfigTable(variables: readonly ConfigVariable[] = CONFIG_VARIABLES): string {
  const lines = ['| variable | default | meaning |', '| --- | --- | --- |'];
  for (const { variable, default: fallback, meaning } of configTableRows(variables)) {
    lines.push(`| ${variable} | ${fallback} | ${meaning} |`);
  }
  return lines.join('\n');
}
