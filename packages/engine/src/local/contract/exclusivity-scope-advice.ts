import { listOf } from '../wording';
import { withChange } from './advice-change';
import type { ContractFinding } from './key-findings';

type Limit = 'time' | 'area' | 'products';

// Each limit the advice may ask for: how it is asked, how it is told once set, and the words that set it.
const LIMITS: Record<Limit, { ask: string; told: string; set: RegExp }> = {
  time: {
    ask: 'in time',
    told: 'to the term or a set period',
    set: /\b(?:during|throughout|for)\s+(?:the\s+)?(?:initial\s+|then[\s-]+current\s+)?term\b|\bfor\s+(?:a\s+period\s+of\s+)?(?:[a-z-]+\s+)?\(?\d+\)?\s+(?:years?|months?)\b|\buntil\s+(?:the\s+)?(?:expiration|expiry|termination|end)\b/iu,
  },
  area: {
    ask: 'in area',
    told: 'to a territory',
    set: /\b(?:in|within|throughout|for)\s+(?:the\s+)?(?:Territory|territory|region|countr(?:y|ies)|market)\b/u,
  },
  products: {
    ask: 'to specific products',
    told: 'to the products it names',
    // A defined set ("the Products", "the Licensed Products") or products the sentence lists ("the Schedule A parts").
    set: /\b(?:the|such)\s+(?:Licensed\s+|Contract\s+)?(?:Products?|Goods|Services|Parts)\b|\bproducts?\s+(?:listed|set\s+out|described|specified)\s+in\b/u,
  },
};

// The rule's asks, by whose exclusivity it is, with the ask that no wording of the limits answers.
const ASKS: ReadonlyMap<string, { limits: readonly Limit[]; rest: string }> = new Map([
  [
    'Limit the exclusivity in time, area and products, and tie it to targets the other side must meet.',
    { limits: ['time', 'area', 'products'], rest: 'tie it to targets the other side must meet' },
  ],
  [
    'Tie exclusivity to minimum purchases by the other side, and limit it in time and area.',
    { limits: ['time', 'area'], rest: 'tie it to minimum purchases by the other side' },
  ],
  [
    'Limit exclusivity to specific products and areas, with an exit if prices or quality slip.',
    { limits: ['products', 'area'], rest: 'ask for an exit if prices or quality slip' },
  ],
]);

/**
 * Exclusivity advice asks to limit the exclusivity in time, area or products; a sentence that already
 * keeps it to the term, a territory or the products it names is asked only for the limits it lacks,
 * and for what no limit answers (targets, an exit).
 */
export function withExclusivityScopeRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'exclusivity' || finding.missing) return finding;
  const asks = ASKS.get(finding.change);
  if (!asks) return finding;
  const set = asks.limits.filter((limit) => LIMITS[limit].set.test(quoted));
  if (set.length === 0) return finding;
  const missing = asks.limits.filter((limit) => !set.includes(limit));
  const already = `the exclusivity is already limited ${listOf(set.map((limit) => LIMITS[limit].told))}`;
  const change =
    missing.length > 0
      ? `Limit the exclusivity ${listOf(missing.map((limit) => LIMITS[limit].ask))} as well, and ${asks.rest}; ${already}.`
      : `${asks.rest.charAt(0).toUpperCase()}${asks.rest.slice(1)}; ${already}.`;
  return withChange(finding, change);
}
