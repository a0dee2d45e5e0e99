import type {
  ContractImprovement,
  ContractRecommendations,
  ImmediateAction,
  Level,
  LongTermConsideration,
  ResourceLink,
} from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { asksOnlyInGeneral } from './advice-change';
import { changeAsked } from './change-asked';
import type { OrientedClause } from './clause-orientation';
import type { ContractRole } from './contract-roles';
import type { DetectedClause } from './detected-clause';
import type { ContractFinding } from './key-findings';
import { longTermConsiderationFor } from './long-term-considerations';

const MAX_IMPROVEMENTS = 8;
const MAX_ACTIONS = 5;

/** A found clause, with the reader's place in it where the parties are known (`clause-orientation.ts`). */
type ReadClause = DetectedClause & Partial<Pick<OrientedClause, 'relation' | 'side'>>;

export function contractRecommendations(
  findings: readonly ContractFinding[],
  clauses: readonly ReadClause[],
  role: ContractRole,
  governingLaw: string | undefined,
): ContractRecommendations {
  const concerning = findings
    .filter(({ finding }) => finding.type !== 'low')
    .sort((a, b) => b.finding.score - a.finding.score);
  return {
    contractImprovements: concerning.filter(asksForThisAgreement).slice(0, MAX_IMPROVEMENTS).map(improvementFor),
    immediateActions: immediateActions(concerning),
    resourcesAndLinks: resourcesFor(concerning, role, governingLaw),
    longTermConsiderations: longTermConsiderations(clauses),
  };
}

/**
 * How soon to act on a finding: its level, unless its advice asks for no change, which is never urgent.
 * The score alone (a few points more within the same level) does not make a clause critical.
 */
export function priorityOf({ finding, change }: Pick<ContractFinding, 'finding' | 'change'>): Priority {
  // A recommendation shown beside its finding carries the finding's level: a medium risk is never a low priority.
  if (changeAsked(change) === 'none') return 'low';
  return finding.type;
}

type Priority = ContractImprovement['priority'];

/** A finding whose advice asks the reader to negotiate something, and whose level makes it a risk. */
function asksAChange({ finding, change }: ContractFinding): boolean {
  return finding.type !== 'low' && changeAsked(change) === 'change';
}

/**
 * An improvement is listed only where its change is specific to this agreement: advice fitted to what the
 * clause and the contract say, or a clause a contract of its kind is expected to have. A rule's general
 * ask, written for every contract alike, or advice that asks for no change, is no improvement of this one.
 */
function asksForThisAgreement(finding: ContractFinding): boolean {
  return !asksOnlyInGeneral(finding) && changeAsked(finding.change) !== 'none';
}

/** The change the finding asks for: read from the quoted clause from the reader's side (never what it already says). */
function improvementFor(contractFinding: ContractFinding): ContractImprovement {
  const { rule, finding, headline, change } = contractFinding;
  return {
    priority: priorityOf(contractFinding),
    costToImplement: rule.costToImplement,
    issue: `${finding.title}: ${headline}`,
    specificChange: change,
    reasoning: finding.description,
    legalBasis: rule.legalBasis,
    ...(finding.evidence ? { evidence: finding.evidence } : {}),
  };
}

function immediateActions(concerning: readonly ContractFinding[]): ImmediateAction[] {
  // Only a clause whose advice asks for a change is one to negotiate before signing.
  const negotiable = concerning.filter(asksAChange);
  const high = negotiable.filter(({ finding }) => finding.type === 'high');
  if (high.length === 0 && negotiable.length > 0) {
    return [
      {
        action: mediumAction(negotiable),
        timeline: 'Before signing',
        documentation: 'Note your questions next to each clause and keep the other side’s written answers.',
        riskIfDelayed: 'Once signed, the clauses apply as written.',
      },
    ];
  }
  return high.slice(0, MAX_ACTIONS).map(({ rule, finding, missing }) => ({
    action: missing
      ? `Ask for a ${rule.title.toLowerCase()} clause to be added.`
      : `Negotiate the ${rule.title.toLowerCase()} clause (${finding.section}) before signing.`,
    timeline: 'Before signing',
    documentation: missing
      ? 'Send the wording you propose in writing and keep the reply.'
      : `Mark up ${finding.section} with the wording you propose and keep the other side’s written reply.`,
    riskIfDelayed: rule.riskIfDelayed,
    ...(finding.evidence ? { evidence: finding.evidence } : {}),
  }));
}

/** What to do about the clauses marked medium risk: the one concerned named, or how many there are. */
function mediumAction(negotiable: readonly ContractFinding[]): string {
  const [only] = negotiable;
  if (negotiable.length > 1 || !only) {
    return `Read the ${negotiable.length} clauses marked medium risk and decide whether to negotiate them.`;
  }
  const title = only.rule.title.toLowerCase();
  return only.missing
    ? `Decide whether to ask for a ${title} clause to be added (marked medium risk).`
    : `Read the ${title} clause (${only.finding.section}), marked medium risk, and decide whether to negotiate it.`;
}

const SPECIALIST_BY_ROLE: Record<ContractRole, string> = {
  employee: 'An employment lawyer',
  employer: 'An employment lawyer',
  tenant: 'A tenants’ advice service or a property lawyer',
  landlord: 'A property lawyer',
  buyer: 'A commercial contracts lawyer',
  seller: 'A commercial contracts lawyer',
  client: 'A commercial contracts lawyer',
  'service-provider': 'A commercial contracts lawyer',
};

function resourcesFor(
  concerning: readonly ContractFinding[],
  role: ContractRole,
  governingLaw: string | undefined,
): ResourceLink[] {
  if (concerning.length === 0) return [];
  const urgency: Level = concerning.some((found) => found.finding.type === 'high' && asksAChange(found))
    ? 'high'
    : 'medium';
  // Told beside "the governing law", so a split choice or "the jurisdiction chosen in the Agreement" reads right.
  const where = governingLaw ? `qualified in the governing law (${governingLaw})` : 'qualified where you are';
  return [
    {
      category: 'Legal review',
      description: `Have a lawyer ${where} review the ${concerning.length === 1 ? 'flagged clause' : `${concerning.length} flagged clauses`} before you sign.`,
      urgency,
      suggestedProviders: [
        SPECIALIST_BY_ROLE[role],
        'A lawyer referral service run by a bar association or law society',
      ],
      resources: [
        {
          name: 'Lawyer referral service',
          cost: 'Varies by provider; ask for the fee before the first consultation',
          purpose: 'Find a lawyer who reviews contracts of this kind',
          contact: 'The bar association or law society where you live',
        },
      ],
    },
  ];
}

function longTermConsiderations(clauses: readonly ReadClause[]): LongTermConsideration[] {
  return clauses.flatMap((clause) => {
    const consideration = longTermConsiderationFor(clause);
    return consideration ? [{ ...consideration, evidence: evidenceFrom(clause.sentence, clause.focus) }] : [];
  });
}
