import type { Level } from '@doclens/api';
import { awayImpact } from './away-ground';
import { giverSide, type OrientedClause } from './clause-orientation';
import type { ClauseReading } from './clause-reading';
import { changeFor, impactFor, type Provision } from './clause-rule';
import { otherSide } from './contract-parties';
import type { ContractSide } from './contract-roles';
import type { LaterCarveOut } from './later-carve-outs';
import { outsiderStakeTold } from './outsider-stake';
import { namedBeneficiaries } from './outsiders-owner';
import { isReadersPlace } from './party-places';
import { atLeast, levelRank, neutralLevel } from './risk-levels';
import { triggeredTermination } from './risk-termination-trigger';
import { SECRECY_DISCLAIMED, secrecyDisclaimed } from './secrecy-disclaimed';
import { statedPeriod, withRestraintTimeAsStated, withStatedPeriod } from './stated-period';
import {
  afterEndMeaning,
  licenceAsStated,
  nonSolicitationAsStated,
  UNOWNED_OUTSIDERS,
  withNoEndAsStated,
  withTransferTimeAsStated,
} from './told-objects';
import { unpromisedAsStated } from './warranty-denials';

/** What a clause finding tells the reader, derived from the reading of its sentence. */
export interface ClauseStatement {
  /** What it means for the reader, in one line. */
  impact: string;
  /** What the reading adds: consent, mutuality, exceptions. */
  notes: string[];
  level: Level;
  /** What to ask for; never something the clause already provides. */
  change: string;
  /** What the clause is, when its sentence makes the rule's general meaning untrue. */
  meaning?: string;
}

const PROVIDED: Record<Provision, { present: (reading: ClauseReading) => boolean; told: string }> = {
  consent: { present: (reading) => reading.consent, told: 'requires the other party’s consent' },
  mutual: { present: (reading) => reading.mutual, told: 'binds both parties alike' },
  notice: { present: (reading) => reading.notice, told: 'requires notice first' },
  cap: { present: (reading) => reading.cap, told: 'caps the amount' },
};

// Restraints whose rule wording claims they bind after the agreement ends; told as their sentence states the time.
const RESTRAINTS = new Set(['non-compete', 'non-solicitation', 'no-solicit-customers']);

export function clauseStatement(clause: OrientedClause): ClauseStatement {
  const statement = withObjectsAsStated(clause, statementFromRule(clause));
  const text = clause.sentence.text;
  const impact = withNoEndAsStated(withSurvivalAsStated(withStatedPeriod(statement.impact, text), text), text);
  return { ...statement, impact: RESTRAINTS.has(clause.rule.id) ? withRestraintTimeAsStated(impact, text) : impact };
}

/**
 * The rule's general wording replaced by what the sentence covers: the people a non-solicitation names,
 * the duties that continue after the end. Only the rule's own default wording is replaced.
 */
function withObjectsAsStated(clause: OrientedClause, statement: ClauseStatement): ClauseStatement {
  const { rule, side } = clause;
  const text = clause.sentence.text;
  if (rule.id === 'post-termination' && statement.meaning === undefined)
    return { ...statement, meaning: afterEndMeaning(text) };
  // Outsiders named as beneficiaries, none a party's own people: who they are, and that either side answers to them.
  const outsiders = rule.id === 'third-party-beneficiary' ? outsidersAsNamed(clause) : undefined;
  if (outsiders) return { ...statement, ...outsiders, notes: [] };
  // Outsiders whose party is unsaid are not the reader's own people just because the reader receives the deal.
  if (
    rule.id === 'third-party-beneficiary' &&
    clause.relation === undefined &&
    statement.impact === rule.impact.recipient
  )
    return { ...statement, ...UNOWNED_OUTSIDERS };
  // "Acme cannot guarantee that what you share will be kept confidential" promises no secrecy at all.
  if (rule.id === 'confidentiality' && secrecyDisclaimed(text))
    return {
      ...statement,
      meaning: SECRECY_DISCLAIMED.meaning,
      impact: SECRECY_DISCLAIMED.impact[side],
      change: SECRECY_DISCLAIMED.change[side],
      level: 'low',
    };
  if (rule.id === 'license-grant' && statement.impact === rule.impact[side]) {
    const licence = licenceAsStated(text, side);
    return licence ? { ...statement, ...licence } : statement;
  }
  if (rule.id === 'ip-assignment') return { ...statement, change: withTransferTimeAsStated(statement.change, text) };
  // "Does not warrant that (i) … (ii) …" is told with what it leaves unpromised, not as deciding remedies.
  if (rule.id === 'warranty' && statement.impact === rule.impact[side]) {
    const unpromised = unpromisedAsStated(text, side);
    return unpromised ? { ...statement, impact: unpromised } : statement;
  }
  if (rule.id !== 'non-solicitation' || statement.impact !== rule.impact[side]) return statement;
  const told = nonSolicitationAsStated(text, side);
  return told ? { ...statement, ...told } : statement;
}

