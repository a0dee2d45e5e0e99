import { useEffect, useRef } from 'react';
import { sendDeleteBeacon } from '../api/document-api';

/**
 * Spec part 2 §2: an upload left on the type-selection step without a type is deleted when the
 * page unloads or the tab is hidden (which gives the month's upload back, docs/decisions.md).
 * `keep()` turns this off for the way out that is not abandoning: starting the analysis.
 */
export function useAbandonedUploadCleanup({
  documentId,
  active,
  onAbandoned,
}: {
  documentId: number;
  active: boolean;
  onAbandoned: () => void;
}) {
  const kept = useRef(false);
  const abandoned = useRef(false);
  const onAbandonedRef = useRef(onAbandoned);
  onAbandonedRef.current = onAbandoned;

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
