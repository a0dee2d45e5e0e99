import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { feedbackKeys } from '../../../lib/query-keys';
import { fetchCaptchaConfig } from '../api/feedback-api';

/** The captcha set-up; it does not change while the page is open. */
export function useCaptchaConfig() {
  const query = useQuery({
    queryKey: feedbackKeys.captchaConfig,
    queryFn: fetchCaptchaConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (!query.error) return;
    // Spec part 1 §8: a site-key failure is logged only; the form then asks for verification it cannot get.
    // biome-ignore lint/suspicious/noConsole: the spec's 'logged only' in a browser means the console
    console.warn('Could not load the captcha configuration', query.error);
  }, [query.error]);
  return query.data;
}
