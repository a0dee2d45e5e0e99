import type { Sentence } from '../../text/sentences';
import { withChange, withNothingLeftToAsk } from './advice-change';
import { ARBITRATION_OPT_OUT_ASK, arbitrationOptOutGiven } from './arbitration-opt-out';
import type { OrientedClause } from './clause-orientation';
import type { ContractProvisions } from './contract-provisions';
import type { ContractFinding } from './key-findings';
import { nonDisparagementPeriodTold, TIME_LIMITED_ASK } from './non-disparagement-advice';
import { rentIncreaseTerms } from './rent-increase-terms';

/**
 * The one gate every piece of advice passes before the reader sees it. Each ask it knows is checked
 * against what the whole contract provides (`contract-provisions.ts`): an ask the contract already
 * answers elsewhere is taken out and what the contract says is told instead, with where it says it; an
 * ask that does not fit the deal is not made. Advice left with nothing to ask reads "No change needed"
 * and drops to a point to note, so it leaves the list of changes to negotiate.
 */
interface GatedAsk {
  /** The rules whose advice may make the ask; any rule when absent. */
  rules?: readonly string[];
  /** The ask as the advice words it: one item of its list, or a sentence of its own. */
  words: RegExp;
  /** What the contract already says that answers the ask, told with where; undefined when nothing does. */
  given?: (provisions: ContractProvisions, quoted: QuotedClause) => string | undefined;
  /** Whether the ask fits the deal at all. */
  fits?: (provisions: ContractProvisions, quoted: QuotedClause) => boolean;
  /** What to ask in its place when it does not fit; nothing when absent. */
  instead?: string;
  /** What to ask in its place, read from the contract, when it does not fit; checked before `instead`. */
  insteadOf?: (provisions: ContractProvisions, quoted: QuotedClause) => string | undefined;
  /**
   * The advice that replaces the ask's words once the contract answers it, telling the answer itself, where
   * the ask is not an item a list can simply lose; when absent the ask is taken out and the answer told after.
   */
  toldAs?: (answer: string, found: RegExpExecArray) => string;
}

/** The reader's way out on notice, as told where an ask for one is answered. */
function exitGiven({ readerExit, placeOf }: ContractProvisions): string | undefined {
  if (!readerExit) return undefined;
  return `${readerExit.holder} may already end the agreement without giving a reason${placeOf(readerExit.sentence)}`;
}

/** The quoted sentence and the clauses found beside it, for asks whose answer stands in the quote itself. */
export interface QuotedClause {
  text: string;
  clauses: readonly Pick<OrientedClause, 'rule' | 'relation'>[];
  /** The sentences of the contract, for asks another sentence may answer. */
  sentences?: readonly Sentence[];
}

/** What a sentence of the agreement gives, told with where it stands. */
function givenAt(sentence: Sentence | undefined, told: string, { placeOf }: ContractProvisions): string | undefined {
  return sentence ? `${told}${placeOf(sentence)}` : undefined;
}

