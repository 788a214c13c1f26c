import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

type AxeRun = (context: Document, options?: { runOnly: string[] }) => Promise<{ violations: AxeViolation[] }>;

/**
 * Runs axe-core on the page as it is and returns the serious and critical violations, described; `only` runs just
 * those rules, also ones off by default (WCAG 2.2's `target-size`: targets of at least 24 × 24 px, or spaced).
 */
export async function seriousViolations(page: Page, only?: string[]): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
    const result = await axe.run(document, rules ? { runOnly: rules } : undefined);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
    }));
  }, only);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} – ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}
