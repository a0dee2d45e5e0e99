import type { AppConfig } from '@doclens/config';

export type CaptchaProvider = 'altcha' | 'recaptcha';

/** reCAPTCHA needs both keys (the widget's and the server's); anything less falls back to offline ALTCHA. */
export function captchaProviderOf(captcha: AppConfig['captcha']): CaptchaProvider {
  return captcha.recaptchaSiteKey && captcha.recaptchaSecret ? 'recaptcha' : 'altcha';
}
