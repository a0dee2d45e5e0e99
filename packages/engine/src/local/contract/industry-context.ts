import type { IndustryContext } from '@doclens/api';
import { countOf, listOf } from '../wording';
import { CLAUSE_RULES } from './clause-rules';
import { type ContractKind, withArticle } from './contract-kind';
import type { DetectedClause } from './detected-clause';
import { placeOfLaw } from './governing-law';

/**
 * Context drawn from the document itself and from general drafting practice. The local engine has
 * no market data, and says so rather than inventing figures.
 */
export function industryContextFor(kind: ContractKind, clauses: readonly DetectedClause[]): IndustryContext {
  const found = new Set(clauses.map((clause) => clause.rule.id));
  const titleOf = (id: string) => CLAUSE_RULES.find((rule) => rule.id === id)?.title.toLowerCase() ?? id;
  const present = kind.keyClauses.filter((id) => found.has(id)).map(titleOf);
  const absent = kind.keyClauses.filter((id) => !found.has(id)).map(titleOf);
  const titled = kind.title
    ? `Its title is “${kind.title}”, so it is read as ${withArticle(kind.label)}.`
    : `It is read as a general ${kind.label}.`;

  return {
    marketAnalysis: `${titled} In ${withArticle(kind.label)}, the clauses that usually matter most are ${listOf(kind.keyClauses.map(titleOf))}.`,
    industryNorms:
      absent.length === 0
        ? `All of these usual clauses are present: ${listOf(present)}.`
        : `Present: ${present.length > 0 ? listOf(present) : 'none of them'}. Not found: ${listOf(absent)}; check whether the agreement deals with ${absent.length === 1 ? 'it' : 'them'} elsewhere.`,
    regionalFactors: regionalFactors(clauses),
    benchmarkData: `Compared with the ${CLAUSE_RULES.length} common clause types the engine checks, this document contains ${countOf(found.size, 'type')}. No market statistics are used: the comparison is with common drafting practice only.`,
  };
}

function regionalFactors(clauses: readonly DetectedClause[]): string {
  const law = clauses.find((clause) => clause.rule.id === 'governing-law');
  const place = law ? placeOfLaw(law.sentence.text)?.place : undefined;
  const disputes = clauses.some((clause) => clause.rule.id === 'dispute-resolution')
    ? ' Disputes go to arbitration or to named courts (see the dispute resolution finding).'
    : '';
  if (place) {
    return `The agreement is governed by the laws of ${place}; rules on points such as non-competes and liability caps differ between jurisdictions.${disputes}`;
  }
  return `No governing law was identified, so it is unclear which jurisdiction’s rules apply.${disputes}`;
}
