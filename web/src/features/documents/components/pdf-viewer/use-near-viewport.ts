import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is near the visible part of its scroll container. Pages render only while
 * near, so a long PDF holds a handful of canvases however far the reader scrolls.
 */
export function useNearViewport(target: RefObject<Element | null>, root: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // Without IntersectionObserver every page counts as near: slower, but nothing is missing.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setNear(entry.isIntersecting);
      },
      // Start a page a screen before it scrolls in, so the reader rarely sees a blank sheet.
      { root: root.current, rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, root]);

  return near;
}
