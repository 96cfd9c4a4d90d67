import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** WCAG 2.1 A and AA, plus axe's best practices: what an enterprise accessibility review checks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core in the page (injected from the package: no network) and returns its violations as
 * readable lines, so a failing test names the rule and the elements.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Fluent fades callouts and panels in: mid-animation text is half transparent, which axe would report
  // as low contrast. Check what the user sees once things have settled.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    null,
    { timeout: 5_000 },
  );
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((result) => result.violations),
    TAGS,
  )) as AxeViolation[];
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
