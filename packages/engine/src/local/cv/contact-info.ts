import { matchesOf } from '../../text/pattern-matches';
import type { TextSpan } from '../../text/text-span';

export interface ContactInfo {
  email?: string;
  phone?: string;
  linkedIn?: string;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3,4}[\s.-]?\d{3,4}/u;
const LINKEDIN = /linkedin\.com\/in\/[\w%-]+/iu;
const MIN_PHONE_DIGITS = 9;
const MAX_PHONE_DIGITS = 15;
const UNPROFESSIONAL_EMAIL = /sexy|hot|cute|baby|angel|princess|lover|gangsta|party|420|69|xxx/iu;
const MAX_DIGITS_IN_EMAIL_NAME = 4;

export function findContactInfo(lines: readonly TextSpan[]): ContactInfo {
  const text = lines.map((line) => line.text).join('\n');
  const phone = [...matchesOf(new RegExp(PHONE.source, 'gu'), text)]
    .map((match) => match[0])
    .find((candidate) => {
      const digits = candidate.replace(/\D/gu, '').length;
      return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
    });
  const email = EMAIL.exec(text)?.[0];
  const linkedIn = LINKEDIN.exec(text)?.[0];
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}), ...(linkedIn ? { linkedIn } : {}) };
}

export function isProfessionalEmail(email: string): boolean {
  const name = email.split('@')[0] ?? '';
  const digits = name.replace(/\D/gu, '').length;
  return !UNPROFESSIONAL_EMAIL.test(name) && digits <= MAX_DIGITS_IN_EMAIL_NAME;
}
