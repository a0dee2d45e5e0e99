import { escapeRegExp } from '../../text/words';
import { sentenceAround } from './contract-party-statements';
import type { ClauseSide } from './party-deal-clauses';
import { bare, type Draft } from './party-draft';
import { sectionNumberAt } from './section-labels';

/**
 * A distributor sits on either side of a deal by its name alone: it may buy the goods it resells, or be
 * paid to distribute another's (a fund's shares). A contract whose clauses show the party so named buying
 * ("Distributor shall purchase the Products", "Distributor's purchase orders") puts it on the receiving
 * side: it pays for the goods and the right to resell them.
 */

// Short names that say the party resells, without saying whether it buys what it resells.
const RESELLING_NAME = /^(?:(?:exclusive|master|sub-?|authori[sz]ed)\s*)?distributor$/iu;

/** The receiving side for each party named as a distributor whose clauses show it buying, by party index. */
export function buyingDistributors(drafts: readonly Draft[], body: string): Map<number, ClauseSide> {
  const sides = new Map<number, ClauseSide>();
  const text = body.replace(/\s+/gu, ' ');
  drafts.forEach((draft, index) => {
    const name = draft.aliases.map(bare).find((alias) => RESELLING_NAME.test(alias));
    if (!name) return;
    const bought = buyingWords(name).exec(text);
    const written = bought?.slice(1).find((group) => group !== undefined) ?? '';
    if (!bought || !/^\p{Lu}/u.test(written)) return;
    const start = bought.index;
    const end = start + bought[0].length;
    sides.set(index, {
      side: 'recipient',
      statement: sentenceAround(text, start, end),
      section: sectionNumberAt(body, body.indexOf(bought[0])),
    });
  });
  // A distributor on each side is a chain of resellers, not one deal's buyer and seller.
  return sides.size === 1 ? sides : new Map();
}

function buyingWords(name: string): RegExp {
  const escaped = escapeRegExp(name);
  const named = `(?:the\\s+)?(${escaped})`;
  return new RegExp(
    [
      // "Distributor shall purchase", "Distributor agrees to buy", "Distributor shall submit purchase orders".
      `\\b${named}\\s+(?:shall|will|must|agrees?\\s+to|hereby\\s+agrees?\\s+to|undertakes?\\s+to)\\s+(?:(?:initiate|submit|place|issue)\\s+)?(?:purchase|buy|order)`,
      // "Distributor shall pay all invoices issued by Orvane": the party paying the other's invoices is its customer.
      `\\b${named}\\s+(?:shall|will|must|agrees?\\s+to)\\s*:?\\s*(?:\\([a-z0-9]{1,4}\\)\\s*)?pay\\s+[^.;]{0,60}?\\binvoices?\\b`,
      // "if Distributor places purchase orders", "Distributor submits an order": ordering, told as a fact.
      `\\b${named}\\s+(?:places?|submits?|issues?)\\s+(?:its\\s+|an?\\s+|any\\s+)?(?:purchase\\s+)?orders?\\b`,
      // "Distributor's purchase orders", "purchases made by Distributor".
      `\\b(${escaped})['’]s\\s+purchase\\s+orders?\\b`,
      `\\bpurchase(?:s|d)?\\s+(?:orders?\\s+)?(?:made\\s+|placed\\s+|submitted\\s+|issued\\s+)?by\\s+(?:the\\s+)?(${escaped})\\b`,
    ].join('|'),
    'iu',
  );
}
