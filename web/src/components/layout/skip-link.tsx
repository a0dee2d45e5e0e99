import type { MouseEvent } from 'react';

/** The element that holds each page's content; the skip link moves focus there. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first thing the Tab key reaches: keyboard and screen-reader users jump past the site's
 * navigation to the page itself. Hidden until focused. Focus is moved by hand instead of by the
 * fragment, so the address bar keeps the page's URL and the router sees no navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-md focus:ring-2 focus:ring-ring"
    >
      Skip to main content
    </a>
  );
}
