import type { Evidence, KeyFinding } from '@doclens/api';
import type { DocumentPage } from '../../analysis-engine';
import { evidenceFrom } from '../../text/evidence';
import type { Sentence } from '../../text/sentences';
import type { ClauseRule } from './clause-rule';
import { numbersWrittenTwoWays } from './contract-consistency-numbers';
import { type TermStatement, termStatements } from './contract-consistency-statements';
import { type ContractRole, type ContractSide, sideOf } from './contract-roles';
import type { ContractFinding } from './key-findings';
import { sectionLabel } from './section-labels';

/**
 * Internal consistency: one contract stating two values for the same term (two payment periods for
 * the same invoices, two governing laws for the agreement), or one number written in words and
 * figures that disagree. What counts as the same term is set out in contract-consistency-statements.ts.
 * Two values disagree only when they are stated in different sentences (one sentence that gives two
 * values draws a distinction of its own) and differ by more than rounding: "12 months" and "one year",
 * "thirty (30) days" and "30 days" agree.
 */
export const CONSISTENCY_CATEGORY = 'Internal consistency';

/** "one month" is 30.4 days and "30 days" 30: lengths this close are the same length written two ways. */
const SAME_LENGTH_TOLERANCE = 0.03;
/** Medium: a drafting error that leaves the term open to argument, not a clause against the reader. */
const CONSISTENCY_SCORE = 55;

const TITLES: Record<TermStatement['kind'], string> = {
  payment: 'Two payment periods for the same invoices',
  notice: 'Two notice periods for ending the agreement for convenience',
  'initial-term': 'Two lengths for the initial term',
  law: 'Two governing laws for the agreement',
};

/** One finding per term the contract states with two different values, and per number written two ways. */
export function inconsistentTerms(
  sentences: readonly Sentence[],
  pages: readonly DocumentPage[],
  role: ContractRole,
): ContractFinding[] {
  const findings: ContractFinding[] = [];
  const reported: TermStatement[] = [];
  const statements = termStatements(sentences);
  for (const [position, later] of statements.entries()) {
    if (reported.some((done) => sameTerm(done, later))) continue;
    const earlier = statements
      .slice(0, position)
      .find((first) => sameTerm(first, later) && first.sentence !== later.sentence && !sameValue(first, later));
    if (!earlier) continue;
    reported.push(earlier, later);
    findings.push(conflictFinding(earlier, later, pages, role));
  }
  for (const sentence of sentences) {
    for (const number of numbersWrittenTwoWays(sentence.text)) findings.push(numberFinding(sentence, number, pages));
  }
  return findings;
}

function sameTerm(a: TermStatement, b: TermStatement): boolean {
  return a.kind === b.kind && a.item === b.item && (a.party === undefined || b.party === undefined || a.party === b.party);
}

function sameValue(a: TermStatement, b: TermStatement): boolean {
  if (typeof a.value === 'number' && typeof b.value === 'number') {
    return Math.abs(a.value - b.value) <= SAME_LENGTH_TOLERANCE * Math.max(a.value, b.value);
  }
  // The laws of the United States leave contract law to the states: "federal law" beside a state is no conflict.
  return a.value === b.value || a.value === 'united states' || b.value === 'united states';
}

function conflictFinding(
  first: TermStatement,
  second: TermStatement,
  pages: readonly DocumentPage[],
  role: ContractRole,
): ContractFinding {
  const where = [sectionLabel(first.sentence, pages), sectionLabel(second.sentence, pages)] as const;
  const secondWhere = where[1] === where[0] ? `another sentence of ${where[1]}` : where[1];
  const evidence = evidenceFrom(first.sentence, first.focus);
  const related = evidenceFrom(second.sentence, second.focus);
  const forParty = first.party ?? second.party;
  const headline = `${where[0]} says ${first.shown}, ${secondWhere} says ${second.shown}: which one applies is open to argument.`;
  const description = [
    `The contract states the ${first.label}${forParty ? ` (${first.kind === 'payment' ? 'paid by' : 'given by'} ${partyShown(forParty)})` : ''} twice with different values: ${first.shown} in ${where[0]} and ${second.shown} in ${secondWhere}.`,
    'When two clauses give different values for one term, each side can rely on the one that suits it, and a court has to decide which the parties meant.',
  ].join(' ');
  const change = alignmentAdvice(first, second, where, sideOf(role));
  return consistencyFinding(TITLES[first.kind], headline, description, change, evidence, where[0], [related]);
}

