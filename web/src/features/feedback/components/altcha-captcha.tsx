import 'altcha';
import { useEffect, useRef } from 'react';
import { ALTCHA_CHALLENGE_URL } from '../api/feedback-api';
import type { CaptchaProps } from './captcha-props';

/**
 * The self-hosted ALTCHA proof of work: challenges come from our gateway, and with the logo and
 * footer hidden the widget links nowhere else (it loads no fonts or analytics of its own).
 */
export function AltchaCaptcha({ onTokenChange }: CaptchaProps) {
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      onTokenChange(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [onTokenChange]);

  return <altcha-widget ref={widget} challengeurl={ALTCHA_CHALLENGE_URL} hidelogo hidefooter />;
}
