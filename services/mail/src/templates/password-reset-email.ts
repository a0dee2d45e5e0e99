import { type EmailContent, renderEmail } from './email-layout';
import { greetingFor } from './greeting';
import { pluralize } from './pluralize';

export interface PasswordResetEmailInput {
  name: string;
  link: string;
  expiresInMinutes: number;
  supportEmail: string;
}

/** The web app's auth page in its "choose a new password" mode. */
export function passwordResetLink(appUrl: string, token: string): string {
  return `${appUrl}/auth?mode=reset&token=${encodeURIComponent(token)}`;
}

export function passwordResetEmail(input: PasswordResetEmailInput): EmailContent {
  return {
    subject: 'Reset your DocLens password',
    ...renderEmail({
      title: 'Reset your password',
      greeting: greetingFor(input.name),
      paragraphs: [
        'We received a request to reset the password of your DocLens account. Click the button below to choose a new password.',
      ],
      action: { label: 'Reset password', url: input.link },
      notes: [
        `This link expires in ${pluralize(input.expiresInMinutes, 'minute')} and works only once.`,
        "If you didn't ask to reset your password, ignore this email: your password stays the same.",
      ],
      supportEmail: input.supportEmail,
    }),
  };
}
