import type { ContractFinding } from './key-findings';

/**
 * A right to end the agreement on a notice period the terms name but do not state ("on the Notice
 * Period's written notice", "by giving the Notice Period specified in the Order Form"): its length stands
 * on a cover page or order form, so the finding cannot call it short. It is told as the period it is,
 * with where to check its length.
 */

const EXIT_RULES = new Set(['termination-for-convenience', 'termination']);
// A defined period, every word capitalised, ending in "Period" or "Notice".
const DEFINED_PERIOD = /\bthe\s+((?:\p{Lu}[\p{L}-]*\s+){0,3}(?:Period|Notice))\b/gu;
const NOTICE = /\bnotice\b/iu;
// A length the sentence states itself: "thirty (30) days", "90 days", "three months".
const STATED_LENGTH =
  /\b(?:\d+|\(\d+\)|one|two|three|four|five|six|seven|ten|fourteen|fifteen|twenty|thirty|sixty|ninety)\s*(?:\(\d+\)\s*)?(?:business\s+|calendar\s+)?(?:days?|weeks?|months?|years?)\b/iu;
const SET_IN =
  /\b(?:set\s+(?:out|forth)|stated|specified|identified|shown)\s+(?:in|on)\s+(?:the\s+|an?\s+|any\s+)?((?:applicable\s+)?(?:Order\s+Form|Cover\s+Page|Order|Schedule(?:\s+[A-Z\d]{1,3}\b)?|Statement\s+of\s+Work|SOW|Key\s+Terms))/u;
const SHORT_NOTICE = /,?\s+at\s+short\s+notice\b/gu;

/** The finding on a right to end on a defined notice period, told without calling the period short. */
export function withNoticeByReference(finding: ContractFinding, quoted: string): ContractFinding {
  if (!EXIT_RULES.has(finding.rule.id) || finding.missing || !NOTICE.test(quoted) || STATED_LENGTH.test(quoted)) {
    return finding;
  }
  const term = definedNoticePeriod(quoted);
  if (!term) return finding;
  const where = SET_IN.exec(quoted)?.[1];
  const note = `The notice it needs is the ${term}, whose length is set ${where ? `in the ${where}` : 'outside these terms, such as on a cover page or order form'}: check it there.`;
  const headline = `${finding.headline.replace(SHORT_NOTICE, '')} ${note}`;
  const description = finding.finding.description.replace(finding.headline, headline).replace(SHORT_NOTICE, '');
  return { ...finding, headline, finding: { ...finding.finding, description } };
}

/** The defined period within reach of the word "notice". */
function definedNoticePeriod(text: string): string | undefined {
  for (const period of text.matchAll(DEFINED_PERIOD)) {
    const around = text.slice(Math.max(0, period.index - 60), period.index + period[0].length + 60);
    if (NOTICE.test(around)) return period[1];
  }
  return undefined;
}
