/** How people reach support; shown in the footer, the legal pages and the feedback form. */
export const SUPPORT_EMAIL = 'support@doclens.app';
export const SUPPORT_HOURS = '7 days a week, 9AM to 5PM GMT';
export const PRODUCT_NAME = 'DocLens';
