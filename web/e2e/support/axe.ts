// axe-core run inside the page, for the suites that check accessibility.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string }[] };

/** Serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through DevTools rather than as an inline <script> (addScriptTag), which the app's
  // Content Security Policy rightly refuses.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((node) => node.html.slice(0, 160)).join(' | ')}`);
}