/** Which value to keep: the one the parties agreed, and for a payment period the one in the reader's favour. */
function alignmentAdvice(
  first: TermStatement,
  second: TermStatement,
  where: readonly [string, string],
  side: ContractSide,
): string {
  const both = `${first.shown} (${where[0]}) or ${second.shown} (${where[1]})`;
  if (first.kind === 'payment' && typeof first.value === 'number' && typeof second.value === 'number') {
    const [shorter, longer] = first.value < second.value ? [first, second] : [second, first];
    // Invoices are paid by the side that receives the work unless the sentence names a provider as the payer.
    const readerPays = payingSide(first.party ?? second.party) === side;
    const favoured = readerPays
      ? `As the party that pays, the longer period, ${longer.shown}, gives you more time`
      : `As the party that is paid, the shorter period, ${shorter.shown}, gets you paid sooner`;
    return `Make both clauses state one payment period: ${both}. ${favoured}; ask for the other clause to be changed to match.`;
  }
  if (first.kind === 'law') {
    return `Make both clauses name the same law, ${both}, whichever was agreed, and change the other to match.`;
  }
  return `Make both clauses state the value that was agreed, ${both}, and change the other to match.`;
}

function partyShown(party: string): string {
  return /^(?:either|each|any|neither|both)\b/u.test(party) ? party : `the ${party.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())}`;
}

const PROVIDER_WORDS =
  /\b(?:provider|supplier|vendor|seller|contractor|consultant|licensor|manufacturer|distributor|landlord|lessor)\b/iu;

function payingSide(payer: string | undefined): ContractSide {
  return payer && PROVIDER_WORDS.test(payer) ? 'provider' : 'recipient';
}

function numberFinding(
  sentence: Sentence,
  number: { words: number; figures: number; text: string; index: number },
  pages: readonly DocumentPage[],
): ContractFinding {
  const where = sectionLabel(sentence, pages);
  const headline = `“${number.text}” says ${number.words} in words and ${number.figures} in figures.`;
  const description = `${where} writes one number two ways that disagree: “${number.text}” reads ${number.words} in words and ${number.figures} in figures. Which of the two binds is open to argument.`;
  const change = `Correct the words or the figures so that both give the agreed value (${number.words} or ${number.figures}).`;
  return consistencyFinding(
    'A number written two ways',
    headline,
    description,
    change,
    evidenceFrom(sentence, number.index),
    where,
    [],
  );
}

function consistencyFinding(
  title: string,
  headline: string,
  description: string,
  change: string,
  evidence: Evidence,
  section: string,
  related: Evidence[],
): ContractFinding {
  const rule: ClauseRule = {
    id: 'internal-consistency',
    title,
    category: CONSISTENCY_CATEGORY,
    patterns: [],
    risk: { provider: 'medium', recipient: 'medium' },
    meaning: description,
    impact: { provider: headline, recipient: headline },
    change: { provider: change, recipient: change },
    legalBasis:
      'A court reads the contract as a whole and tries to reconcile the two clauses; where it cannot, which one prevails is uncertain and may be read against the party that drafted them.',
    costToImplement: 'Low: a correction to one clause',
    riskIfDelayed: 'Once signed, each side can rely on the value that suits it.',
  };
  const finding: KeyFinding = {
    type: 'medium',
    title,
    description,
    score: CONSISTENCY_SCORE,
    quotedText: evidence.quote,
    section,
    category: CONSISTENCY_CATEGORY,
    recommendation: change,
    evidence,
    ...(related.length > 0 ? { relatedEvidence: related } : {}),
  };
  return { rule, finding, headline, missing: false };
}