const ASKS: readonly GatedAsk[] = [
  // A sentence that names the outsiders and the clauses they may enforce has answered what the tip asks to check.
  {
    rules: ['third-party-beneficiary'],
    words: /Check who these people are, whose side they are on, and which clauses they may enforce\./u,
    given: (_provisions, { text }) => outsidersAsStated(text),
  },
  // A warranty of rights (title, authority, permission to use) is not repaired or refunded: the remedy fits only quality.
  {
    rules: ['warranty'],
    words: /Limit warranties to a fixed period and to repair, replacement or refund\./u,
    fits: (_provisions, { text }) => !warrantsOnlyRights(text),
  },
  // Told not to let the other side use the same right at short notice, where no sentence gives the other side one.
  {
    rules: ['termination-for-convenience'],
    words: /make sure the other side cannot use it against you at short notice/u,
    fits: (provisions, quoted) => otherSideMayLeave(provisions, quoted),
  },
  // A tip asks for what no sentence of the agreement gives (`agreement-gives.ts`), whichever sentence it quotes.
  {
    rules: ['rent-increase'],
    words: /Tie increases to an index so they are predictable and defensible\./u,
    given: (provisions) =>
      givenAt(provisions.gives.indexedIncrease, 'the agreement already ties increases to an index', provisions),
  },
  // A ceiling on each increase and a notice before one, asked where the clause or the contract already sets them.
  {
    rules: ['rent-increase'],
    words: /Ask for a fixed maximum increase per year and written notice well in advance\./u,
    given: (provisions, quoted) => rentIncreaseGiven(provisions, quoted),
    fits: (provisions, quoted) => rentIncreaseAsk(provisions, quoted) === undefined,
    insteadOf: (provisions, quoted) => rentIncreaseAsk(provisions, quoted),
  },
  {
    rules: ['termination'],
    words: /Make sure you can also end the agreement for convenience, with reasonable notice\./u,
    given: exitGiven,
  },
  // A right to end the agreement for no reason lets the reader end it on any ground the other side has.
  {
    rules: ['termination'],
    words: /(?:and that you may end it too|Check that your side may end it too on the same grounds\.)/u,
    given: exitGiven,
  },
  { rules: ['minimum-commitment'], words: /get an exit if demand or capacity drops/u, given: exitGiven },
  {
    rules: ['change-of-control'],
    words:
      /(?:No change needed if the party it names is yours; if it is the other side, |If it matters who owns the other side, )?ask for a right to end the agreement if a competitor takes control of it\./iu,
    given: exitGiven,
  },
  // The same ask, answered by what a change of control already brings about (`agreement-gives.ts`).
  {
    rules: ['change-of-control'],
    words:
      /(?:No change needed if the party it names is yours; if it is the other side, |If it matters who owns the other side, )?ask for a right to end the agreement if a competitor takes control of it\./iu,
    given: (provisions) => {
      const remedy = provisions.gives.changeOfControlRemedy;
      return remedy ? givenAt(remedy.sentence, remedy.told, provisions) : undefined;
    },
  },
  // A window to reject the arbitration terms already given: the reader is told to use it, and only the waiver's removal is still asked.
  {
    rules: ['class-action-waiver'],
    words: ARBITRATION_OPT_OUT_ASK,
    given: (provisions, { sentences }) => arbitrationOptOutGiven(sentences ?? [], provisions.placeOf),
    toldAs: (given) =>
      `${capitalised(given)}: check whether that lifts this waiver too, and use it in time if group claims matter to your side; otherwise ask for the waiver to be removed.`,
  },
  // A promise not to disparage that already says how long it binds is not asked to be time-limited.
  {
    rules: ['non-disparagement'],
    words: TIME_LIMITED_ASK,
    given: (_provisions, { text }) => nonDisparagementPeriodTold(text),
    toldAs: (given, found) => ` and ${found[1]}; ${given}.`,
  },
  // A renewal the reader may cancel at any time has no deadline to keep track of, nor a notice to shorten.
  {
    rules: ['auto-renewal'],
    words: /^Put the cancellation deadline\b.*$/u,
    given: ({ gives, placeOf }) =>
      gives.cancelAnyTime &&
      `you may already cancel at any time${placeOf(gives.cancelAnyTime)}, so there is no cancellation deadline to miss; note when each period renews`,
  },
  // A government body gives no indemnity back as a private party would.
  { rules: ['indemnification'], words: /make it mutual/iu, fits: (provisions) => !provisions.otherSideIsGovernment },
  {
    words: /Limit it to the licensed rights and keep claims for breach of this agreement\./u,
    fits: (provisions) => provisions.licenceGranted,
    instead: 'Make sure it leaves your claims for breach of this agreement open.',
  },
  {
    rules: ['insurance'],
    words: /Check the required amounts with your broker before signing\./u,
    fits: (provisions) => provisions.insuranceCoverStated,
    instead: 'Check with your broker what cover meets the standard the clause sets; it states no amounts.',
  },
];

