import type { Sentence } from '../../text/sentences';
import { type Duration, durationLabel, durationsIn } from './durations';

/** How the agreement renews, and how much notice stops a renewal; each with the sentence stating it. */
export interface RenewalTerms {
  /** "successive 1 year", "1 year", or "perpetual" when it renews without end. */
  term: string;
  sentence: Sentence;
  focus: number;
  /** It renews by itself unless someone acts, rather than when a party chooses to renew. */
  automatic: boolean;
  /** The notice that stops the renewal ("90 days"), when the contract states one. */
  notice?: { period: string; sentence: Sentence; focus: number };
}

// "shall automatically renew", "will be extended for successive", "renewal term of": a renewal, not a new agreement.
const RENEWS =
  /\b(?:automatic\s+(?:[\w()-]+\s+){0,3}(?:renewals?|extensions?)|(?:automatically|auto-?)\s*(?:be\s+)?(?:renew|extend|continue)\w*|(?:renew|extend|continue)(?:s|d|ed)?\s+automatically|(?:renew|extend)(?:s|ed|able)?\s+(?:\w+\s+){0,3}for\s+(?:an?\s+)?(?:\w+\s+)?(?:additional|successive|further|consecutive|subsequent|like)|renewal\s+(?:terms?|periods?)\s+of|successive\s+(?:renewal\s+)?(?:terms?|periods?))\b/iu;
/** A period other than the agreement's own term, named right before it is said to renew or extend. */
const ANOTHER_PERIOD =
  /\b(?!(?:initial|renewal|then[-\s]current|current|original|contract|agreement|extension)\b)[\p{L}-]+\s+(?:period|window)\s+(?:shall|will|is|are|has\s+been|is\s+to)\s+(?:\w+\s+){0,2}$/iu;
/**
 * Renewing by itself: "automatically", "evergreen", or "unless" a party stops it; a renewal the parties or one
 * of them must choose ("may be renewed", "by mutual agreement", "at its option") is not.
 */
const AUTOMATIC =
  /\bautomatic(?:ally)?\b|\bauto-?renew|\bevergreen\b|^(?![\s\S]*\b(?:may\s+(?:\w+\s+)?(?:be\s+)?(?:renew|extend)\w*|mutual(?:ly)?|option|elect\w*)\b)[\s\S]*\bunless\b/iu;
const NOT_RENEWING = /\b(?:shall|will)\s+not\s+(?:be\s+)?(?:automatically\s+)?(?:renew|extend)/iu;
const SUCCESSIVE = /\b(?:successive|consecutive|each\s+(?:such\s+)?(?:subsequent\s+)?(?:renewal|anniversary))\b/iu;
// The notice that prevents the renewal: "unless either party gives ninety (90) days notice", "at least 60 days prior to".
const NOTICE_AROUND =
  /\bnotice\b|\bnotif\w*|\bin\s+writing\b|\bprior\s+to\b|\bbefore\s+(?:the\s+)?(?:end|expiration|expiry)\b/iu;
/** A sentence about stopping a renewal, wherever it stands: "written notice of non-renewal …". */
const ABOUT_NON_RENEWAL =
  /\b(?:non-?renewal|not\s+to\s+(?:renew|extend)|(?:elect\w*|intention|intent|wish\w*|desire\w*)\s+not\s+to\s+(?:renew|extend)|not\s+be\s+(?:renewed|extended))\b/iu;
const NOTICE_WINDOW = 60;
const NEXT_SENTENCES = 2;

