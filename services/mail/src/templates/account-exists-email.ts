import { type EmailContent, renderEmail } from './email-layout';
import { greetingFor } from './greeting';

export interface AccountExistsEmailInput {
  name: string;
  signInUrl: string;
  forgotPasswordUrl: string;
  supportEmail: string;
}

export function accountExistsLinks(appUrl: string): { signInUrl: string; forgotPasswordUrl: string } {
  return { signInUrl: `${appUrl}/auth?mode=login`, forgotPasswordUrl: `${appUrl}/auth?mode=forgot` };
}

/** Sent instead of a second account, so registration never tells a stranger who has an account. */
export function accountExistsEmail(input: AccountExistsEmailInput): EmailContent {
  return {
    subject: 'You already have a DocLens account',
    ...renderEmail({
      title: 'You already have an account',
      greeting: greetingFor(input.name),
      paragraphs: [
        'Someone just tried to create a DocLens account with this email address, which already has one.',
        'If it was you, sign in with your password. If you have forgotten it, you can reset it from the sign-in page.',
      ],
      action: { label: 'Sign in to DocLens', url: input.signInUrl },
      notes: [
        `Forgot your password? Reset it here: ${input.forgotPasswordUrl}`,
        "If it wasn't you, you can ignore this email: nothing has changed on your account.",
      ],
      supportEmail: input.supportEmail,
    }),
  };
}
