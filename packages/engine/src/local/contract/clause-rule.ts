import type { Level } from '@doclens/api';
import type { Sentence } from '../../text/sentences';
import type { ContractRole, ContractSide } from './contract-roles';

/**
 * The clauses the local engine recognises, as data: how to spot each one in a sentence, how risky
 * it is for each side of the deal, and what to do about it. Patterns are written for legal
 * drafting in general, not for particular documents.
 */
export interface ClauseRule {
  id: string;
  /** The CUAD category this rule recognises, when there is one (named as in the CUAD labels). */
  cuad?: string;
  title: string;
  /**
   * A title naming what the quoted sentence sets, when the rule covers several kinds of term (a choice
   * of courts, a jury waiver, an arbitration): the first whose pattern the sentence matches. The clause
   * keeps `title` as its category.
   */
  titleWhenStated?: readonly {
    when: RegExp;
    title: string;
    /** The wording states another clause than the rule's CUAD category (an exclusion lifted, not a cap): listed by this title. */
    ownCategory?: true;
    /** What the clause is, when the wording makes the rule's general meaning untrue. */
    meaning?: string;
  }[];
  category: string;
  /** A sentence matching any of these is an instance of the clause. */
  patterns: readonly RegExp[];
  /**
   * Wording that states the clause in so many words ("X's liability for … shall be unlimited"): a sentence
   * matching it is not dropped where the classifier finds it unlikely, since short wording the CUAD model
   * rarely saw is no keyword out of place.
   */
  statedOutright?: readonly RegExp[];
  /** …unless it also matches one of these (a mere cross-reference, a negation). */
  exclusions?: readonly RegExp[];
  /**
   * Acts told in the clause's words that are other acts (`other-acts.ts`): a charge on a late payment called
   * "royalties", suits confined to chosen courts. Their words do not state the clause, and a sentence only
   * the classifier proposes that does one of them, and not the clause's act, is not the clause.
   */
  otherActs?: readonly RegExp[];
  risk: { provider: Level; recipient: Level; overrides?: Partial<Record<ContractRole, Level>> };
  /** The side that gives the promise, when the text names it: the giver carries the risk. */
  obligor?: (sentence: string) => ContractSide | undefined;
  /** Wording that makes this instance riskier or safer than usual. */
  adjustments?: readonly RiskAdjustment[];
  /**
   * Ids of more specific rules: a sentence one of them matches is theirs, so this rule does not
   * report it again (a right to terminate for convenience is not also a general termination right).
   */
  yieldsTo?: readonly string[];
  /**
   * The words that make a sentence about this clause's subject (its operative verb and object),
   * which must be in the sentence's main clause for a finding; the patterns when absent.
   */
  operative?: readonly RegExp[];
  /**
   * Words a sentence under a heading naming the clause must still hold to speak of its subject at all: under
   * "Covenant Not to Sue", a sentence keeping ownership ("All rights remain with the Owner") names no suit or claim.
   */
  headedSubject?: RegExp;
  /**
   * The clause is listed only from a sentence whose statement does its act (its operative words, or its
   * patterns): a sentence the classifier alone finds likely ("To use the module you must have one account",
   * a definition of Feedback) shares the clause's topic, not its act, and is not listed under it.
   */
  actRequired?: true;
  /**
   * The clause's act (paying), which the sentence's main clause must do to state the clause: one whose main
   * clause does another act, naming the clause's words only in an opening condition ("When a fee becomes
   * payable, the Host must tell the Customer …"), is about that other act.
   */
  act?: RegExp;
  /**
   * The clause's own act (sending disputes to arbitration): a sentence doing it is quoted before one on the clause's
   * fallbacks, costs or pointers to it ("arbitration may apply to you, see below"), whatever their levels.
   */
  mainAct?: RegExp;
  /**
   * The earlier sentence the quoted one only points back to for what it is about ("consents to the jurisdiction
   * of such courts" leans on the sentence naming the courts): that sentence decides the clause and is quoted.
   */
  pointsBackTo?: (quoted: Sentence, sentences: readonly Sentence[]) => Sentence | undefined;
  /**
   * Sentences that touch the clause's topic inside another provision (a records-retention carve-out, a
   * term that arbitration is kept confidential): quoted only where no other sentence states the clause.
   */
  sideProvisions?: readonly RegExp[];
  /**
   * The clause grants or creates something (a right, a share, a licence, joint ownership): a sentence
   * whose main clause denies it ("no person shall be a third-party beneficiary", "nothing herein grants
   * a licence") says the opposite, and grounds no finding.
   */
  grants?: true;
  /**
   * What the finding says when the place the clause names (`value`) is where the reader's party is
   * organised or based: the reader's own law or courts, which is no risk to them.
   */
  homeGround?: { impact: string; change: string };
  /**
   * A right the sentence grants to a named holder (`exclusive-holder.ts`): what the finding says when
   * the reader's party holds it, and when the other party does.
   */
  whenHeld?: Record<'byReader' | 'byOther', { impact: string; change: string }>;
  /**
   * A right to act the sentence gives one party (to end the agreement): what the finding says when the
   * reader's own party holds it. Held by the other party, it is told in the wording of the reader's own
   * side of the deal, since who may act, not which side the rule rates higher, decides what it means.
   */
  heldByReader?: { impact: string; change: string };
  /**
   * What the finding says of a right held by one party when the sentence does not show whether that party is
   * the reader's (a passive "may be terminated at any time", a holder that is not a known party): the side's
   * own wording would presume who holds it.
   */
  whenHolderUnknown?: { impact: string; change: string };
  /**
   * What the finding says when the quoted sentence bars the reader's side alone ("You may not assign"): the
   * rule's own impact would speak of what the other side is free to do, which this sentence does not govern.
   */
  whenOnlyReaderBarred?: string;
  /**
   * A right over a party's dealings with others (a first refusal): one that covers only the dealings of
   * someone who is not a party ("transfers by each holder of its shares") restricts neither party.
   */
  coversDealings?: true;
  /**
   * What the clause says matters only to whoever holds the licence it is about (that it cannot be passed
   * on): of a licence kept for someone who is not a party, it tells the reader nothing, and is left out.
   */
  onlyForItsHolder?: true;
  /**
   * Each side's impact follows its role in the deal (the paid side loses income, the paying side what it
   * pays for), not whether the sentence binds or serves it: a clause binding both parties alike is told to
   * a reader whose party is known in its own side's words only.
   */
  impactByRole?: true;
  /**
   * The side whose wording fits the party that grants what the clause is about (the licensor of a
   * licence): where the sentence's subject grants it ("X hereby grants to Y a licence"), the grantor is
   * told that side's meaning, whichever side the rule rates higher.
   */
  grantedBy?: ContractSide;
  /**
   * For a rule rating both sides alike whose wording differs by side: the side whose wording fits the
   * party that owes the clause (the one keeping secrets, giving a warranty, paying). A sentence naming
   * who owes it is then told from the reader's place in it, not from the reader's role.
   */
  owedBy?: ContractSide;
  /**
   * The act of the party that owes the clause (paying), as a promise to do it ("X shall pay", "X promises to
   * pay"): where the quoted sentence names no one ("payable in full on the maturity date"), the contract's
   * other promises of that act say who owes it, when they all name the same party.
   */
  owedAct?: RegExp;
  /**
   * The side whose wording fits the party the sentence names as giving it, when the sentence itself
   * says (a cap that excuses the supplier from supplying more, not one on what the buyer orders);
   * otherwise the side the rule rates higher.
   */
  giverWording?: (sentence: string) => ContractSide | undefined;
  /** What `change` asks for that a clause may already provide (consent, mutuality…), by side. */
  asks?: Partial<Record<ContractSide, readonly Provision[]>>;
  meaning: string;
  /**
   * What the finding says when the sentence rules the clause's topic out ("shall have no right of first
   * refusal", "Nothing herein grants any licence"): its opening, impact and advice (`denied-topic.ts`).
   */
  denied?: DeniedTopic;
  impact: Record<ContractSide, string>;
  /** What the clause means when it binds both parties alike and both sides' impacts tell the same point. */
  mutualImpact?: string;
  /** What the clause means for the reader when its wording says more (an arbitration, not courts). */
  impactWhenStated?: readonly { when: RegExp; impact: Record<ContractSide, string> }[];
  /**
   * What the sentence itself says, told with the party it names ("Pelletier may pass the agreement on …"),
   * for either side, where no fixed wording could name who acts; checked before `impactWhenStated`.
   */
  impactFromSentence?: (sentence: string) => string | undefined;
  change: Record<ContractSide, string>;
  /**
   * Advice built from what the sentence itself gives (notice, a time to cure), for a side, where no fixed
   * wording could leave out only what is already there; checked before `changeWhenStated`.
   */
  changeFromSentence?: (sentence: string, side: ContractSide) => string | undefined;
  /** Advice for a clause that already says part of what `change` would ask for (an indemnity already mutual). */
  changeWhenStated?: readonly { when: RegExp; change: Record<ContractSide, string> }[];
  /**
   * Part of what `change` asks that another sentence of the contract may already give the reader
   * (the other side's indemnity covering infringement claims): the advice, by side, when one does.
   */
  changeWhenGivenElsewhere?: readonly { when: RegExp; change: Partial<Record<ContractSide, string>> }[];
  legalBasis: string;
  costToImplement: string;
  riskIfDelayed: string;
  /** The value a value category states (the governing law's place), for the clause list. */
  value?: (sentence: string) => string | undefined;
  /** A fact the clause states, worth telling in its own words (the governing law's place…). */
  detail?: (sentence: string) => string | undefined;
  /** What a missing clause means, for clauses whose absence matters. */
  whenMissing?: {
    risk: Record<ContractSide, Level>;
    finding: string;
    change: string;
    /** The readers for whom the absence is a missing protection; everyone when absent. */
    roles?: readonly ContractRole[];
  };
}

