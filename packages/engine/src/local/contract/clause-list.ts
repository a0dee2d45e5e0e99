import type { DetectedContractClause } from '@doclens/api';
import { clauseEvidence } from './clause-quote';
import { categoryFor, titleFor } from './clause-rule';
import type { DetectedClause } from './detected-clause';

/** The detected clauses as the result lists them: by CUAD category where one exists, quoted. */
export function clauseList(clauses: readonly DetectedClause[]): DetectedContractClause[] {
  return clauses.map(({ rule, sentence, focus }) => {
    const value = rule.value?.(sentence.text);
    return {
      category: categoryFor(rule, sentence.text),
      title: titleFor(rule, sentence.text),
      ...(value ? { value } : {}),
      evidence: clauseEvidence(sentence, focus),
    };
  });
}
