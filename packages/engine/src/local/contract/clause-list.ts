import type { DetectedContractClause } from '@doclens/api';
import { clauseEvidence } from './clause-quote';
import { categoryFor, titleFor } from './clause-rule';
import type { DetectedClause } from './detected-clause';

/**
 * The detected clauses as the result lists them: by CUAD category where one exists, quoted. A clause only a
 * narrow provision states is listed with what it is limited to ("Termination for convenience: only for Trials").
 */
export function clauseList(clauses: readonly DetectedClause[]): DetectedContractClause[] {
  return clauses.map(({ rule, sentence, focus, narrow }) => {
    const stated = rule.value?.(sentence.text);
    const reach = narrow ? `only ${narrow.limit}` : undefined;
    const value = stated && reach ? `${stated} (${reach})` : (stated ?? reach);
    return {
      category: categoryFor(rule, sentence.text),
      title: titleFor(rule, sentence.text),
      ...(value ? { value } : {}),
      evidence: clauseEvidence(sentence, focus),
    };
  });
}