/** What a rule says of a clause that rules its topic out, in place of what it says of one that grants it. */
export interface DeniedTopic {
  meaning: string;
  impact: Record<ContractSide, string>;
  change: Record<ContractSide, string>;
  /** A wording that rules the topic out even where no negation comes before its words. */
  when?: RegExp;
}

/** What a clause can already provide, so that advice never asks for it again. */
export type Provision = 'consent' | 'mutual' | 'notice' | 'cap';

export interface RiskAdjustment {
  when: RegExp;
  effect: 'raise' | 'lower';
  /** Told to the user when the adjustment applies. */
  note: string;
  /** The sides it applies to; both when absent. */
  sides?: readonly ContractSide[];
  /** It describes a permission ("may assign without consent"): it does not apply where the clause forbids. */
  permission?: boolean;
}

export const MUTUAL: RiskAdjustment = {
  when: /\b(?:either|each|both) part(?:y|ies)\b|\bmutual(?:ly)?\b/i,
  effect: 'lower',
  note: 'It applies to both parties alike.',
};

/** The title of a clause as its quoted sentence states it. */
export function titleFor(rule: ClauseRule, sentence: string): string {
  return rule.titleWhenStated?.find(({ when }) => when.test(sentence))?.title ?? rule.title;
}

/** The category a clause is listed under: its CUAD category, unless its sentence states another clause. */
export function categoryFor(rule: ClauseRule, sentence: string): string {
  const stated = rule.titleWhenStated?.find(({ when }) => when.test(sentence));
  if (stated?.ownCategory) return stated.title;
  return rule.cuad ?? rule.title;
}

