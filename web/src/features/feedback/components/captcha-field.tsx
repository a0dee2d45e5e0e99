import { lazy, Suspense } from 'react';
import { useCaptchaConfig } from '../queries/use-captcha-config';
import type { CaptchaProps } from './captcha-props';
import { RecaptchaCaptcha } from './recaptcha-captcha';

// The widget's code is only fetched when the form is on screen.
const AltchaCaptcha = lazy(() => import('./altcha-captcha').then((m) => ({ default: m.AltchaCaptcha })));

/** The captcha the server asks for; remount it (change its key) to reset it. */
export function CaptchaField({ onTokenChange }: CaptchaProps) {
  const config = useCaptchaConfig();
  if (!config) return null;
  if (config.provider === 'recaptcha' && config.siteKey) {
    return <RecaptchaCaptcha siteKey={config.siteKey} onTokenChange={onTokenChange} />;
  }
  return (
    <Suspense fallback={null}>
      <AltchaCaptcha onTokenChange={onTokenChange} />
    </Suspense>
  );
}