/** The renewal the agreement provides for, if any. */
export function renewalTerms(sentences: readonly Sentence[]): RenewalTerms | undefined {
  for (const [position, sentence] of sentences.entries()) {
    const renews = RENEWS.exec(sentence.text);
    if (!renews) continue;
    // "shall not automatically renew" refuses the renewal; "… notice that it will not be renewed" later does not.
    const refusal = NOT_RENEWING.exec(sentence.text);
    if (refusal && refusal.index <= renews.index) continue;
    // "the Standstill Period shall automatically be extended": another period runs on, not the agreement.
    if (ANOTHER_PERIOD.test(sentence.text.slice(0, renews.index))) continue;
    const durations = [...durationsIn(sentence.text), ...yearlyIn(sentence.text)].sort((a, b) => a.index - b.index);
    const notice =
      noticeIn(sentence, durations) ??
      laterNotice(sentences.slice(position + 1, position + 1 + NEXT_SENTENCES)) ??
      nonRenewalNotice(sentences);
    // The renewal's own length follows the renewal words and is not the notice.
    const length = durations.find(
      (duration) => duration.index >= renews.index && duration.index !== notice?.duration?.index,
    );
    if (!length) continue;
    const successive = SUCCESSIVE.test(sentence.text.slice(Math.max(0, renews.index - 20), length.index + 40));
    const term = `${successive ? 'successive ' : ''}${durationLabel(length)}`;
    return {
      term,
      sentence,
      focus: renews.index,
      automatic: AUTOMATIC.test(sentence.text),
      ...(notice ? { notice: { period: notice.period, sentence: notice.sentence, focus: notice.focus } } : {}),
    };
  }
  return undefined;
}

// "renews annually", "successive annual periods", "month-to-month": a length written without a number.
const YEARLY = /\b(?:annual(?:ly)?|year[-\s]to[-\s]year|each\s+year|every\s+year)\b/giu;
const MONTHLY = /\b(?:monthly|month[-\s]to[-\s]month)\b/giu;

function yearlyIn(text: string): Duration[] {
  const of = (pattern: RegExp, unit: Duration['unit']): Duration[] =>
    [...text.matchAll(pattern)].map((match) => ({ count: 1, unit, text: match[0], index: match.index ?? 0 }));
  return [...of(YEARLY, 'year'), ...of(MONTHLY, 'month')];
}

interface NoticeFound {
  period: string;
  sentence: Sentence;
  focus: number;
  duration?: Duration;
}

function noticeIn(sentence: Sentence, durations: readonly Duration[]): NoticeFound | undefined {
  const duration = durations.find((candidate) => {
    const around = sentence.text.slice(
      Math.max(0, candidate.index - NOTICE_WINDOW),
      candidate.index + candidate.text.length + NOTICE_WINDOW,
    );
    return NOTICE_AROUND.test(around) && (candidate.unit !== 'year' || noticeBeforeTheEnd(sentence.text, candidate));
  });
  return duration ? { period: durationLabel(duration), sentence, focus: duration.index, duration } : undefined;
}

// A year is mostly the renewal's own length; as notice it is stated as a lead time ("one year before the expiry").
const LEAD_TIME = /^\s*(?:before|prior\s+to|in\s+advance\s+of)\s+(?:the\s+)?(?:end|expir\w*|renewal|termination)\b/iu;

function noticeBeforeTheEnd(text: string, candidate: Duration): boolean {
  return LEAD_TIME.test(text.slice(candidate.index + candidate.text.length));
}

/** "Either party may prevent a renewal by giving …": notice stated in the sentences right after the renewal. */
function laterNotice(sentences: readonly Sentence[]): NoticeFound | undefined {
  for (const sentence of sentences) {
    if (!/\b(?:renew\w*|extension|extend|non-?renewal)\b/iu.test(sentence.text)) continue;
    const found = noticeIn(sentence, durationsIn(sentence.text));
    if (found) return found;
  }
  return undefined;
}

/** Notice of non-renewal stated apart from the renewal itself. */
function nonRenewalNotice(sentences: readonly Sentence[]): NoticeFound | undefined {
  for (const sentence of sentences) {
    if (!ABOUT_NON_RENEWAL.test(sentence.text)) continue;
    const found = noticeIn(sentence, durationsIn(sentence.text));
    if (found) return found;
  }
  return undefined;
}
