import type { Sentence } from '../../text/sentences';
import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import { awayPlaces } from './away-ground';
import { withAwayGroundAsked } from './away-ground-advice';
import {
  ARBITRATION_ON_REQUEST,
  ARBITRATION_THEN_COURTS,
  ON_REQUEST_CHANGE,
  ON_REQUEST_IMPACT,
  THEN_COURTS_CHANGE,
  THEN_COURTS_IMPACT,
} from './dispute-clause-rules';
import type { ContractFinding } from './key-findings';
import { isReadersPlace } from './party-places';

const ASKS_SEAT_AND_COSTS =
  'If the seat is far from you, ask for one convenient to both sides, and agree how the arbitration costs are shared.';
// Words that place a sentence in the settling of disputes, where a cost rule applies.
const DISPUTE_SETTING = /\b(?:arbitrat\w*|disputes?|action|proceedings?|litigation|suit)\b/iu;
const COST = '(?:costs?|fees?|expenses?)';
// The winner or loser, named ("the prevailing party") or described ("the party which is successful", "the party that prevails").
const WINNER_OR_LOSER = String.raw`(?:(?:prevailing|successful|winning|losing|unsuccessful|non-?prevailing)\s+part(?:y|ies)|part(?:y|ies)\s+(?:which|who|that)\s+(?:is\s+|are\s+)?(?:successful|unsuccessful|prevail\w*|wins?|loses?)\b)`;
// A rule on who bears the costs: shared equally, each bears its own, the winner recovers them (or the
// loser pays them), or the arbitrator decides ("shall award the prevailing party its costs", "may apportion the fees").
const COSTS_ALLOCATED = new RegExp(
  [
    String.raw`\b${COST}\b[^.;]{0,120}?\b(?:borne|shared|split|paid|divided|funded)\s+(?:\w+\s+){0,3}?(?:equally|in\s+equal\s+(?:shares|parts|proportions)|(?:fifty|50)\s*(?:%|percent|per\s+cent))`,
    String.raw`\b(?:equally\s+(?:share|split|bear|divide|pay)|(?:share|split|bear|divide|pay)\s+(?:\w+\s+){0,2}?equally)\b[^.;]{0,80}?\b${COST}\b`,
    String.raw`\b(?:share|split|bear|divide|pay)\s+equally\s+in\s+the\s+${COST}\b`,
    String.raw`\beach\s+(?:party|of\s+(?:the\s+)?[\w\s]{1,60}?)\s+(?:shall|will|must)\s+(?:bear|pay)\s+(?:its|his|her|their)\s+(?:own|respective)\s+(?:\w+\s+){0,2}?(?:costs|fees|expenses)\b`,
    String.raw`\b(?:the\s+)?parties\s+(?:shall|will)\s+each\s+(?:bear|pay)\s+(?:its|their)\s+(?:own|respective)\b`,
    String.raw`\b${WINNER_OR_LOSER}\b[^.;]{0,160}?\b${COST}\b`,
    String.raw`\b${COST}\b[^.;]{0,160}?\b${WINNER_OR_LOSER}\b`,
    // One party bears the arbitration fees: "the Employer will pay all of the arbitration costs", "all
    // arbitrator's fees shall be paid by the Employer".
    String.raw`\b(?:shall|will|agrees?\s+to)\s+(?:bear|pay)\s+(?:all|the|any)\s+(?:of\s+the\s+)?(?:[\w'’]+\s+){0,2}?(?:arbitration|arbitrator['’]?s?|arbitral)\s+(?:fees|costs)\b`,
    String.raw`\b(?:arbitration|arbitrator['’]?s?|arbitral)\s+(?:fees|costs)\b[^.;]{0,60}?\b(?:borne|paid)\s+(?:in\s+full\s+)?by\s+(?:the\s+)?\w+`,
    String.raw`\barbitrat(?:or|ors|ion\s+(?:panel|tribunal))\b[^.;]{0,80}?\b(?:may|shall|will)\s+(?:\w+\s+){0,2}?(?:award|allocate|apportion|assess)\w*\b[^.;]{0,80}?\b${COST}\b`,
  ].join('|'),
  'iu',
);
// Costs left for the arbitrators to share out as they see fit ("borne as the arbitrators determine",
// "in such proportions as the arbitrator decides", "at the arbitrator's discretion"): no rule is set, a fee
// award to the winner may still fall on the reader.
const LEFT_TO_ARBITRATORS =
  /\b(?:as|in\s+such\s+(?:proportions?|manner|amounts?)\s+as)\s+(?:the\s+)?arbitrat(?:or|ors|ion\s+(?:panel|tribunal))\s+(?:\w+\s+){0,2}?(?:determines?|decides?|directs?|considers?|deems?|orders?|sees?\s+fit)\b|\b(?:in|at)\s+the\s+(?:sole\s+)?discretion\s+of\s+the\s+arbitrat\w+|\barbitrat(?:or|ors)['’]?s?['’]?\s+(?:sole\s+)?discretion\b/iu;

