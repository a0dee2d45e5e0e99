import { useEffect, useRef } from 'react';

export const LEAVE_WARNING = 'You have unsaved changes. Leave without saving?';

/**
 * Warns before leaving with unsaved changes: closing or reloading the tab (the browser's own
 * prompt), and following any link of the app, the site header's included. The click is caught
 * before React Router's link sees it, and a refused one is cancelled, which the link respects.
 */
export function useLeaveWarning(unsaved: boolean): void {
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
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
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}