/** The finding with every ask the contract already answers, or that does not fit the deal, taken out. */
export function throughAdviceGate(
  finding: ContractFinding,
  provisions: ContractProvisions,
  quoted: QuotedClause = { text: '', clauses: [] },
): ContractFinding {
  if (finding.missing) return finding;
  let change = finding.change;
  const given: string[] = [];
  for (const ask of ASKS) {
    if (ask.rules && !ask.rules.includes(finding.rule.id)) continue;
    const found = ask.words.exec(change);
    if (!found) continue;
    const answer = ask.given?.(provisions, quoted);
    if (answer !== undefined && ask.toldAs) {
      change = `${change.slice(0, found.index)}${ask.toldAs(answer, found)}${change.slice(found.index + found[0].length)}`;
    } else if (answer !== undefined) {
      change = withoutAsk(change, found.index, found[0].length);
      given.push(answer);
    } else if (ask.fits && !ask.fits(provisions, quoted)) {
      const instead = ask.insteadOf?.(provisions, quoted) ?? ask.instead;
      change = instead
        ? `${change.slice(0, found.index)}${instead}${change.slice(found.index + found[0].length)}`
        : withoutAsk(change, found.index, found[0].length);
    }
  }
  if (change === finding.change) return finding;
  const told = given.join(', and ');
  if (change.trim() === '') {
    return withNothingLeftToAsk(
      finding,
      told === '' ? 'No change needed on this point.' : `No change needed: ${told}.`,
    );
  }
  return withChange(finding, told === '' ? change : `${change.replace(/\.\s*$/u, '')}; ${told}.`);
}

// Where the ask stands: at the start of a sentence or clause, or after a join of its list.
const CLAUSE_START = /(?:^|[.;:]\s+)$/u;
const LIST_JOIN = /(?:,\s+(?:and\s+)?|\s+and\s+)$/u;
const CLAUSE_END = /^\s*(?:[.;]|$)/u;

/**
 * The change with one ask taken out of the list it stands in: a sentence of its own goes with its stop,
 * the first item with the join after it, a later one with the join before it; where the last item goes,
 * the join left before the new last item becomes "and".
 */
export function withoutAsk(change: string, at: number, length: number): string {
  const before = change.slice(0, at);
  const after = change.slice(at + length);
  if (CLAUSE_START.test(before)) {
    if (CLAUSE_END.test(after)) {
      const rest = after.replace(/^\s*[.;]?\s*/u, '');
      const kept = before.replace(/[;:]\s*$/u, rest === '' ? '.' : '; ').replace(/^\.$/u, '');
      return capitalised(`${kept}${rest}`.trim());
    }
    return capitalised(`${before}${after.replace(/^,?\s+(?:and\s+)?/u, '')}`.trim());
  }
  if (!LIST_JOIN.test(before)) return change;
  if (CLAUSE_END.test(after)) return `${withLastJoinAsAnd(before.replace(LIST_JOIN, ''))}${after}`;
  return `${before}${after.replace(/^,\s+/u, '')}`;
}

/** "Lower it, allow carry-over" reads "Lower it and allow carry-over" once the item after them is gone. */
function withLastJoinAsAnd(text: string): string {
  const clauseStart = Math.max(text.lastIndexOf('. '), text.lastIndexOf('; ')) + 1;
  const lastComma = text.lastIndexOf(', ');
  if (lastComma < clauseStart || /\sand\s/u.test(text.slice(lastComma))) return text;
  return `${text.slice(0, lastComma)} and ${text.slice(lastComma + 2)}`;
}

function capitalised(text: string): string {
  return text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
}

/** Both a ceiling on each increase and a notice before one are set: told with where. */
function rentIncreaseGiven(provisions: ContractProvisions, quoted: QuotedClause): string | undefined {
  const { cap, notice } = rentIncreaseTerms(quoted.text, quoted.sentences ?? []);
  if (cap !== 'stated' || !notice) return undefined;
  return `the clause already caps each increase, and the contract requires notice before one${provisions.placeOf(notice)}`;
}

/**
 * The ask narrowed to what the clause leaves open, where it sets part of it: a ceiling left blank in the form
 * is a figure to agree, not a ceiling to ask for; a notice already required is not asked for again.
 */
function rentIncreaseAsk(provisions: ContractProvisions, quoted: QuotedClause): string | undefined {
  const { cap, notice } = rentIncreaseTerms(quoted.text, quoted.sentences ?? []);
  const noticeTold = notice
    ? `the contract already requires notice before an increase${provisions.placeOf(notice)}`
    : '';
  if (cap === 'blank')
    return `Agree a low figure for the maximum increase the clause leaves blank${noticeTold ? `; ${noticeTold}` : ', and ask for written notice well in advance'}.`;
  if (cap === 'stated' && !notice)
    return 'Check that the maximum increase the clause sets is one you can afford, and ask for written notice well in advance.';
  if (cap === undefined && notice) return `Ask for a fixed maximum increase per year; ${noticeTold}.`;
  return undefined;
}

