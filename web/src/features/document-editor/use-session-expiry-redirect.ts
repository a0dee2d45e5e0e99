import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../hooks/use-toast';
import { isSessionExpiry, SESSION_EXPIRED_TOAST, SIGN_IN_REDIRECT_DELAY_MS } from './session-expiry';

/**
 * Returns a handler that, for a 401, says the session expired and goes to /auth a second later;
 * it reports whether it handled the error, so other errors keep their own message.
 */
export function useSessionExpiryRedirect(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (error: unknown) => {
      if (!isSessionExpiry(error)) return false;
      if (timer.current === undefined) {
        toast({ ...SESSION_EXPIRED_TOAST, variant: 'destructive' });
        timer.current = setTimeout(() => navigate('/auth'), SIGN_IN_REDIRECT_DELAY_MS);
      }
      return true;
    },
    [navigate],
  );
}