/**
 * "The parties agree that the Cardholders … are third-party beneficiaries under the Scheme Rules": the sentence
 * names outsiders who belong to neither party and does not say against which party they may enforce, so it is told
 * as one reading (who they are, under what, and that the reader's side may answer to them), not as binding both
 * parties alike with each side's generic stake.
 */
const WHOLE_AGREEMENT = /^(?:this|these|the)\s+(?:agreement|terms|contract)$/iu;

function outsidersAsNamed(clause: OrientedClause): { impact: string; change: string } | undefined {
  if (clause.relation === 'owes' || clause.relation === 'benefits' || clause.outsider) return undefined;
  if (clause.reading.negated || clause.reading.denial) return undefined;
  const named = namedBeneficiaries(clause.sentence.text);
  if (!named) return undefined;
  const people = named.people.charAt(0).toUpperCase() + named.people.slice(1);
  const [made, they] = named.plural
    ? ['are made third-party beneficiaries', 'they']
    : ['is made a third-party beneficiary', 'it'];
  // "beneficiaries of this Agreement" names the agreement itself; "of this Section 5" a part of it; "under the Scheme
  // Rules" other terms, which they then enforce.
  const own = named.under && WHOLE_AGREEMENT.test(named.under) ? undefined : named.under;
  const under = own ? ` under ${own}` : '';
  const what = !own
    ? 'the agreement'
    : /^(?:this|these)\b/iu.test(own)
      ? own.replace(/^th(?:is|ese)\b/iu, 'that')
      : /^(?:section|clause|article|paragraph)\b/iu.test(own)
        ? 'it'
        : 'those terms';
  const whom = named.against
    ? `against ${named.against} without being a party.`
    : `without being a party, so your side may face ${named.plural ? 'their' : 'its'} claims under it.`;
  // Who they are and what they may enforce is what the sentence tells; a hedge on whom they may sue only blurs it.
  return {
    impact: `${people} ${made}${under}: ${they} may enforce ${what} ${whom}`,
    change: 'Check which of your duties these people may enforce against you.',
  };
}

// A rule's impact that claims the duty outlasts the agreement ("…, even after the agreement ends.").
const EVEN_AFTER_END = /,\s+even\s+after\s+the\s+(?:agreement|relationship)\s+ends(?=\.)/u;
// The sentence itself makes the duty outlast the agreement: it survives, runs after its end, or has no end.
const OUTLASTS =
  /\bsurviv\w*|\b(?:after|following|beyond|upon)\s+(?:the\s+|any\s+|its\s+)?(?:termination|expiration|expiry|end)\b|\bthereafter\b|\bperpetu\w*|\bat\s+any\s+time\b|\bwhether\s+during\s+or\s+after\b/iu;

/**
 * "Even after the agreement ends" is told only when the sentence says so; one limited to a period
 * ("during the Standstill Period") or silent on it is told without the claim, and one stating a length
 * after the end is told with that length.
 */
function withSurvivalAsStated(impact: string, sentence: string): string {
  if (!EVEN_AFTER_END.test(impact)) return impact;
  const afterEnd = statedPeriod(sentence)?.afterEnd;
  if (afterEnd) return impact.replace(EVEN_AFTER_END, `, for ${afterEnd} after the agreement ends`);
  return OUTLASTS.test(sentence) ? impact : impact.replace(EVEN_AFTER_END, '');
}

