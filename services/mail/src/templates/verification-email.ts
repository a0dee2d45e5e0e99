import { type EmailContent, renderEmail } from './email-layout';
import { greetingFor } from './greeting';
import { pluralize } from './pluralize';

export interface VerificationEmailInput {
  name: string;
  link: string;
  expiresInHours: number;
  supportEmail: string;
}

/** The page of the web app that consumes a verification token. */
export function verificationLink(appUrl: string, token: string): string {
  return `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

export function verificationEmail(input: VerificationEmailInput): EmailContent {
  return {
    subject: 'Verify your email address for DocLens',
    ...renderEmail({
      title: 'Verify your email address',
      greeting: greetingFor(input.name),
      paragraphs: [
        'Thanks for signing up for DocLens. Please confirm that this is your email address by clicking the button below.',
      ],
      action: { label: 'Verify email address', url: input.link },
      notes: [
        `This link expires in ${pluralize(input.expiresInHours, 'hour')}.`,
        "If you didn't create a DocLens account, you can ignore this email.",
      ],
      supportEmail: input.supportEmail,
    }),
  };
}
