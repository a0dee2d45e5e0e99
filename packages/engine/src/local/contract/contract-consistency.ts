import type { Evidence, KeyFinding } from '@doclens/api';
import type { DocumentPage } from '../../analysis-engine';
import { evidenceFrom } from '../../text/evidence';
import type { Sentence } from '../../text/sentences';
import type { ClauseRule } from './clause-rule';
import { nameStatements, sameName } from './contract-consistency-names';
import { numbersWrittenTwoWays } from './contract-consistency-numbers';
import { type TermStatement, termStatements } from './contract-consistency-statements';
import { contractPartiesOf } from './contract-parties';
import { type ContractRole, type ContractSide, sideOf } from './contract-roles';
import type { ContractFinding } from './key-findings';
import { sectionLabel } from './section-labels';

/**
 * Internal consistency: one contract stating two values for the same term (two payment periods for
 * the same invoices, two governing laws for the agreement), or one number written in words and
 * figures that disagree. What counts as the same term is set out in contract-consistency-statements.ts
 * and contract-consistency-names.ts (and, for users, in docs/decisions.md).
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
  'non-renewal': 'Two notice periods for stopping the renewal',
  'initial-term': 'Two lengths for the initial term',
  law: 'Two governing laws for the agreement',
  amount: 'Two amounts for the same named sum',
  'party-name': 'One short name defined for two different names',
};

/** One finding per term the contract states with two different values, and per number written two ways. */
export function inconsistentTerms(
  sentences: readonly Sentence[],
  pages: readonly DocumentPage[],
  role: ContractRole,
): ContractFinding[] {
  const findings: ContractFinding[] = [];
  const reported: TermStatement[] = [];
  const aliases = new Set(
    contractPartiesOf(pages).flatMap((party) =>
      party.aliases.map((alias) => alias.replace(/^the\s+/iu, '').toLowerCase()),
    ),
  );
  const statements = [...termStatements(sentences), ...nameStatements(sentences, aliases)].sort(
    (a, b) => a.sentence.index - b.sentence.index,
  );
  for (const [position, later] of statements.entries()) {
    if (reported.some((done) => sameTerm(done, later))) continue;
    const earlier = statements
      .slice(0, position)
      .find(
        (first) =>
          sameTerm(first, later) &&
          first.sentence !== later.sentence &&
          !sameValue(first, later) &&
          !amendedBetween(sentences, first.sentence, later.sentence) &&
          !(SEPARATE_DOCUMENT_KINDS.has(later.kind) && attachmentBetween(sentences, first.sentence, later.sentence)),
      );
    if (!earlier) continue;
    reported.push(earlier, later);
    findings.push(conflictFinding(earlier, later, pages, role, hasPrecedenceClause(sentences)));
  }
  // One finding per passage: a sentence repeated in an exhibit, or with two slips, is one thing to correct.
  const quoted = new Set<string>();
  for (const sentence of sentences) {
    const number = numbersWrittenTwoWays(sentence.text)[0];
    if (!number || quoted.has(sentence.text)) continue;
    quoted.add(sentence.text);
    findings.push(numberFinding(sentence, number, pages));
  }
  return findings;
}

// An addendum, rider or amendment between the two statements changes the earlier one on purpose
// ("Section 27.1 … is deleted in its entirety and the following … is substituted").
const AMENDING =
  /\b(?:amended\s+to\s+read|is\s+(?:hereby\s+)?(?:deleted|replaced|substituted)|in\s+lieu\s+thereof|supplemented\s+as\s+follows|shall\s+be\s+supplemented)\b/iu;
const AMENDMENT_HEADING = /\b(?:addendum|amendment|rider)\b/iu;
const HEADING_LENGTH = 120;
// An exhibit or schedule may be a separate form (a guaranty, an escrow agreement) with parties and sums of its own.
const ATTACHMENT_HEADING = /\b(?:exhibit|schedule|annex(?:ure)?|appendix|attachment)\b/iu;
const SEPARATE_DOCUMENT_KINDS = new Set<TermStatement['kind']>(['amount', 'party-name']);