function statementFromRule(clause: OrientedClause): ClauseStatement {
  const { rule, reading } = clause;
  const text = clause.sentence.text;
  const home =
    rule.homeGround && isReadersPlace(rule.value?.(text) ?? text, clause.readerPlaces) ? rule.homeGround : undefined;
  if (home) return { impact: home.impact, notes: readingNotes(clause), level: 'low', change: home.change };
  // Someone outside the parties holds it, or only their dealings are covered: it runs between neither side.
  if (clause.outsider) return { ...outsiderStakeTold(clause.outsider), notes: readingNotes(clause), level: 'low' };
  const triggered = triggeredTermination(clause);
  if (triggered) return { ...triggered, notes: readingNotes(clause).filter((note) => !BOTH_ALIKE.test(note)) };
  const others = betweenOthers(clause);
  if (others) return { ...others, notes: readingNotes(clause).filter((note) => !BOTH_ALIKE.test(note)) };
  if (rule.heldByReader && clause.relation === 'benefits' && clause.reading.direction?.form === 'right')
    return {
      impact: rule.heldByReader.impact,
      notes: readingNotes(clause),
      level: 'low',
      change: rule.heldByReader.change,
    };
  const held = clause.holder && rule.whenHeld?.[clause.holder === 'reader' ? 'byReader' : 'byOther'];
  if (held) {
    const level = clause.holder === 'reader' ? 'low' : clause.level;
    return { impact: held.impact, notes: readingNotes(clause), level, change: held.change };
  }
  // A right held by a named party, the reader's own party unknown: told from both, not from the role.
  if (rule.whenHeld && clause.namedHolder) {
    const { holder, other } = clause.namedHolder;
    const { byReader, byOther } = rule.whenHeld;
    return {
      impact: `It depends on which party you are. If you are ${holder}: ${byReader.impact} If you are ${other}: ${byOther.impact}`,
      notes: readingNotes(clause),
      level: clause.level,
      change: `If you are ${holder}: ${byReader.change} If you are ${other}: ${byOther.change}`,
    };
  }
  const asked = rule.asks?.[clause.side] ?? [];
  const oneSided = oneSidedBy(clause);
  const answered =
    asked.length > 0 &&
    asked.every((provision) => PROVIDED[provision].present(reading) && !(provision === 'mutual' && oneSided));
  const change = answered
    ? `No change needed on this point: the clause already ${asked.map((provision) => PROVIDED[provision].told).join(' and ')}.`
    : withoutAnsweredAsks(
        clause.givenElsewhere ?? changeFor(rule, clause.side, text),
        (reading.mutual && !oneSided) || clause.reciprocal === true,
      );
  const level = answered ? 'low' : clause.level;
  const read = toldFromReading(clause, level);
  // The hedge "if that is not where you are" is replaced by the plain distance when the reader's place is known.
  const away =
    read.impact === rule.impact[clause.side]
      ? awayImpact(rule.id, text, clause.readerPlaces, clause.readerOrganisedOnly)
      : undefined;
  const told = away ? { ...read, impact: away } : read;
  const notes = readingNotes(clause).filter(
    (note) => !told.impact.startsWith(note) && !(BOTH_ALIKE.test(note) && BOTH_ALIKE.test(told.impact)),
  );
  return { ...told, notes, change: told.change ?? change };
}

/**
 * A term between two parties neither of which is the reader's (in a contract of three, the Host's promise
 * to the Provider, read by the Client): told as binding the one towards the other, at low risk, with no
 * advice to change another pair's terms. Only where the reader's party is known and the sentence names both.
 */
function betweenOthers(clause: OrientedClause): Omit<ClauseStatement, 'notes'> | undefined {
  const { giver, taker, reading } = clause;
  const form = reading.direction?.form;
  if (!clause.readerKnown || clause.relation !== undefined || reading.mutual) return undefined;
  if (!giver || !taker || giver === taker || !form) return undefined;
  const binds =
    form === 'duty' ? `${giver} gives this promise to ${taker}` : `${taker} holds this ${form} against ${giver}`;
  return {
    impact: `This is a term between ${giver} and ${taker}, not your side: ${binds}. It puts no duty on your side, and bears on you only indirectly, if at all.`,
    level: 'low',
    change: `No change needed for your side: the term is between ${giver} and ${taker}.`,
  };
}

// A line telling that the clause binds both parties alike ("It binds both parties alike.", "It applies to both parties alike.").
const BOTH_ALIKE = /\bboth\s+(?:parties|sides)\b/iu;

function toldBothAlike(lines: readonly string[]): boolean {
  return lines.some((line) => BOTH_ALIKE.test(line));
}

