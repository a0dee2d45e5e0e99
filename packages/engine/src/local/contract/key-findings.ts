import type { KeyFinding, Level } from '@doclens/api';
import type { DocumentPage } from '../../analysis-engine';
import { statesADisclaimer } from './acknowledged-disclaimer';
import type { OrientedClause } from './clause-orientation';
import { clauseEvidence } from './clause-quote';
import { meaningFor, titleFor } from './clause-rule';
import type { ClauseRule } from './clause-rules';
import { type ClauseStatement, clauseStatement, notesNotRetold, RECIPROCITY_NOTES } from './clause-statement';
import { type ContractRole, type ContractSide, roleLabel, sideOf } from './contract-roles';
import { lowLevelAdvice, type ReaderRelation } from './low-advice-opening';
import type { NoticeTerms } from './notice-terms';
import { toldWithNotice } from './notice-wording';
import { LEVEL_SCORE } from './risk-levels';
import { generalAskOf } from './rule-asks';
import { sectionLabel } from './section-labels';

/** A finding together with the rule it came from, for the later recommendation steps. */
export interface ContractFinding {
  rule: ClauseRule;
  finding: KeyFinding;
  /** One line on what it means for the reader, for risk lists and summaries. */
  headline: string;
  missing: boolean;
  /** What to ask for, as the finding's recommendation says it. */
  change: string;
  /**
   * The rule's general ask this finding started with, when its change was one (`rule-asks.ts`): while the
   * change says nothing that ask does not, it is no advice specific to this agreement.
   */
  generalAsk?: string;
  /** The reader's place in the quoted clause, as read; says whether "No change needed for your side" may be told. */
  readerRelation?: ReaderRelation;
  /**
   * How soon the quoted clause lets an end come, as read: later steps that tell the rule's wording in other words
   * tell it with the same notice.
   */
  noticeTerms?: NoticeTerms;
}

// Each level keeps to its colour band of the key-finding list (green ≤30, yellow ≤70, red above).
const SCORE_BAND: Record<Level, readonly [number, number]> = { low: [10, 30], medium: [40, 65], high: [75, 95] };
const SCORE_STEP = 5;

/**
 * The finding for a clause, explained from the reader's side of this sentence: a promise the reader
 * gives reads as their obligation, the same promise given to them as their protection.
 */
export function findingForClause(
  clause: OrientedClause,
  role: ContractRole,
  pages: readonly DocumentPage[],
): ContractFinding {
  const { rule } = clause;
  // Told from the reading of the sentence: who it binds, consent, exceptions; advice that asks for nothing already there.
  const statement = clauseStatement(clause);
  // The rule's words for how soon an end comes are told as the quoted sentence sets its notice.
  const withNotice = (line: string): string => toldWithNotice(line, clause.reading.noticeTerms);
  const { level, change } = statement;
  const impact = withNotice(statement.impact);
  const notes = statement.notes.map(withNotice);
  const evidence = clauseEvidence(clause.sentence, clause.focus);
  const general = generalAskOf(rule, change);
  // A finding standing on a narrow provision says so first, on the card too: it is no general right or limit.
  const narrow = narrowNoteUntold(clause, statement);
  const reciprocity = notes.find((note) => RECIPROCITY_NOTES.includes(note));
  const told = reciprocity ? `${impact} ${reciprocity}` : impact;
  const headline = narrow ? `${narrow} ${told}` : told;
  const description = [
    withNotice(statement.meaning ?? rule.detail?.(clause.sentence.text) ?? meaningFor(rule, clause.sentence.text)),
    `As the ${roleLabel(role)}: ${headline}`,
    ...notesNotRetold(clause.notes, statement)
      .filter((note) => note !== clause.narrow?.note)
      .map(withNotice),
    // How many places state it is not told: the count holds headings and mentions, and the quoted
    // sentence is chosen by risk level, which does not make it the most significant.
    ...notes.filter((note) => !RECIPROCITY_NOTES.includes(note)),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    rule,
    missing: false,
    headline,
    change,
    ...(general ? { generalAsk: general } : {}),
    ...(adviceRelation(clause) ? { readerRelation: adviceRelation(clause) } : {}),
    noticeTerms: clause.reading.noticeTerms,
    finding: {
      type: level,
      title: titleFor(rule, clause.sentence.text),
      description,
      score: scoreFor(level, clause.shift),
      quotedText: evidence.quote,
      section: sectionLabel(clause.sentence, pages),
      category: rule.category,
      recommendation:
        level === 'low' && !change.startsWith('No change needed')
          ? lowLevelAdvice(change, adviceRelation(clause))
          : change,
      evidence,
    },
  };
}

