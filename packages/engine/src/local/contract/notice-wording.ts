import { durationDays, durationLabel } from './durations';
import type { NoticeTerms } from './notice-terms';

/**
 * The rules' general words for how fast an end at will comes ("can stop at short notice"). A rule's line is
 * composed with the notice its quoted sentence sets (`notice-terms.ts`), since a right to end the agreement
 * "without notice", "at any time" or on ninety days' notice is not one to end it "at short notice".
 */
export const GENERAL_NOTICE = 'at short notice';

/** A rule's general words for how an end at will is made ("may end it … just by giving notice"). */
export const BY_NOTICE = 'just by giving notice';

// A month's notice or less is short; a longer one is told as its length, not as short.
const SHORT_NOTICE_DAYS = 31;

/** How soon the act comes, in the words a finding tells it with. */
export function howSoon(terms: NoticeTerms): string {
  switch (terms.kind) {
    case 'none':
      return 'without notice';
    case 'at-will':
      return 'at any time';
    case 'unstated':
      return 'on the notice it states';
    case 'period':
      return durationDays(terms.period) <= SHORT_NOTICE_DAYS ? GENERAL_NOTICE : noticeOfLength(terms.period);
    case 'unsaid':
      return GENERAL_NOTICE;
  }
}

/** "on 90 days’ notice", "on 1 year’s notice". */
function noticeOfLength(period: Parameters<typeof durationLabel>[0]): string {
  const length = durationLabel(period);
  return `on ${length}${length.endsWith('s') ? '’' : '’s'} notice`;
}

/** How the act is made, where the sentence says: "without notice", "on 90 days’ notice", "at any time". */
function howMade(terms: NoticeTerms): string {
  switch (terms.kind) {
    case 'none':
      return 'without giving notice';
    case 'at-will':
      return 'at any time';
    case 'period':
      return noticeOfLength(terms.period);
    default:
      return BY_NOTICE;
  }
}

/** A rule's line, told with the notice the quoted sentence sets where it speaks of how soon an end comes. */
export function toldWithNotice(line: string, terms: NoticeTerms | undefined): string {
  return terms === undefined
    ? line
    : line.replaceAll(GENERAL_NOTICE, howSoon(terms)).replaceAll(BY_NOTICE, howMade(terms));
}