/**
 * The notes the clause's detection added, less one that tells again what the statement already says:
 * that both parties are bound alike is told once.
 */
export function notesNotRetold(
  clauseNotes: readonly string[],
  statement: Pick<ClauseStatement, 'impact' | 'notes'>,
): string[] {
  const told = toldBothAlike([statement.impact, ...statement.notes]);
  // A note on who gives the promise ("Host gives this promise to Provider.") that the impact already says.
  const retold = (note: string) => statement.impact.includes(note.replace(/\.$/u, ''));
  return clauseNotes.filter((note) => !(told && BOTH_ALIKE.test(note)) && !retold(note));
}

/**
 * What a clause binding both parties means for each of them. Where the two sides' impacts tell the
 * same point in other words ("working for" and "dealing with" a party not chosen), it is told once:
 * in the rule's words for both, or from the side it burdens most.
 */
function bothSidesImpact(rule: OrientedClause['rule'], burdened: ContractSide, text: string): string {
  const mine = impactFor(rule, burdened, text);
  const theirs = impactFor(rule, otherSide(burdened), text);
  if (openAlike(mine, theirs)) return rule.mutualImpact ?? mine;
  // A rule rating one side high and the other low tells each side the opposite of the other ("you may have
  // to pay for claims", "it shifts the cost of claims away from you"): side by side they contradict each
  // other, so only what binding both parties puts on the reader's own side is told.
  return opposite(rule) ? (rule.mutualImpact ?? mine) : `${mine} ${theirs}`;
}

function opposite({ risk }: OrientedClause['rule']): boolean {
  return Math.abs(levelRank(risk.provider) - levelRank(risk.recipient)) >= 2;
}

// Two sentences whose first four words are the same tell the same point.
function openAlike(one: string, other: string): boolean {
  const opening = (sentence: string) => sentence.toLowerCase().split(/\s+/u).slice(0, 4).join(' ');
  return opening(one) === opening(other);
}

const BOTH_BOUND = 'It binds both parties alike.';
// Said of a freedom both hold ("Either party may assign … on notice"): nothing binds them; each may act.
const BOTH_FREE = 'Either party may do this: it applies to both parties alike.';

/** How a clause worded for both parties is told: a freedom each may use, or a term binding both. */
function bothAlikeNote(reading: ClauseReading): string {
  return freedomOfBoth(reading) ? BOTH_FREE : BOTH_BOUND;
}

function freedomOfBoth(reading: ClauseReading): boolean {
  const permits = reading.modal === 'may' || reading.modal === 'is entitled' || reading.direction?.form === 'right';
  return permits && !reading.negated && !reading.denial;
}

/** The carve-out of a later sentence that makes a clause worded for both parties one-sided. */
function oneSidedBy(clause: OrientedClause): LaterCarveOut | undefined {
  return clause.reading.mutual ? clause.carveOut : undefined;
}

/** Said instead of "binds both alike" when a later sentence treats one named party differently. */
function carveOutNote({ party, effect }: LaterCarveOut): string {
  // The quoted sentence itself binds each party: what is one-sided is the further duty beside it.
  if (effect === 'bound-alone')
    return `The sentence binds both parties, but another sentence of the same clause puts a further duty of this kind on ${party} alone, so the clause as a whole does not bind them alike.`;
  return effect === 'acts-alone'
    ? `It does not bind both parties alike: a later sentence of the same clause lets ${party} act alone, so ${party} is freer.`
    : `It does not protect both parties alike: a later sentence of the same clause lifts the limit for claims against ${party}, so ${party} is less protected than the other side.`;
}

/** The sentence grants a permission the rule rates as a risk ("may assign … without consent"). */
function readersPermission(clause: OrientedClause): boolean {
  return (clause.rule.adjustments ?? []).some(
    (adjustment) =>
      adjustment.permission && adjustment.effect === 'raise' && adjustment.when.test(clause.sentence.text),
  );
}

/**
 * The impact and level, from who the sentence binds. A restriction the other party accepts
 * ("WLI shall not license anyone else") works for the reader even where the rule rates both
 * sides alike; a right held by a named party is told both ways when the reader's party is not known.
 */