// Where an arbitration sentence names its seat: "shall be held in", "seated in" (or "sited in"), "the place of
// arbitration shall be", "the venue for such arbitration will be", "submitted to arbitration in Salem, Oregon".
const SEAT =
  /\b(?:held|conducted|take\s+place|seated|sited|sitting|located|heard)\s+(?:exclusively\s+)?(?:in|at)\b|\b(?:seat|place|venue|location)\s+(?:of|for)\s+(?:the\s+|such\s+|any\s+)?arbitration(?:\s+proceedings?)?\s+(?:shall|will)\s+be\b/iu;
// "arbitration in" followed by a capitalised place name, read with case ("arbitration in accordance with" is no place).
const ARBITRATION_IN = /\b[Aa]rbitration\s+in\s+(?=\p{Lu})(?!Accordance\b)/u;
// "conducted in the English language": a language, not a place.
const LANGUAGE_NAMED = /^\s*(?:the\s+)?\p{L}+\s+language\b|^\s*English\b/iu;
const SEAT_WORDS = 80;
// A place as written: capitalised words and the commas between them ("Santa Clara County, California, USA",
// "the City of Boise, Idaho"); "in accordance with the rules" names no place.
const PLACE_NAME =
  /^\s*(?:the\s+)?(?:(?:City|County|State|Commonwealth|Province|Borough)\s+of\s+)?\p{Lu}[\p{L}.'’-]*(?:(?:\s+|,\s*|\s+of\s+)\p{Lu}[\p{L}.'’-]*)*/u;

/**
 * Arbitration advice asks for a convenient seat and a rule on the costs. Each ask is read against the
 * whole contract: the costs are not asked about where any sentence already says who bears them
 * (shared equally, each its own, the loser pays, the arbitrator awards them), and the seat is not
 * where the arbitration is held in a place the reader's side is organised in or based at.
 */
export function withArbitrationCostsRead(
  found: ContractFinding,
  sentences: readonly Sentence[],
  readerPlaces: readonly string[] = [],
): ContractFinding {
  // This is the advice step that reads the reader's places: the governing-law and courts asks are read here too.
  const finding = withAwayGroundAsked(found, readerPlaces);
  if (finding.missing || finding.change !== ASKS_SEAT_AND_COSTS) return finding;
  const optional = optionalArbitration(sentences);
  if (optional) return withNothingLeftToAsk(withHeadline(finding, optional.impact), optional.change);
  const costRules = sentences.filter(({ text }) => DISPUTE_SETTING.test(text) && COSTS_ALLOCATED.test(text));
  // Costs the arbitrators share out as they see fit are no rule on who bears them.
  const allocated = costRules.some(({ text }) => !LEFT_TO_ARBITRATORS.test(text));
  if (!allocated && costRules.length > 0) return withCostsLeftToArbitrators(finding, sentences, readerPlaces);
  const seats = seatsNamed(sentences);
  const home = readerPlaces.length > 0 && seats.length > 0 && seats.every((seat) => isReadersPlace(seat, readerPlaces));
  const away = home ? undefined : awayPlaces(seats.join('; '), readerPlaces);
  if (away) {
    const seat = `The arbitration is held in ${away.named}, not where your side is organised or based (${away.home}): ask for a seat convenient to both sides`;
    return withChange(
      finding,
      allocated
        ? `${seat}; the contract already says who bears the arbitration costs.`
        : `${seat}, and agree how the arbitration costs are shared.`,
    );
  }
  if (home && allocated) {
    return withNothingLeftToAsk(
      finding,
      'No change needed: the arbitration is held where your side is based, and the contract already says who bears its costs.',
    );
  }
  if (home)
    return withChange(finding, 'The arbitration is held where your side is based; agree how its costs are shared.');
  // Where the reader's own place is not known, the seat is named, so the reader can tell whether it is far.
  const named = seats.length === 1 && readerPlaces.length === 0 ? seats[0]?.trim().replace(/[.,;:]+$/u, '') : undefined;
  if (named) {
    const costs = allocated
      ? 'the contract already says who bears the arbitration costs'
      : 'and agree how the arbitration costs are shared';
    return withChange(
      finding,
      `The arbitration is held in ${named}: if that is far from you, ask for a seat convenient to both sides${allocated ? '; ' : ', '}${costs}.`,
    );
  }
  if (!allocated) return finding;
  return withChange(
    finding,
    'If the seat is far from you, ask for one convenient to both sides; the contract already says who bears the arbitration costs.',
  );
}

