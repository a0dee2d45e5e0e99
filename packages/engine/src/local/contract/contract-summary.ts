import type { RiskAssessment } from '@doclens/api';
import { countOf } from '../wording';
import type { ContractKind } from './contract-kind';
import { type ContractRole, roleLabel } from './contract-roles';
import type { ContractFinding } from './key-findings';

const MAX_HIGH_LINES = 3;

/** Bullet lines: the verdict first, then what drives it. */
export function contractSummary(input: {
  kind: ContractKind;
  role: ContractRole;
  risk: RiskAssessment;
  findings: readonly ContractFinding[];
  clauseTypesFound: number;
  governingLaw: string | undefined;
  pageCount: number;
}): string[] {
  const { kind, role, risk, findings } = input;
  const name = kind.title ? `“${kind.title}”` : `This ${kind.label}`;
  const lines = [
    `${name} (${countOf(input.pageCount, 'page')}) reviewed from the ${roleLabel(role)}’s side: overall risk ${risk.overall} (${risk.overallScore}/100).`,
    `${countOf(risk.highRisk.length, 'high-risk item')}, ${risk.mediumRisk.length} medium and ${risk.lowRisk.length} low, across ${countOf(input.clauseTypesFound, 'clause type')} found.`,
  ];
  for (const { finding, headline } of findings
    .filter((item) => item.finding.type === 'high')
    .slice(0, MAX_HIGH_LINES)) {
    lines.push(`${finding.title} (${finding.section}): ${headline}`);
  }
  if (kind.amends) {
    lines.push(
      'It amends an earlier agreement: terms it does not change stay as that agreement has them, so read the two together.',
    );
  }
  if (input.governingLaw) lines.push(`Governed by the laws of ${input.governingLaw}.`);
  if (input.clauseTypesFound < 2) {
    lines.push('Few common contract clauses were found: check that this document is a contract.');
  }
  return lines;
}
