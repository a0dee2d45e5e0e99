import { escapeHtml } from '@doclens/api';
import type { EmailContent } from './email-layout';

export interface FeedbackEmailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

// Matches the account emails' look without their call-to-action layout: support reads this, not a user.
const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** A visitor's message from the feedback form, as support receives it; every visitor field is untrusted. */
export function feedbackEmail(input: FeedbackEmailInput): EmailContent {
  return {
    subject: `[DocLens feedback] ${singleLine(input.subject)}`,
    html: renderHtml(input),
    text: renderText(input),
  };
}

// A header must stay one line whatever the visitor typed.
function singleLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function renderHtml(input: FeedbackEmailInput): string {
  const field = (label: string, value: string) =>
    `<p style="margin:0 0 8px;"><strong>${label}:</strong> ${escapeHtml(value)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>DocLens feedback</title>
</head>
<body style="margin:0;padding:24px;background-color:#f4f5f7;font-family:${FONT_STACK};font-size:16px;line-height:1.5;color:#1f2933;">
<div style="max-width:640px;margin:0 auto;background-color:#ffffff;border-radius:8px;padding:32px;">
<h1 style="margin:0 0 16px;font-size:20px;">New feedback from the DocLens website</h1>
${field('From', `${input.name} <${input.email}>`)}
${field('Subject', singleLine(input.subject))}
<div style="margin:16px 0 0;padding:16px;background-color:#f4f5f7;border-radius:6px;white-space:pre-wrap;">${escapeHtml(input.message)}</div>
<p style="margin:16px 0 0;font-size:14px;color:#52606d;">Reply to this email to answer ${escapeHtml(input.name)} directly.</p>
</div>
</body>
</html>
`;
}

function renderText(input: FeedbackEmailInput): string {
  return [
    'New feedback from the DocLens website',
    `From: ${input.name} <${input.email}>\nSubject: ${singleLine(input.subject)}`,
    input.message,
    `-- \nReply to this email to answer ${input.name} directly.`,
  ].join('\n\n');
}
