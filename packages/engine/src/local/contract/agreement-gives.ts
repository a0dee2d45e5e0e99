import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { cancelledAnyTime } from './cancel-any-time';
import { confidenceOutlastsTheEnd } from './confidentiality-survival-advice';
import { type ConsumerProtections, consumerProtections } from './consumer-protections';
import { DENIED, PROMISED } from './skill-and-care-advice';

/**
 * What the agreement gives anywhere in its text, for the asks that advice makes: a tip may ask for one
 * of these only where no sentence of the whole agreement gives it, whichever sentence the finding quotes.
 * Each is the sentence that gives it (for citing where), or undefined.
 */
export interface AgreementGives {
  /** A party defends or indemnifies against claims that what it provides infringes someone's rights. */
  infringementCover: Sentence | undefined;
  /** A licence to material made before or outside the agreement, running to the reader. */
  earlierWorkLicence: Sentence | undefined;
  /** Increases tied to a price index or capped by inflation. */
  indexedIncrease: Sentence | undefined;
  /** What a change of control of a party already brings about: the debt repaid, or a right to end the agreement. */
  changeOfControlRemedy: { sentence: Sentence; told: string } | undefined;
  /** The duty of confidence outlasts the agreement (`confidentiality-survival-advice.ts`). */
  confidenceSurvives: boolean;
  /** The reader may cancel a subscription or its renewal at any time (`cancel-any-time.ts`). */
  cancelAnyTime: Sentence | undefined;
  /** What standard terms keep for the user: consumer rights, a refund period, a refund when the provider ends it. */
  consumer: ConsumerProtections;
  /**
   * A promise of how the work or service is done that the other side gives ("will provide the service with
   * reasonable skill and care", "will correct any material defect"): a disclaimer elsewhere leaves it standing.
   */
  qualityPromise: Sentence | undefined;
}

export function agreementGives(sentences: readonly Sentence[], readerNames: readonly string[]): AgreementGives {
  return {
    infringementCover: sentences.find(({ text }) => coversInfringement(text) && !readerGivesIt(text, readerNames)),
    earlierWorkLicence: sentences.find(({ text }) => licensesEarlierWork(text, readerNames)),
    indexedIncrease: sentences.find(({ text }) => INDEXED_INCREASE.test(text)),
    changeOfControlRemedy: changeOfControlRemedy(sentences),
    confidenceSurvives: confidenceOutlastsTheEnd(sentences),
    cancelAnyTime: cancelledAnyTime(sentences, readerNames),
    consumer: consumerProtections(sentences),
    qualityPromise: sentences.find(({ text }) => promisesQuality(text, readerNames)),
  };
}

// A standard of the work itself: skill and care, a workmanlike or professional manner, freedom from defects, or
// putting defects right ("will correct any material defect"). Security or industry standards a party keeps to
// are no promise of the quality of what the other receives.
const QUALITY_OF_WORK =
  /\b(?:skill\s+and\s+care|reasonable\s+(?:skill|care)|(?:professional|skil(?:l|led|ful)|workman\w*|competent|good\s+and\s+\w+)\s+manner|workmanlike|free\s+(?:from|of)\s+(?:material\s+)?(?:defects?|errors?))\b|\b(?:correct|rectify|remedy|repair|fix|put\s+right)\b[^.;]{0,60}\bdefects?\b/iu;

/** A standard of work or a fix of defects promised, not denied, by a party other than the reader. */
function promisesQuality(text: string, readerNames: readonly string[]): boolean {
  const standard = QUALITY_OF_WORK.exec(text);
  if (!standard || !PROMISED.test(text) || DENIED.test(text)) return false;
  const before = text.slice(0, standard.index);
  return !readerNames.some((name) => new RegExp(String.raw`\b${escapeRegExp(name)}\b`, 'iu').test(before));
}

/** The reader's party is the one who indemnifies or defends: its name comes before the promise. */
function readerGivesIt(text: string, readerNames: readonly string[]): boolean {
  const cover = COVERS.exec(text);
  const before = cover ? text.slice(0, cover.index) : '';
  return readerNames.some((name) => new RegExp(String.raw`\b${escapeRegExp(name)}\b`, 'u').test(before));
}

