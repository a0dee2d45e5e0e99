import type { DetectedContractClause } from '@doclens/api';
import { distinctClaims, MAX_CITATIONS } from './answer-claims';
import type { FactStatement } from './fact-statements';
import type { Claim } from './question-answerer';

/**
 * An answer that leads with the passage answering the question, then the facts the engine read that
 * bear on it, then the other passages. The user reads the contract's own words first, with their
 * page; a value the engine worked out ("Expiration date: 2012-04-15", counted from a term length)
 * comes after, as a reading of that passage, never before it.
 *
 * Which passage leads: for the agreement's term, the sentence stating the term ("shall continue for a
 * period of two (2) years", `(the "Term")`), since an expiration date is usually computed from it; for
 * its dates, a definition (`(the "Effective Date")`) or a statement naming the date the engine read,
 * else the sentence the date was read from; for the other facts (governing law, renewal, payment…)
 * the sentence the fact was read from, which is the clause itself.
 */
export function answerWithFacts(
  category: string,
  facts: readonly DetectedContractClause[],
  statements: readonly FactStatement[],
  clauseClaims: readonly Claim[],
): Claim[] {
  const valued = facts.filter((fact) => fact.value !== undefined);
  const factPassages = valued.map((fact) => passageClaim(fact.evidence));
  const passages = distinctClaims([...leadOrder(category, valued, statements, factPassages), ...clauseClaims]);
  // Room for the facts whose sentence is not among the passages cited.
  const cited = (claims: readonly Claim[], quote: Claim) => claims.some((claim) => holds(claim, quote));
  const extra = factPassages.filter((fact) => !cited(passages.slice(0, MAX_CITATIONS), fact)).length;
  const shown = passages.slice(0, Math.max(1, MAX_CITATIONS - extra));
  const factLines = valued.map((fact): Claim => {
    const own = passageClaim(fact.evidence);
    const holder = shown.find((claim) => holds(claim, own)) ?? own;
    return {
      text: `${fact.title}: ${fact.value} (page ${fact.evidence.page}).`,
      page: holder.page,
      quote: holder.quote,
    };
  });
  const [lead, ...rest] = shown;
  return lead ? [lead, ...factLines, ...rest] : factLines;
}

function leadOrder(
  category: string,
  facts: readonly DetectedContractClause[],
  statements: readonly FactStatement[],
  factPassages: readonly Claim[],
): Claim[] {
  const stated = statements.map((statement) => statement.claim);
  if (category === 'Expiration Date') return [...stated, ...factPassages];
  if (category === 'Effective Date' || category === 'Agreement Date') {
    const dates = facts.flatMap((fact) => (fact.value ? [fact.value] : []));
    // For the effective date, the agreement saying when it takes effect ("shall become effective upon
    // signature by both parties") answers even when it names no date; the preamble's date comes after.
    const strongest = category === 'Effective Date' ? 1 : 0;
    const naming = statements.filter(
      (statement) => statement.strength <= strongest || dates.some((date) => mentionsDate(statement.claim.quote, date)),
    );
    return [...naming.map((statement) => statement.claim), ...factPassages, ...stated];
  }
  return [...factPassages, ...stated];
}

function passageClaim(evidence: { page: number; quote: string }): Claim {
  return { text: `Page ${evidence.page}: “${evidence.quote}”`, page: evidence.page, quote: evidence.quote };
}

/** One quote shows the other: the same page, and one holds the other's words. */
function holds(claim: Claim, other: Claim): boolean {
  return claim.page === other.page && (claim.quote.includes(other.quote) || other.quote.includes(claim.quote));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Whether a passage writes an ISO date ("2010-06-08") the way agreements do: "June 8, 2010", "8th day of June, 2010", "6/8/10", "06-08-2010". */
export function mentionsDate(text: string, iso: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(iso);
  if (!parts) return false;
  const [, year = '', month = '', day = ''] = parts;
  const name = MONTHS[Number(month) - 1];
  const d = String(Number(day));
  const m = String(Number(month));
  if (!name) return false;
  const written = new RegExp(
    String.raw`\b${name}[a-z]*\.?\s+0?${d}(?:\s?(?:st|nd|rd|th))?\b|\b0?${d}(?:\s?(?:st|nd|rd|th))?\s+(?:day\s+of\s+)?${name}`,
    'iu',
  );
  const numeric = new RegExp(String.raw`\b0?${m}([/-])0?${d}\1(?:${year}|${year.slice(2)})\b`, 'u');
  return (written.test(text) && text.includes(year)) || numeric.test(text);
}
