import { useEffect, useRef } from 'react';
import { loadRecaptcha } from '../recaptcha-script';
import type { CaptchaProps } from './captcha-props';

/** Google's checkbox, used only when the server is configured with a reCAPTCHA site key. */
export function RecaptchaCaptcha({ siteKey, onTokenChange }: CaptchaProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha()
      .then((api) => {
        if (cancelled || !container.current) return;
        api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onTokenChange(token),
          'expired-callback': () => onTokenChange(null),
        });
      })
      .catch((error: unknown) => {
        // biome-ignore lint/suspicious/noConsole: a captcha that cannot load is logged only, like the site key
        console.warn('Could not load reCAPTCHA', error);
      });
    return () => {
      cancelled = true;
    };
  }, [siteKey, onTokenChange]);

  return <div ref={container} />;
}
