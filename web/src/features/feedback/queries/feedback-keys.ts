import { CAPTCHA_CONFIG_URL } from '../api/feedback-api';

/** Query keys of the feedback feature; the first element is the URL fetched. */
export const feedbackKeys = {
  captchaConfig: [CAPTCHA_CONFIG_URL] as const,
};
