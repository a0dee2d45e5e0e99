import { vi } from 'vitest';

/**
 * jsdom evaluates no media queries: this answers `(min-width: Npx)` and `(max-width: Npx)` for a
 * screen `width` pixels wide, so a test can render the phone or the desktop layout.
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)].every(([, bound, value]) =>
      bound === 'min' ? width >= Number(value) : width <= Number(value),
    );
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: matches(query),
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
