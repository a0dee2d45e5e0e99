import { PLANS } from '@doclens/api';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions people ask before paying; every number comes from PLANS so the answers stay true. */
export const PRICING_FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Can I try DocLens without paying?',
    answer: `Yes. You can upload a document from the home page without an account and see a free preview. A free account gives you ${PLANS.free.monthlyDocuments} upload per month of files up to ${PLANS.free.maxFileSizeMb}MB, with a summary, counts and a risk score overview.`,
  },
  {
    question: 'What counts towards my monthly limit?',
    answer: `Every uploaded document counts as one. On Pro, generated documents count too: ${PLANS.pro.monthlyDocuments} uploads plus generations per calendar month. Enterprise has no monthly limit. Limits reset on the first day of each month (UTC), and a document you delete before choosing an analysis gives its upload back, unless its pages had to be read by OCR (a scan).`,
  },
  {
    question: 'How large can my files be?',
    answer: `PDF files up to ${PLANS.free.maxFileSizeMb}MB on Free, ${PLANS.pro.maxFileSizeMb}MB on Pro and ${PLANS.enterprise.maxFileSizeMb}MB on Enterprise.`,
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from Account Settings whenever you like. Your plan stays active until the end of the period you have paid for and then returns to Free; you can renew before then. Fees already paid are not refunded.',
  },
  {
    question: 'What happens to my documents and data?',
    answer:
      'Your documents are private to your account. They are sent to our AI provider only to analyse them and are never used to train AI models. You can delete any document at any time, and when you delete your account your personal data is deleted or anonymised within 30 days.',
  },
  {
    question: 'Is the analysis legal or professional advice?',
    answer:
      'No. DocLens gives you an informed starting point, but AI output can be wrong or incomplete. For decisions that matter, check with a qualified professional.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Paid plans are billed monthly in advance through our card payment provider and renew automatically. We give at least 30 days notice before any price change.',
  },
];
