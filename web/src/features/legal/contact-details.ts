/** Used where the page was not served by the gateway (the Vite dev server, component tests). */
const DEFAULT_SUPPORT_EMAIL = 'support@doclens.app';

/** The gateway writes this deployment's SUPPORT_EMAIL into the page's `support-email` meta tag. */
function supportEmailOfPage(): string {
  if (typeof document === 'undefined') return DEFAULT_SUPPORT_EMAIL;
  const content = document.querySelector<HTMLMetaElement>('meta[name="support-email"]')?.content.trim();
  return content || DEFAULT_SUPPORT_EMAIL;
}

/** How people reach support; shown in the footer, the legal pages and the feedback form. */
export const SUPPORT_EMAIL = supportEmailOfPage();
export const SUPPORT_HOURS = '7 days a week, 9AM to 5PM GMT';
export const PRODUCT_NAME = 'DocLens';