/** What the clause is, as its quoted sentence states it. */
export function meaningFor(rule: ClauseRule, sentence: string): string {
  return rule.titleWhenStated?.find(({ when }) => when.test(sentence))?.meaning ?? rule.meaning;
}

/** What the clause means for the reader, given what it says. */
export function impactFor(rule: ClauseRule, side: ContractSide, sentence: string): string {
  const stated = rule.impactFromSentence?.(sentence);
  if (stated !== undefined) return stated;
  return rule.impactWhenStated?.find(({ when }) => when.test(sentence))?.impact[side] ?? rule.impact[side];
}

/** What to ask for, given what the quoted clause already says. */
export function changeFor(rule: ClauseRule, side: ContractSide, sentence: string | undefined): string {
  if (sentence === undefined) return rule.change[side];
  const built = rule.changeFromSentence?.(sentence, side);
  if (built !== undefined) return built;
  const stated = rule.changeWhenStated?.find(({ when }) => when.test(sentence));
  return stated?.change[side] ?? rule.change[side];
}

/** Ending the agreement because of the other side's failure, not at will. */
export const FOR_CAUSE =
  /\b(?:breach\w*|default\w*|fails?\s+to|failure\s+to|cure[ds]?|remed(?:y|ied|ies)|insolven\w*|bankrupt\w*|violat\w*)\b/i;

/**
 * A sentence about what happens once the agreement has ended (what survives it, what is returned
 * "upon termination for any reason"), not a right to end it.
 */
export const AFTER_TERMINATION =
  /^(?![^.]*\b(?:may|can|shall\s+have\s+the\s+right\s+to|is\s+entitled\s+to|reserves?\s+the\s+right\s+to)\s+terminate)[^.]*\b(?:surviv\w*|(?:upon|on|after|following)\s+(?:the\s+|any\s+|such\s+)?(?:expiration\s+or\s+)?(?:termination|expiry|expiration)\b)/i;
