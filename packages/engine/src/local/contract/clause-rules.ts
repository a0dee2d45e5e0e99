export type { ClauseRule, RiskAdjustment } from './clause-rule';

import type { ClauseRule } from './clause-rule';
import { DISPUTE_CLAUSE_RULES } from './dispute-clause-rules';
import { EVERYDAY_CLAUSE_RULES } from './everyday-clause-rules';
import { INFORMATION_AND_QUALITY_CLAUSE_RULES } from './information-and-quality-clause-rules';
import { IP_CLAUSE_RULES } from './ip-clause-rules';
import { LIABILITY_CLAUSE_RULES } from './liability-clause-rules';
import { MONEY_CLAUSE_RULES } from './money-clause-rules';
import { PARTY_CLAUSE_RULES } from './party-clause-rules';
import { RESTRICTIVE_COVENANT_RULES } from './restrictive-covenant-rules';
import { SUSPENSION_CLAUSE_RULES } from './suspension-clause-rules';
import { TERM_CLAUSE_RULES } from './term-clause-rules';

/** The order findings and clause lists have always followed: the core clauses first, then the commercial ones. */
const RULE_ORDER: readonly string[] = [
  'governing-law',
  'termination',
  'auto-renewal',
  'limitation-of-liability',
  'uncapped-liability',
  'indemnification',
  'non-compete',
  'non-solicitation',
  'confidentiality',
  'assignment',
  'payment-terms',
  'warranty',
  'dispute-resolution',
  'ip-assignment',
  'termination-for-convenience',
  'suspension',
  'renewal-notice',
  'exclusivity',
  'change-of-control',
  'revenue-sharing',
  'minimum-commitment',
  'license-grant',
  'non-transferable-license',
  'perpetual-license',
  'joint-ip',
  'audit-rights',
  'insurance',
  'post-termination',
  'covenant-not-to-sue',
  'third-party-beneficiary',
  'liquidated-damages',
  'warranty-duration',
  'most-favoured-nation',
  'non-disparagement',
  'no-solicit-employees',
  'no-solicit-customers',
  'first-refusal',
  'volume-restriction',
];

const BY_ID = new Map(
  [
    ...DISPUTE_CLAUSE_RULES,
    ...INFORMATION_AND_QUALITY_CLAUSE_RULES,
    ...IP_CLAUSE_RULES,
    ...LIABILITY_CLAUSE_RULES,
    ...MONEY_CLAUSE_RULES,
    ...PARTY_CLAUSE_RULES,
    ...RESTRICTIVE_COVENANT_RULES,
    ...SUSPENSION_CLAUSE_RULES,
    ...TERM_CLAUSE_RULES,
  ].map((rule) => [rule.id, rule]),
);

function inOrder(): ClauseRule[] {
  if (BY_ID.size !== RULE_ORDER.length) throw new Error('every clause rule must have its place in RULE_ORDER');
  return RULE_ORDER.map((id) => {
    const rule = BY_ID.get(id);
    if (!rule) throw new Error(`clause rule ${id} is not defined`);
    return rule;
  });
}

export const CLAUSE_RULES: readonly ClauseRule[] = [...inOrder(), ...EVERYDAY_CLAUSE_RULES];