function toldFromReading(clause: OrientedClause, level: Level): { impact: string; level: Level; change?: string } {
  const { rule, reading, relation, giver, taker } = clause;
  const text = clause.sentence.text;
  const { provider, recipient } = rule.risk;
  const restriction = reading.negated && reading.direction?.form === 'duty';
  if (reading.mutual && rule.impact.provider !== rule.impact.recipient) {
    const carveOut = oneSidedBy(clause);
    const bound = carveOut ? carveOutNote(carveOut) : bothAlikeNote(reading);
    // The reader is told what it means for its own side, which its role gives even where its party is not
    // known; the other side's stake ("the income you count on" to a payer) would be false of it.
    if (rule.impactByRole && !carveOut) return { impact: `${bound} ${impactFor(rule, clause.side, text)}`, level };
    // Each side both owes it and gains from it: telling only one half hides who is bound.
    const burdened: ContractSide = levelRank(provider) >= levelRank(recipient) ? 'provider' : 'recipient';
    return { impact: `${bound} ${bothSidesImpact(rule, burdened, text)}`, level };
  }
  if (relation === 'benefits' && restriction && provider === recipient && clause.readerRestrictedElsewhere) {
    // The quoted bar is on the other side, but another sentence bars the reader too: neither is free.
    return {
      impact: `It restricts ${giver ?? 'the other side'}, and another sentence of the contract restricts your side too, so neither side is free to do it at will.`,
      level,
      change: 'Check what the sentence restricting your side still allows you to do without consent.',
    };
  }
  if (relation === 'benefits' && restriction && provider === recipient) {
    // Asking for it to bind both sides would only give up the reader's own freedom.
    return {
      impact: `It restricts ${giver ?? 'the other side'}, not your side, and works in your favour.`,
      level: 'low',
      change: `No change needed: only ${giver ?? 'the other side'} is bound, and your side stays free.`,
    };
  }
  if (
    rule.whenOnlyReaderBarred &&
    relation === 'owes' &&
    restriction &&
    !clause.reciprocal &&
    !clause.boundTooInSection
  )
    // The bar binds the reader's side alone ("You may not assign"): what the other side may do is not this sentence's.
    return { impact: rule.whenOnlyReaderBarred, level };
  if (
    relation === 'benefits' &&
    reading.direction?.form === 'right' &&
    provider === recipient &&
    readersPermission(clause)
  ) {
    // A freedom the reader's own party holds ("may assign without consent") is no risk to the reader.
    return {
      impact: `It leaves ${taker ?? 'your side'} free to act without the other side’s consent, and works in your favour.`,
      level: 'low',
      change: 'No change needed: the freedom is your side’s.',
    };
  }
  if (rule.whenHeld && relation === 'benefits') {
    // The other side gives the promise, so the right is the reader's even where no holder was named
    // ("the other side gives this promise" cannot sit beside "you must buy only from them").
    return { impact: rule.whenHeld.byReader.impact, level: 'low', change: rule.whenHeld.byReader.change };
  }
  const burdened = giverSide(clause);
  if (relation === undefined && giver && taker && burdened !== undefined) {
    // The named giver owes the duty, bears the right or grants what the clause is about. Neither the level nor
    // the advice may be the taker's alone: for all the sentence shows, the reader may be the one who gives it.
    const taking = otherSide(burdened);
    const giversChange = changeFor(rule, burdened, text);
    const takersChange = changeFor(rule, taking, text);
    return {
      impact: `It depends on which party you are. If you are ${giver}: ${sideImpact(clause, burdened)} If you are ${taker}: ${sideImpact(clause, taking)}`,
      level: atLeast(level, neutralLevel(rule.risk)),
      change:
        giversChange === takersChange
          ? giversChange
          : `If you are ${giver}: ${giversChange} If you are ${taker}: ${takersChange}`,
    };
  }
  if (rule.whenHeld && relation === undefined) {
    // Whose right it is decides whether it protects or binds the reader; told without a guess.
    return { impact: HOLDER_UNKNOWN, level, change: `If it binds your side: ${rule.whenHeld.byOther.change}` };
  }
  const unknown = rule.whenHolderUnknown;
  // Told without a guess at the holder, it is rated without one too: not at the level the reader's role alone gives.
  if (unknown && relation === undefined && impactFor(rule, clause.side, text) === rule.impact[clause.side])
    return { impact: unknown.impact, level: atLeast(level, neutralLevel(rule.risk)), change: unknown.change };
  return { impact: impactFor(rule, clause.side, text), level };
}

