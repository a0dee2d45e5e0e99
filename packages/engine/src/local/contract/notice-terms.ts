import { WHENEVER_IT_LIKES, WITHOUT_NOTICE } from './at-will-wording';
import { type Duration, durationsIn } from './durations';

/**
 * How soon the act a sentence allows (an end, a change) may come, as the sentence itself says it: with no
 * notice at all, on a length of notice it sets, on notice whose length it leaves to another term, or whenever
 * the holder likes with no notice named. Part of the reading of a clause (`clause-reading.ts`).
 */
export type NoticeTerms =
  | { kind: 'none' }
  | { kind: 'period'; period: Duration }
  | { kind: 'unstated' }
  | { kind: 'at-will' }
  /** The sentence speaks of no notice and no freedom to act at will. */
  | { kind: 'unsaid' };

const ANY_NOTICE = /\bnotice\b|\bnotif(?:y|ies|ied|ying|ication)\b/iu;

/** The notice a sentence sets for the act it allows. */
export function noticeTermsOf(sentence: string): NoticeTerms {
  if (WITHOUT_NOTICE.test(sentence)) return { kind: 'none' };
  if (!ANY_NOTICE.test(sentence)) return WHENEVER_IT_LIKES.test(sentence) ? { kind: 'at-will' } : { kind: 'unsaid' };
  const period = noticePeriod(sentence);
  return period ? { kind: 'period', period } : { kind: 'unstated' };
}

/** The length of notice the sentence sets: a length followed closely by "notice" ("thirty (30) days’ prior written notice"). */
function noticePeriod(sentence: string): Duration | undefined {
  return durationsIn(sentence).find((duration) =>
    /^[^.;]{0,30}?\bnotice\b/iu.test(sentence.slice(duration.index + duration.text.length)),
  );
}