// An indemnity or a defence against infringement claims: "shall defend … any claim that the Deliverables
// infringe", "indemnify … arising from any infringement or misappropriation".
const COVERS = /\b(?:indemnif\w*|defend\w*|hold\s+(?:\w+\s+){0,3}?harmless)\b/iu;
const INFRINGEMENT = /\binfring\w*|\bmisappropriat\w*/iu;
// "Does not indemnify for infringement", "no obligation to defend": no cover.
const COVER_DENIED =
  /\b(?:no|not|nor|never)\s+(?:\w+\s+){0,3}?(?:indemnif\w*|defend\w*|liab\w*|obligation)\b[^.;]{0,80}?\binfring\w*/iu;

/** A sentence that defends or indemnifies against infringement claims (not one denying such cover). */
export function coversInfringement(text: string): boolean {
  const cover = COVERS.exec(text);
  return cover !== null && INFRINGEMENT.test(text.slice(cover.index)) && !COVER_DENIED.test(text);
}

// Work made before or outside the agreement: "Pre-Existing Materials", "Background IP", "Prior Inventions".
const EARLIER_WORK =
  /\b(?:pre-?existing|background\s+(?:ip|intellectual|technology|materials?)|prior\s+inventions?)\b/iu;
const LICENCE = /\blicen[cs]e[ds]?\b/iu;
// "No licence is granted to Pre-Existing Materials", "nothing grants a licence".
const LICENCE_DENIED =
  /\bno\s+(?:\w+\s+){0,2}?licen[cs]e|\bnothing\b[^.;]{0,80}\blicen[cs]e|\bnot\s+(?:be\s+)?(?:deemed\s+to\s+)?(?:grant|include)\w*\b[^.;]{0,40}\blicen[cs]e/iu;

/** A sentence licensing earlier work to the reader (or to the named parties), by its name ("grants Acme a licence to Pre-Existing Materials"). */
export function licensesEarlierWork(text: string, readerNames: readonly string[]): boolean {
  if (!EARLIER_WORK.test(text) || !LICENCE.test(text) || LICENCE_DENIED.test(text)) return false;
  return readerNames.some((name) => new RegExp(String.raw`\b${escapeRegExp(name)}\b`, 'u').test(text));
}

// A late charge that starts only after a period past the due date, or after notice: a grace period
// (read on the sentences that set late charges, `payment-allowances.ts`).
export const GRACE =
  /\b(?:more\s+than|in\s+excess\s+of|over|at\s+least)\s+(?:[\w-]+\s+)?\(?\d+\)?\s+(?:calendar\s+|business\s+)?days\s+(?:after|past|following|from|beyond|overdue|late|past[-\s]due)\b|\b(?:after|following|upon)\s+(?:\w+\s+){0,3}(?:written\s+)?notice\b|\b(?:unpaid|outstanding|overdue|due)\b[^.]{0,60}\bfor\s+more\s+than\s+(?:[\w-]+\s+)?\(?\d+\)?\s+days\b|\bgrace\s+period\b/iu;

// An increase tied to an index: "by no more than the Consumer Prices Index", "in line with RPI", "indexed to inflation".
const INDEXED_INCREASE =
  /\b(?:consumer|retail)\s+prices?\s+index\b|\bindex(?:ed|ation|-linked)\b[^.;]{0,60}\b(?:inflation|prices?)\b|\b(?:rate\s+of\s+)?inflation\b[^.;]{0,60}\b(?:increase|rise|adjust)\w*|\b(?:increase|rise|adjust)\w*\b[^.;]{0,80}\b(?:inflation|(?:CPI|RPI|CPIH|HICP)\b)/iu;

const CHANGE_OF_CONTROL = /\bchange\s+(?:of|in)\s+(?:the\s+)?control\b/iu;
// The debt falls due: "shall repay the Holder", "shall redeem the Notes", "shall prepay".
const REPAID_ON_IT = /\b(?:shall|will|must)\s+(?:\w+\s+)?(?:repay|prepay|redeem)\b/iu;
// Either side, or one named, may end it: "either party may terminate this Agreement upon a Change of Control".
const ENDED_ON_IT = /\b(?:either|each)\s+party\s+may\s+(?:\w+\s+)?terminate\b/iu;

/** A sentence that ties repayment, or a right of either party to end the agreement, to a change of control. */
function changeOfControlRemedy(sentences: readonly Sentence[]): AgreementGives['changeOfControlRemedy'] {
  for (const sentence of sentences) {
    if (!CHANGE_OF_CONTROL.test(sentence.text)) continue;
    if (REPAID_ON_IT.test(sentence.text))
      return { sentence, told: 'a change of control already makes the debt fall due for repayment' };
    if (ENDED_ON_IT.test(sentence.text))
      return { sentence, told: 'either party may already end the agreement on a change of control' };
  }
  return undefined;
}