function attachmentBetween(sentences: readonly Sentence[], first: Sentence, second: Sentence): boolean {
  return sentences
    .slice(first.index + 1, second.index + 1)
    .some((between) => isHeading(between.text) && ATTACHMENT_HEADING.test(between.text));
}

function isHeading(text: string): boolean {
  return text.length <= HEADING_LENGTH && !/[.;]\s*$/u.test(text);
}

function amendedBetween(sentences: readonly Sentence[], first: Sentence, second: Sentence): boolean {
  return sentences
    .slice(first.index + 1, second.index)
    .some(
      (between) => AMENDING.test(between.text) || (isHeading(between.text) && AMENDMENT_HEADING.test(between.text)),
    );
}

// "Should any provision of this Annexure conflict with the Agreement, the Annexure shall prevail", "order of precedence".
const PRECEDENCE =
  /\border\s+of\s+precedence\b|\b(?:conflict|inconsisten\w*|discrepanc\w*)\b[^.]{0,200}\b(?:shall|will)\s+(?:prevail|control|govern|take\s+precedence)\b/iu;

function hasPrecedenceClause(sentences: readonly Sentence[]): boolean {
  return sentences.some((sentence) => PRECEDENCE.test(sentence.text));
}

function sameTerm(a: TermStatement, b: TermStatement): boolean {
  return (
    a.kind === b.kind && a.item === b.item && (a.party === undefined || b.party === undefined || a.party === b.party)
  );
}

function sameValue(a: TermStatement, b: TermStatement): boolean {
  if (a.kind === 'party-name') return sameName(String(a.value), String(b.value));
  if (a.kind === 'amount') return a.value === b.value;
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
  precedence: boolean,
): ContractFinding {
  const where = [sectionLabel(first.sentence, pages), sectionLabel(second.sentence, pages)] as const;
  const places = [placeOf(where[0]), where[1] === where[0] ? `elsewhere ${placeOf(where[1])}` : placeOf(where[1])];
  const evidence = evidenceFrom(first.sentence, first.focus);
  const related = evidenceFrom(second.sentence, second.focus);
  const forParty = first.party ?? second.party;
  const headline = `${first.shown} ${places[0]} and ${second.shown} ${places[1]}; which one applies is open to argument.`;
  const stated =
    first.kind === 'party-name'
      ? `The ${first.label} is defined for two different names: ${first.shown} ${places[0]} and ${second.shown} ${places[1]}.`
      : `The contract states the ${first.label}${forParty ? ` (${first.kind === 'payment' ? 'paid by' : 'given by'} ${partyShown(forParty)})` : ''} twice with different values: ${first.shown} ${places[0]} and ${second.shown} ${places[1]}.`;
  const description = [
    stated,
    precedence
      ? 'The contract says which of its parts prevails in a conflict, which may settle the question, but a reader should not have to work it out.'
      : 'When two clauses give different values for one term, each side can rely on the one that suits it, and a court has to decide which the parties meant.',
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

/** "in Section 5", "on page 3": where a clause is, as a sentence says it. */
function placeOf(label: string): string {
  return label.startsWith('Page ') ? `on ${label.toLowerCase()}` : `in ${label}`;
}

function partyShown(party: string): string {
  return /^(?:either|each|any|neither|both)\b/u.test(party)
    ? party
    : `the ${party.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())}`;
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
  const words = number.words.toLocaleString('en-US');
  const figures = number.figures.toLocaleString('en-US');
  const headline = `“${number.text}” says ${words} in words and ${figures} in figures.`;
  const description = `A number ${placeOf(where)} is written two ways that disagree: “${number.text}” reads ${words} in words and ${figures} in figures. Which of the two binds is open to argument.`;
  const change = `Correct the words or the figures so that both give the agreed value (${words} or ${figures}).`;
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
  return { rule, finding, headline, change, missing: false };
}
