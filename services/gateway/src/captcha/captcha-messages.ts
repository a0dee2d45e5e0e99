/** The landing page's toast text when the captcha is missing, wrong or already used. */
export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the reCAPTCHA verification.';
