import { useEffect, useRef } from 'react';

export const LEAVE_WARNING = 'You have unsaved changes. Leave without saving?';

/** Marks the history entry pushed to catch the browser's Back while changes are unsaved. */
const GUARD_KEY = 'doclensLeaveGuard';

const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_KEY]);

function pushGuardEntry(): void {
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.pushState({ ...state, [GUARD_KEY]: true }, '', window.location.href);
}

/**
 * Warns before leaving with unsaved changes: closing or reloading the tab (the browser's own
 * prompt), following any link of the app, the site header's included, and the browser's Back.
 * A link's click is caught before React Router's link sees it, and a refused one is cancelled,
 * which the link respects. Back is caught with a copy of the current entry pushed on the first
 * change: Back then lands on the same page, where the user is asked; staying pushes the copy
 * again, leaving goes back once more.
 */
export function useLeaveWarning(unsaved: boolean): void {
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const guarded = useRef(false);

  useEffect(() => {
    if (!unsaved || guarded.current) return;
    pushGuardEntry();
    guarded.current = true;
  }, [unsaved]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsavedRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!unsavedRef.current || event.defaultPrevented || event.button !== 0) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.hasAttribute('download') || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(LEAVE_WARNING)) event.preventDefault();
    };
    const onPopState = () => {
      if (!guarded.current || onGuardEntry()) return;
      guarded.current = false;
      // Saved since the copy was pushed, or the user agrees to leave: go on to where Back leads.
      if (!unsavedRef.current || window.confirm(LEAVE_WARNING)) {
        window.history.back();
        return;
      }
      pushGuardEntry();
      guarded.current = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}
