import { fail, pass, type Check } from './types';
import { BULLET, contains, nonEmptyLines, words } from './text';

export const CONCISE_MAX_WORDS = 60;

// An action-items summary may rightly say there is nothing to do.
const NO_ACTION =
  /aucune action|rien à faire|no action|nothing to do|keine (?:aufgabe|aktion|maßnahme)|ninguna acción|nessuna azione|geen actie/iu;

/**
 * Summary shape: concise is at most 60 words; bullet_points is a list (at least two bullet or numbered
 * lines, at most one other line, e.g. a title or a "pages read" note); action_items is a list (or says
 * there is no action) and each `expect.actions` item has its what, and its who and when when given, on
 * one line.
 */
export const summaryShapeCheck: Check = ({ output, case: c }) => {
  if (c.operation !== 'summarize') return null;
  const lines = nonEmptyLines(output);
  const bullets = lines.filter((line) => BULLET.test(line));
  const others = lines.length - bullets.length;
  switch (c.summaryType) {
    case 'concise': {
      const count = words(output).length;
      return count <= CONCISE_MAX_WORDS
        ? pass('summary-shape', `${count} words`)
        : fail('summary-shape', `${count} words, at most ${CONCISE_MAX_WORDS}`);
    }
    case 'bullet_points':
      return bullets.length >= 2 && others <= 1
        ? pass('summary-shape')
        : fail('summary-shape', `not a list (${bullets.length} bullet lines, ${others} other lines)`);
    case 'action_items': {
      const actions = c.expect.actions ?? [];
      if (bullets.length === 0 && !(actions.length === 0 && NO_ACTION.test(output))) {
        return fail('summary-shape', 'no list of actions');
      }
      const missing = actions.filter(
        (action) =>
          !bullets.some(
            (line) =>
              contains(line, action.what) &&
              (action.who === undefined || contains(line, action.who)) &&
              (action.when === undefined || contains(line, action.when)),
          ),
      );
      return missing.length === 0
        ? pass('summary-shape')
        : fail(
            'summary-shape',
            `no item for ${missing.map((action) => [action.what, action.who, action.when].filter(Boolean).join(' / ')).join('; ')}`,
          );
    }
    default:
      return null;
  }
};
