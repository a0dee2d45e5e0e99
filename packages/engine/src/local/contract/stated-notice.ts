import { durationDays, durationLabel, durationsIn } from './durations';
import type { ContractFinding } from './key-findings';

/**
 * "At short notice" is the rules' general word for how fast an end at will comes. Said of a sentence that
 * gives no notice at all ("at any time for any reason", "without notice"), or one that sets its own, it is
 * told as the sentence says it.
 */
const AT_SHORT_NOTICE = /\bat\s+short\s+notice\b/gu;
const WITHOUT_NOTICE = /\bwithout\s+(?:any\s+)?(?:prior\s+|advance\s+|further\s+)?(?:written\s+)?notice\b/iu;
// An end the sentence allows whenever the holder likes: with no notice named, it may come at any time.
const AT_WILL = /\bat\s+any\s+time\b|\bat[-\s]will\b|\bfor\s+any\s+(?:or\s+no\s+)?reason\b|\bwithout\s+cause\b/iu;
const ANY_NOTICE = /\bnotice\b|\bnotif(?:y|ies|ied|ying|ication)\b/iu;

/** The line with "at short notice" told as its sentence states the notice. */
export function withNoticeAsStated(line: string, sentence: string): string {
  if (!line.match(AT_SHORT_NOTICE)) return line;
  if (WITHOUT_NOTICE.test(sentence)) return line.replace(AT_SHORT_NOTICE, 'without notice');
  if (!ANY_NOTICE.test(sentence)) return AT_WILL.test(sentence) ? line.replace(AT_SHORT_NOTICE, 'at any time') : line;
  const period = noticePeriod(sentence);
  // A month's notice or less is short; a longer one is told as its length, not as short.
  if (period === undefined) return line.replace(AT_SHORT_NOTICE, 'on the notice it states');
  return durationDays(period) <= SHORT_NOTICE_DAYS
    ? line
    : line.replace(AT_SHORT_NOTICE, `on ${durationLabel(period)}’ notice`.replace(/([^s])’ notice$/u, '$1’s notice'));
}

const SHORT_NOTICE_DAYS = 31;

/** The length of notice the sentence sets: a length followed closely by "notice" ("thirty (30) days’ prior written notice"). */
function noticePeriod(sentence: string) {
  return durationsIn(sentence).find((duration) =>
    /^[^.;]{0,30}?\bnotice\b/iu.test(sentence.slice(duration.index + duration.text.length)),
  );
}

/** A finding's headline and description told as its quoted sentence states the notice. */
export function withNoticeAsQuoted(finding: ContractFinding, sentence: string): ContractFinding {
  const headline = withNoticeAsStated(finding.headline, sentence);
  const description = withNoticeAsStated(finding.finding.description, sentence);
  if (headline === finding.headline && description === finding.finding.description) return finding;
  return { ...finding, headline, finding: { ...finding.finding, description } };
}
