/** What every captcha widget reports: the token to send, or null when it is missing or expired. */
export interface CaptchaProps {
  onTokenChange: (token: string | null) => void;
}
