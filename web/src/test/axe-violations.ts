import axe from 'axe-core';

/**
 * The accessibility rules axe finds broken in `element`, as "rule: first offending markup" lines
 * (an empty list passes). Colour contrast needs real layout and styles, which jsdom has not.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`);
}
