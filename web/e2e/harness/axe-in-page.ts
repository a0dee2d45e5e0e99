import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string | null;
  html: string;
}

interface AxeResults {
  violations: { id: string; impact: string | null; nodes: { html: string }[] }[];
}

/** The accessibility rules axe finds broken on the page as the browser lays it out, one per rule. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the browser's devtools protocol: the product's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (globalThis as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run(),
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    html: violation.nodes[0]?.html ?? '',
  }));
}