// "No term … is intended to be for the benefit of any person … not a party", "there are no third-party beneficiaries".
const NO_OUTSIDER =
  /\bno\s+(?:\w+\s+){0,3}?third[\s-]+part(?:y|ies)\s+beneficiar\w*|\b(?:not|no)\b[^.;]{0,80}\bfor\s+the\s+benefit\s+of\s+any\s+(?:\w+\s+){0,4}?not\s+(?:a\s+)?part(?:y|ies)\b|\bno\s+such\s+other\s+person\b[^.;]{0,80}\b(?:right|cause\s+of\s+action)\b/iu;
// The clauses the outsiders may enforce, named: "this Section 5.2", "this paragraph", "Clause 7", "any provision … that confers a benefit".
const CLAUSES_NAMED =
  /\b(?:this|these)\s+(?:paragraph|section|clause|article)s?\b|\b(?:Section|Clause|Article|Paragraph)s?\s+\d|\bany\s+provision\s+of\s+this\s+agreement\s+that\b/iu;
// Who they are, named as the subject of their right: "The underwriters … are intended third-party beneficiaries", "The data subject can enforce".
const OUTSIDERS_NAMED =
  /\b(?:are|is|shall\s+be)\s+(?:an?\s+)?(?:intended\s+)?third[\s-]+part(?:y|ies)\s+beneficiar\w*|\b(?:can|may|shall\s+be\s+entitled\s+to)\s+(?:directly\s+)?enforce\b/iu;

/** What the quoted sentence already says of the outsiders the tip asks to check, if it says both who and which clauses. */
export function outsidersAsStated(text: string): string | undefined {
  if (NO_OUTSIDER.test(text)) return 'the sentence gives no one outside the parties any right under the agreement';
  if (OUTSIDERS_NAMED.test(text) && CLAUSES_NAMED.test(text))
    return 'the sentence itself names who they are and which clauses they may enforce';
  return undefined;
}

// A right to end at will that both parties hold ("Either party may terminate", "Either you or GitHub may"), or a
// right to resign beside the reader's right to dismiss: the other side may leave as well.
const BOTH_MAY =
  /\b(?:either|each|both)\s+(?:party|parties|of\s+us)\b|\beither\s+\w+\s+or\s+\w+\s+may\b|\b(?:right|free)\s+to\s+resign\b|\bmay\s+resign\b/iu;

/**
 * The other side may also end the agreement at will: the quoted right is worded for both, another sentence
 * lets either party leave, or a right to end for convenience is found that the reader does not hold alone.
 */
function otherSideMayLeave(provisions: ContractProvisions, { text, clauses }: QuotedClause): boolean {
  if (BOTH_MAY.test(text) || provisions.readerExit?.holder === 'either party') return true;
  return clauses.some((clause) => clause.rule.id === 'termination-for-convenience' && clause.relation !== 'benefits');
}

// A promise about rights held: "has all rights necessary to", "owns or has the right to", "has the authority to",
// "does not infringe". A promise about quality: defects, conformity, performance, function, workmanship.
const RIGHTS_WARRANTED =
  /\b(?:has|have|holds?|owns?|obtained|possess(?:es)?)\b[^.;]{0,40}?\b(?:all\s+)?(?:necessary\s+|required\s+)?(?:rights?|title|authority|power|licen[cs]es?|consents?|permissions?)\b|\b(?:does|do|will|shall)\s+not\s+(?:\w+\s+){0,2}?infring\w*|\bnon-?infring\w*/iu;
const QUALITY_WARRANTED =
  /\bdefect\w*|\bconform\w*|\bperform\w*|\bfunction\w*|\bworkmanlike\b|\bmerchantab\w*|\bfit(?:ness)?\s+for\b|\bquality\b|\bspecifications?\b|\berrors?\b|\bprofessional\s+manner\b/iu;

/** The quoted warranty promises only rights held, nothing of the quality of what is provided. */
export function warrantsOnlyRights(text: string): boolean {
  return RIGHTS_WARRANTED.test(text) && !QUALITY_WARRANTED.test(text);
}
