import { useEffect, useRef } from 'react';
import { abandonUpload, sendDeleteBeacon } from '../api/document-api';

/**
 * Spec part 2 §2: an upload left on the type-selection step without a type is deleted when the
 * page unloads, the tab is hidden, or the user goes elsewhere in the app (a navigation link, the
 * browser's Back), which gives the month's upload back (docs/decisions.md). `keep()` turns this off
 * for the way out that is not abandoning: starting the analysis.
 */
export function useAbandonedUploadCleanup({
  documentId,
  active,
  onAbandoned,
  onLeftInApp,
}: {
  documentId: number;
  active: boolean;
  /** The page is going away (unload, hidden tab): the deletion was sent as a beacon. */
  onAbandoned: () => void;
  /** The user moved to another page of the app and the deletion has been answered. */
  onLeftInApp: () => void;
}) {
  const kept = useRef(false);
  const abandoned = useRef(false);
  const onAbandonedRef = useRef(onAbandoned);
  onAbandonedRef.current = onAbandoned;
  const onLeftInAppRef = useRef(onLeftInApp);
  onLeftInAppRef.current = onLeftInApp;
  const activeRef = useRef(active);
  activeRef.current = active;

  useEffect(() => {
    if (!active) return;
    function abandon() {
      if (kept.current || abandoned.current) return;
      abandoned.current = true;
      sendDeleteBeacon(documentId);
      onAbandonedRef.current();
    }
    function onVisibilityChange() {
      if (document.visibilityState === 'hidden') abandon();
    }
    window.addEventListener('pagehide', abandon);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', abandon);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [active, documentId]);

  // Leaving the step inside the app unmounts it. React's development double mount also runs this
  // cleanup and mounts again at once (refs kept), so the deletion waits a tick and a remount cancels it.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (!activeRef.current || kept.current || abandoned.current) return;
      setTimeout(() => {
        if (mounted.current || kept.current || abandoned.current) return;
        abandoned.current = true;
        // Best effort: the server also removes uploads left without a type (docs/decisions.md).
        void abandonUpload(documentId)
          .catch(() => undefined)
          .then(() => onLeftInAppRef.current());
      }, 0);
    };
  }, [documentId]);

  return {
    keep: () => {
      kept.current = true;
    },
    release: () => {
      kept.current = false;
    },
    /** Marks the upload as already handled (deleted another way), so no beacon follows. */
    markAbandoned: () => {
      abandoned.current = true;
    },
  };
}