/**
 * The reader's place as low-level advice opens on it. A disclaimer the other side makes is given "to" the
 * reader only in the sense that the reader bears it: "No change needed for your side" would be the other
 * side's view, so it is told as low risk, no more.
 */
function adviceRelation(clause: OrientedClause): OrientedClause['relation'] {
  const disclaimer = clause.reading.direction?.form === 'duty' && statesADisclaimer(clause.reading.mainClause);
  return disclaimer && clause.relation === 'benefits' ? undefined : clause.relation;
}

/** The note on how narrow the quoted provision is, unless the statement already tells what it is limited to. */
function narrowNoteUntold(clause: OrientedClause, statement: ClauseStatement): string | undefined {
  const { narrow } = clause;
  if (!narrow) return undefined;
  const limit = narrow.part ?? narrow.limit;
  const told = [statement.meaning ?? '', statement.impact].some((line) => line.includes(limit));
  return told ? undefined : narrow.note;
}

/**
 * What the whole text was searched for, by rule: said in place of calling the clause a missing protection,
 * which it is not for every kind of document nor every clause (a governing-law clause protects neither side).
 */
const LOOKED_FOR: Readonly<Record<string, string>> = {
  'governing-law': 'names the law that governs it',
  termination: 'says how or when it can be ended',
  'limitation-of-liability': 'caps or excludes either side’s liability',
  insurance: 'requires or mentions insurance',
  'security-deposit': 'asks for a security deposit',
  'warranty-duration': 'says how long the quality promises last',
};

/**
 * A finding for a clause whose absence matters; there is nothing to quote. `expected` says why a
 * contract of this kind usually has the clause ("In a supply agreement, a supplier usually …"); `kindLabel`
 * comes with its article; its `change`, when given, replaces advice of the rule that would not fit this contract.
 */
export function findingForMissingClause(
  rule: ClauseRule,
  role: ContractRole,
  side: ContractSide = sideOf(role),
  expected?: { kindLabel: string; why: string; change?: string; finding?: string; level?: Level },
): ContractFinding | undefined {
  if (!rule.whenMissing) return undefined;
  if (rule.whenMissing.roles && !rule.whenMissing.roles.includes(role)) return undefined;
  const level = expected?.level ?? rule.whenMissing.risk[side];
  const change = expected?.change ?? rule.whenMissing.change;
  const headline = expected?.finding ?? rule.whenMissing.finding;
  return {
    rule,
    missing: true,
    headline,
    change,
    finding: {
      type: level,
      title: `No ${rule.title.toLowerCase()} clause`,
      description: [
        headline,
        expected ? `In ${expected.kindLabel}, ${expected.why}` : '',
        `No sentence that ${LOOKED_FOR[rule.id] ?? `deals with ${rule.title.toLowerCase()}`} was found anywhere in this document.`,
      ]
        .filter(Boolean)
        .join(' '),
      score: scoreFor(level, 0),
      quotedText: '',
      section: 'Not found in the document',
      category: rule.category,
      recommendation: change,
    },
  };
}

function scoreFor(level: Level, shift: number): number {
  const [low, high] = SCORE_BAND[level];
  return Math.min(high, Math.max(low, LEVEL_SCORE[level] + shift * SCORE_STEP));
}
