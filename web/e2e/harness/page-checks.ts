import type { Page } from 'playwright-core';
import { axeFindings } from './axe-in-page';

/** What a page breaks for a keyboard, screen-reader or phone user; empty when it breaks nothing. */
export interface PageProblems {
  page: string;
  problems: string[];
}

interface Heading {
  level: number;
  text: string;
}

interface Outline {
  headings: Heading[];
  mains: number;
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements that reach past the window's right edge, to name the culprit. */
  overflowing: string[];
}

/**
 * The visible headings in document order (not those of a document being edited: they are its
 * content, not the page's outline), the main landmarks and the page's width against the window's.
 */
function outlineOf(page: Page): Promise<Outline> {
  // Reached through the root element: the node-side typecheck has the element types, not the DOM's globals.
  return page.locator('html').evaluate((root) => {
    const pageDocument = root.ownerDocument;
    const headings = [...pageDocument.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(
      (heading) =>
        heading.getClientRects().length > 0 &&
        heading.closest('[aria-hidden="true"], [contenteditable="true"]') === null,
    );
    return {
      headings: headings.map((heading) => ({
        level: Number(heading.tagName.slice(1)),
        text: (heading.textContent ?? '').trim().slice(0, 40),
      })),
      mains: pageDocument.querySelectorAll('main').length,
      scrollWidth: pageDocument.scrollingElement?.scrollWidth ?? 0,
      innerWidth: pageDocument.defaultView?.innerWidth ?? 0,
      overflowing: [...pageDocument.body.querySelectorAll('*')]
        .filter((element) => {
          const width = pageDocument.documentElement.clientWidth;
          const past = (candidate: typeof element | null) =>
            candidate !== null && candidate.getBoundingClientRect().right > width + 1;
          // The outermost element past the edge: the one that pushes the page wider.
          return past(element) && !past(element.parentElement);
        })
        .slice(0, 3)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`),
    };
  });
}

/** A level deeper than the one before it by more than one (an h2 followed by an h4) skips a level. */
export function skippedHeadingLevels(headings: readonly Heading[]): string[] {
  const skips: string[] = [];
  headings.forEach(({ level, text }, index) => {
    const previous = index === 0 ? 0 : (headings[index - 1] as Heading).level;
    if (level > previous + 1) {
      skips.push(`h${level} "${text}" after ${previous === 0 ? 'the start' : `an h${previous}`}`);
    }
  });
  return skips;
}

/**
 * The first Tab from the top of a freshly loaded page must reach "Skip to main content", and
 * following it must put the focus on the page's content.
 */
async function skipLinkProblems(page: Page): Promise<string[]> {
  // Focusing the body moves the browser's starting point of Tab back to the top of the page.
  await page.locator('body').evaluate((body) => {
    body.tabIndex = -1;
    body.focus();
    body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  const first = await page
    .locator('html')
    .evaluate((root) => root.ownerDocument.activeElement?.textContent?.trim() ?? '');
  if (first !== 'Skip to main content') return [`the first Tab reaches "${first.slice(0, 40)}", not the skip link`];
  await page.keyboard.press('Enter');
  const landed = await page.locator('html').evaluate((root) => root.ownerDocument.activeElement?.id ?? '');
  return landed === 'main-content' ? [] : [`the skip link moves the focus to "${landed}", not the content`];
}

/** Every check of a loaded page: axe's serious and critical findings, headings, landmarks, skip link, width. */
export async function problemsOf(
  page: Page,
  name: string,
  options: { skipLink?: boolean } = {},
): Promise<PageProblems> {
  const problems: string[] = [];
  for (const finding of await axeFindings(page)) {
    if (finding.impact === 'serious' || finding.impact === 'critical') {
      problems.push(`axe ${finding.impact} ${finding.id}: ${finding.html.slice(0, 160)}`);
    }
  }
  const outline = await outlineOf(page);
  const h1s = outline.headings.filter(({ level }) => level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 headings`);
  problems.push(...skippedHeadingLevels(outline.headings).map((skip) => `heading order: ${skip}`));
  if (outline.mains !== 1) problems.push(`${outline.mains} main landmarks`);
  if (outline.scrollWidth > outline.innerWidth) {
    problems.push(
      `scrolls sideways: ${outline.scrollWidth} px wide in a ${outline.innerWidth} px window, past its edge: ${outline.overflowing.join(' ')}`,
    );
  }
  if (options.skipLink !== false) problems.push(...(await skipLinkProblems(page)));
  return { page: name, problems };
}
