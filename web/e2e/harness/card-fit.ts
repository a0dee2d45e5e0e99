import type { Locator } from 'playwright-core';

/**
 * What spills out of each card: a descendant whose box reaches past the card's edges, or text cut
 * off inside its own box (wider content than the box shows). Empty when every card holds its content.
 */
export async function spillingOutOfCards(cards: Locator): Promise<string[]> {
  const found: string[] = [];
  const all = await cards.all();
  // A check of no card passes whatever the page shows.
  if (all.length === 0) return ['no card to check'];
  for (const card of all) {
    found.push(
      ...(await card.evaluate((box) => {
        const edge = box.getBoundingClientRect();
        const name = (element: typeof box) =>
          `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}"`;
        const label = (box.textContent ?? '').trim().slice(0, 30);
        return [...box.querySelectorAll('*')].flatMap((element) => {
          const inner = element.getBoundingClientRect();
          if (inner.width === 0 && inner.height === 0) return [];
          if (inner.left < edge.left - 1 || inner.right > edge.right + 1) {
            return [`card "${label}": ${name(element)} reaches past its edge`];
          }
          if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
            return [
              `card "${label}": ${name(element)} is cut off (${element.scrollWidth} in ${element.clientWidth} px)`,
            ];
          }
          return [];
        });
      })),
    );
  }
  return found;
}
