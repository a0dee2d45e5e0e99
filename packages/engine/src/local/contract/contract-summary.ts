import type { ContractParty, RiskAssessment } from '@doclens/api';
import { countOf, listOf } from '../wording';
import { CLAUSE_RULES } from './clause-rules';
import { EXPECTED_CLAUSES } from './contract-checklists';
import type { ContractKind } from './contract-kind';
import type { ReaderParty } from './contract-parties';
import { type ContractRole, roleLabel } from './contract-roles';
import type { ContractFinding } from './key-findings';

const MAX_HIGH_LINES = 3;
const MAX_NAMED_FINDINGS = 5;

/** Bullet lines: the verdict first, then who the reader is, then what drives the verdict. */
export function contractSummary(input: {
  kind: ContractKind;
  role: ContractRole;
  reader: ReaderParty | undefined;
  /** The parties the contract names, offered to the reader when which one they are cannot be told. */
  parties: readonly ContractParty[];
  risk: RiskAssessment;
  findings: readonly ContractFinding[];
  clauseTypesFound: number;
  governingLaw: string | undefined;
  pageCount: number;
}): string[] {
  const { kind, role, risk, findings, reader } = input;
  const name = kind.title ? `“${kind.title}”` : `This ${kind.label}`;
  const lines = [
    `${name} (${countOf(input.pageCount, 'page')}) reviewed from the ${roleLabel(role)}’s side: overall risk ${risk.overall} (${risk.overallScore}/100).`,
    reader
      ? `You are ${reader.party.name}, the “${reader.alias}”: ${reader.reason}`
      : readerUnknown(role, input.parties),
    `${countOf(risk.highRisk.length, 'high-risk item')}, ${risk.mediumRisk.length} medium and ${risk.lowRisk.length} low, across ${countOf(input.clauseTypesFound, 'clause type')} found.`,
  ];
  for (const { finding, headline } of findings
    .filter((item) => item.finding.type === 'high')
    .slice(0, MAX_HIGH_LINES)) {
    lines.push(`${finding.title} (${finding.section}): ${headline}`);
  }
  const form = formLine(kind, findings);
  if (form) lines.push(form);
  if (input.governingLaw) lines.push(`Governed by the laws of ${input.governingLaw}.`);
  if (input.clauseTypesFound < 2) {
    lines.push('Few common contract clauses were found: check that this document is a contract.');
  }
  return lines;
}

/** Said once, in place of hedging every finding: which parties the reader may choose from. */
function readerUnknown(role: ContractRole, parties: readonly ContractParty[]): string {
  const names = parties.map((party) => party.name);
  const choice =
    names.length >= 2
      ? ` choose yours (${names.slice(0, -1).join(', ')} or ${names.at(-1)}) to have each finding told from your side.`
      : '';
  const meanwhile = `${choice ? ' Until then, findings' : ' findings'} are told from the ${roleLabel(role)}’s side, or for each party where a clause names the one it binds.`;
  return `Which party you are could not be told from the contract:${choice}${meanwhile}`;
}

/** For a document that is not a whole agreement: which findings and which checks need the other document. */
function formLine(kind: ContractKind, findings: readonly ContractFinding[]): string | undefined {
  if (kind.form === 'agreement') return undefined;
  const stated = [...new Set(findings.filter((item) => !item.missing).map((item) => item.finding.title))];
  const named = stated.slice(0, MAX_NAMED_FINDINGS).map((title) => title.toLowerCase());
  const found = new Set(findings.map((item) => item.rule.id));
  const elsewhere = EXPECTED_CLAUSES[kind.id]
    .filter((expected) => !found.has(expected.clause))
    .map(
      (expected) => CLAUSE_RULES.find((rule) => rule.id === expected.clause)?.title.toLowerCase() ?? expected.clause,
    );
  const onStated = named.length > 0 ? ` The findings on ${listOf(named)} describe only what this document says.` : '';
  const checks = (where: string) =>
    elsewhere.length > 0 ? ` Whether the deal has ${listOf(elsewhere)} can only be checked in ${where}.` : '';
  if (kind.form === 'amendment') {
    return `It amends an earlier agreement that is not in this file.${onStated}${checks('the earlier agreement')} Terms it does not change stay as that agreement has them, so read the two together.`;
  }
  if (kind.form === 'attachment') {
    return `It is an attachment (exhibit or schedule) to a main agreement, which is not in this file, so no clause is reported missing from it.${onStated}${checks('the main agreement')}`;
  }
  if (kind.form === 'order') {
    return `It is an order or statement of work, placed under a contract that is not in this file, so no clause is reported missing from it.${onStated}${checks('the contract under which it is placed')}`;
  }
  return `It reads as part of an agreement (no parties, signatures or making of the agreement were found), so no clause is reported missing from it.${onStated}${checks('the whole agreement')}`;
}