/**
 * The seat ask kept, the costs told as the contract leaves them: to the arbitrators, who may put them, and
 * the winner's legal fees, on the losing side; the reader is asked to agree how they are shared.
 */
function withCostsLeftToArbitrators(
  finding: ContractFinding,
  sentences: readonly Sentence[],
  readerPlaces: readonly string[],
): ContractFinding {
  const costs =
    'the contract leaves the arbitration costs, and any award of legal fees, to the arbitrators: agree how they are shared, or a limit on what your side can be made to pay';
  const seats = seatsNamed(sentences);
  const home = readerPlaces.length > 0 && seats.length > 0 && seats.every((seat) => isReadersPlace(seat, readerPlaces));
  if (home) return withChange(finding, `The arbitration is held where your side is based; ${costs}.`);
  const away = awayPlaces(seats.join('; '), readerPlaces);
  if (away) {
    return withChange(
      finding,
      `The arbitration is held in ${away.named}, not where your side is organised or based (${away.home}): ask for a seat convenient to both sides; ${costs}.`,
    );
  }
  const named = seats.length === 1 && readerPlaces.length === 0 ? seats[0]?.trim().replace(/[.,;:]+$/u, '') : undefined;
  return withChange(
    finding,
    named
      ? `The arbitration is held in ${named}: if that is far from you, ask for a seat convenient to both sides; ${costs}.`
      : `If the seat is far from you, ask for one convenient to both sides; ${costs}.`,
  );
}

/**
 * The places the contract's arbitration sentences name as the seat, as written. Words a sentence split
 * leaves to the next sentence ("… sited in" / "Washington State, USA …") are read from it.
 */
export function seatsNamed(sentences: readonly Sentence[]): string[] {
  return sentences.flatMap(({ text }, index) => {
    if (!/\barbitrat\w*/iu.test(text)) return [];
    const seat = SEAT.exec(text) ?? ARBITRATION_IN.exec(text);
    if (!seat) return [];
    const end = seat.index + seat[0].length;
    const rest = text.slice(end).trim() === '' ? ` ${sentences[index + 1]?.text ?? ''}` : text.slice(end);
    const after = rest.slice(0, SEAT_WORDS);
    const place = PLACE_NAME.exec(after)?.[0].replace(/[\s,]+$/u, '') ?? '';
    return place === '' || LANGUAGE_NAMED.test(place) ? [] : [place];
  });
}

/**
 * Arbitration the clause makes optional in another of its sentences (at a party's request, or with the
 * courts kept open after it): the quoted sentence only sets how such an arbitration runs.
 */
function optionalArbitration(sentences: readonly Sentence[]): { impact: string; change: string } | undefined {
  if (sentences.some(({ text }) => ARBITRATION_ON_REQUEST.test(text)))
    return {
      impact: ON_REQUEST_IMPACT,
      change: ON_REQUEST_CHANGE,
    };
  if (sentences.some(({ text }) => ARBITRATION_THEN_COURTS.test(text)))
    return {
      impact: THEN_COURTS_IMPACT,
      change: THEN_COURTS_CHANGE,
    };
  return undefined;
}
