import type { ContractSide } from './contract-roles';

/**
 * "Acme cannot guarantee that what you share with other members will be kept confidential": the sentence names
 * secrecy only to say that its subject does not promise it. Whoever else it says keeps the secret (members among
 * themselves), the party speaking gives no duty of confidence, and the reader's information is not protected by it.
 */

// A denial of a promise ("cannot guarantee", "does not ensure", "makes no promise", "is not responsible for
// ensuring") followed, in the same clause, by what is not promised: that something is kept secret or confidential.
const SECRECY_NOT_PROMISED =
  /\b(?:cannot|can\s+not|can['’]t|does\s+not|do\s+not|will\s+not|is\s+(?:not\s+able|unable)\s+to|are\s+(?:not\s+able|unable)\s+to|makes?\s+no|gives?\s+no|(?:is|are)\s+not\s+responsible\s+for)\s+(?:\w+\s+){0,2}?(?:guarantee|ensur|promis|warrant|assur)\w*\b[^.;]{0,160}?\b(?:confidential(?:ity)?|secret|private|in\s+confidence)\b/iu;

/** Whether the sentence says its subject does not promise that something will be kept secret. */
export function secrecyDisclaimed(sentence: string): boolean {
  return SECRECY_NOT_PROMISED.test(sentence.replace(/\s+/gu, ' '));
}

/** What such a sentence means, told to the reader's side. */
export const SECRECY_DISCLAIMED: {
  meaning: string;
  impact: Record<ContractSide, string>;
  change: Record<ContractSide, string>;
} = {
  meaning: 'This says that confidentiality is not guaranteed: the party speaking makes no promise to keep it.',
  impact: {
    provider: 'Your side does not promise that what is shared will stay secret.',
    recipient:
      'The other side does not promise to keep what you share secret: it says it cannot guarantee that your information will be kept confidential, so anything you share may be disclosed.',
  },
  change: {
    provider: 'No change needed: it gives no promise of secrecy.',
    recipient:
      'No change needed in the wording, but share only what you could accept being disclosed: the other side does not promise to keep it secret.',
  },
};
