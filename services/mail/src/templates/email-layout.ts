import { escapeHtml } from '@doclens/api';

/** What a finished email consists of; the sender adds the addresses. */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

/** The parts of an account email, all plain text: the layout escapes them for HTML. */
export interface EmailParts {
  title: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  notes: string[];
  supportEmail: string;
}

const PRODUCT_NAME = 'DocLens';

// Mail clients strip <style> blocks and block remote resources, so every style is inline and the
// fonts are system fonts; tables keep the centred column working in older clients.
const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function renderEmail(parts: EmailParts): Pick<EmailContent, 'html' | 'text'> {
  return { html: renderHtml(parts), text: renderText(parts) };
}

function renderHtml(parts: EmailParts): string {
  const url = escapeHtml(parts.action.url);
  const paragraph = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;
  const note = (text: string) => `<p style="margin:0 0 8px;font-size:14px;color:#52606d;">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f4f5f7;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;font-family:${FONT_STACK};font-size:16px;line-height:1.5;color:#1f2933;">
<tr><td style="padding:32px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2563eb;">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(parts.title)}</h1>
${paragraph(parts.greeting)}
${parts.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;padding:12px 24px;background-color:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px;">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#52606d;">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:#2563eb;word-break:break-all;">${url}</a></p>
${parts.notes.map(note).join('\n')}
</td></tr>
</table>
<p style="margin:16px 0 0;font-family:${FONT_STACK};font-size:12px;color:#7b8794;">${PRODUCT_NAME} &middot; Questions? Write to <a href="mailto:${escapeHtml(parts.supportEmail)}" style="color:#7b8794;">${escapeHtml(parts.supportEmail)}</a></p>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(parts: EmailParts): string {
  return [
    parts.greeting,
    ...parts.paragraphs,
    `${parts.action.label}:\n${parts.action.url}`,
    parts.notes.join('\n'),
    `-- \n${PRODUCT_NAME}\nQuestions? Write to ${parts.supportEmail}`,
  ].join('\n\n');
}