/** What the clause means for one side, a denial of quality told with the outcomes it leaves unpromised. */
function sideImpact({ rule, sentence }: OrientedClause, side: ContractSide): string {
  const unpromised = rule.id === 'warranty' ? unpromisedAsStated(sentence.text, side) : undefined;
  return unpromised ?? impactFor(rule, side, sentence.text);
}

const HOLDER_UNKNOWN =
  'Whether it protects or binds you depends on which party holds it, which this sentence does not say: check who gives the promise.';

/** Told with the headline itself, so that a card showing only the headline does not read one-way. */
export const RECIPROCAL_NOTE = 'The contract also states this clause the other way, so it runs both ways.';
// Stated the other way only in a sentence of the other party's own: the two need not cover as much.
export const REVERSE_NOTE =
  'The contract also states this clause the other way, in a separate sentence that may not cover as much.';
/** The notes saying the clause is stated the other way too, told beside its impact. */
export const RECIPROCITY_NOTES: readonly string[] = [RECIPROCAL_NOTE, REVERSE_NOTE];

function readingNotes(clause: OrientedClause): string[] {
  const { reading } = clause;
  const notes: string[] = [];
  const carveOut = oneSidedBy(clause);
  if (reading.negated && reading.consent && carveOut) {
    notes.push(
      carveOutNote(carveOut),
      carveOut.effect === 'bound-alone'
        ? 'Neither party may do it without the other’s consent.'
        : 'Neither party may do it without the other’s consent, except as that later sentence allows.',
    );
  } else if (reading.negated && reading.consent && reading.mutual) {
    if (!toldBothAlike(clause.notes)) notes.push(BOTH_BOUND);
    notes.push('Neither party may do it without the other’s consent.');
  } else if (reading.negated && reading.consent && clause.favoured) {
    notes.push('Neither party may do it without the other’s consent, except as its exception allows.');
  } else if (reading.negated && reading.consent) {
    notes.push(consentNote(clause));
  } else if (carveOut) {
    notes.push(carveOutNote(carveOut));
  } else if (reading.mutual && !toldBothAlike(clause.notes)) {
    notes.push(bothAlikeNote(reading));
  }
  if (clause.boundTooInSection) notes.push(SECTION_BINDS_TOO[clause.boundTooInSection]);
  const favoured = favouredNote(clause);
  if (favoured) notes.push(favoured);
  if (clause.reciprocal) notes.push(clause.reciprocalInReverse ? REVERSE_NOTE : RECIPROCAL_NOTE);
  if (reading.exceptions.length > 0) {
    notes.push(
      `It has exceptions (${reading.exceptions.map((word) => `“${word}”`).join(', ')}), which the full clause sets out.`,
    );
  }
  return notes;
}

// The quoted sentence binds one side, and its section puts the same duty on the other side as well.
const SECTION_BINDS_TOO: Record<'reader' | 'other', string> = {
  reader: 'Another sentence of the same clause binds your side too.',
  other: 'Another sentence of the same clause binds the other side too.',
};

/** Whose consent a bar on one party needs: the other party's, told from the reader's place where it is known. */
function consentNote({ relation, giver }: OrientedClause): string {
  if (relation === 'owes') return 'Your side may not do it without the other side’s consent.';
  if (relation === 'benefits') return `${giver ?? 'The other side'} may not do it without your side’s consent.`;
  return giver
    ? `${giver} may not do it without the other party’s consent.`
    : 'It may not be done without the other party’s consent.';
}

/** Worded for both parties, but an exception frees one of them by name: not "both alike". */
function favouredNote({ favoured, reading }: OrientedClause): string | undefined {
  if (!favoured || reading.mutual) return undefined;
  const whose = favoured.whose === 'reader' ? ' (your side)' : favoured.whose === 'other' ? ' (the other side)' : '';
  return `It binds both parties, except that ${favoured.name}${whose} may act alone in the cases its exception names.`;
}

/** "Make it mutual" for a clause that already binds both parties is dropped from the advice. */
function withoutAnsweredAsks(change: string, mutual: boolean): string {
  if (!mutual) return change;
  const rest = change.replace(/^make\s+it\s+mutual,\s*(?:and\s+)?/iu, '');
  return rest === change ? change : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}
