import { MAX_QUOTE_LENGTH } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { clauseEvidence } from '../src/local/contract/clause-quote';
import { quotesTitled } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests: long sentences whose operative words come after a long lead-in.
function span(text: string) {
  return { text, page: 1, start: 0, end: text.length };
}

const CAP_AFTER_EXCEPTIONS =
  "Except for liability arising from a party's breach of its duty of confidence, its indemnities under Section 7, its gross negligence, fraud or wilful misconduct, or any other liability that cannot be limited or excluded under the law of the place where the goods are stored, and regardless of whether the claim is brought in contract, tort, negligence or otherwise, Quarrybank's total liability under this Agreement shall not exceed the fees paid by Elmstead in the six (6) months before the claim.";
const BAR_AFTER_LEAD_IN =
  'Subject to the provisions of this Section and to any applicable requirements of law, and without limiting any other right or remedy that either party may have under this Agreement or otherwise, whether at law or in equity, and whether arising before or after the date of this Agreement, including in connection with any reorganisation, Elmstead may not assign this Agreement without the prior written consent of Quarrybank.';
const INDEMNITY_AFTER_LEAD_IN =
  'In consideration of the mutual promises set out in this Agreement, and in addition to and not in substitution for any other right or remedy available to the other party under this Agreement, at law or in equity, and whether or not the relevant loss was foreseeable at the date of this Agreement or arose from any act of any subcontractor, Elmstead shall indemnify Quarrybank against all claims brought by third parties arising from goods stored.';

describe('a long sentence is quoted from the clause that states it', () => {
  it.each([
    [CAP_AFTER_EXCEPTIONS, "Quarrybank's total liability under this Agreement shall not exceed", 'shall not exceed'],
    [BAR_AFTER_LEAD_IN, 'Elmstead may not assign this Agreement without the prior written consent of Quarrybank', ''],
    [INDEMNITY_AFTER_LEAD_IN, 'Elmstead shall indemnify Quarrybank against all claims', ''],
  ])('keeps the subject, modal and act: %#', (text, operative, act) => {
    const quote = clauseEvidence(span(text), act ? text.indexOf(act) : 0).quote;
    expect(quote.length).toBeLessThanOrEqual(MAX_QUOTE_LENGTH);
    expect(text).toContain(quote);
    expect(quote).toContain(operative);
    // It starts where the clause starts: after a comma, at its subject.
    expect(text.slice(0, text.indexOf(quote)).trimEnd()).toMatch(/(?:^|,)$/u);
  });

  it('still quotes a long sentence from its start when its opening holds the operative clause', () => {
    const text =
      'Each party shall keep confidential all technical, commercial and financial information that it receives from the other party under or in connection with this Agreement and shall use that information only for the purposes of this Agreement and the services described in each statement of work, including any information about the other party’s customers, suppliers, employees, prices, plans, products, methods and know-how of every kind.';
    expect(clauseEvidence(span(text), 0).quote.startsWith('Each party shall keep confidential')).toBe(true);
  });

  it('keeps an opening condition short enough to quote with its clause', () => {
    const text =
      'If Elmstead fails to pay any invoice within thirty (30) days of its date, Quarrybank may suspend the services until payment is made in full, and Quarrybank may also charge interest on the overdue amount at two percent (2%) per month from the due date until the date of payment, together with its reasonable costs of collecting the overdue amount, including the fees of any collection agency and of its lawyers.';
    expect(clauseEvidence(span(text), 0).quote.startsWith('If Elmstead fails to pay')).toBe(true);
  });

  it('does not start at a clause inside an exception', () => {
    const text =
      'Except as Quarrybank may otherwise agree in writing from time to time, and subject to any instructions given under the warehouse manual, the storage schedule, the security policy, the fire safety plan, the pest control plan, the returns process and any other operating document issued under this Agreement, whether before or after the date of this Agreement, Elmstead shall collect its goods within ten (10) days of the end of this Agreement.';
    const quote = clauseEvidence(span(text), text.indexOf('collect its goods')).quote;
    expect(quote).toContain('Elmstead shall collect its goods');
    expect(quote.startsWith('Quarrybank may')).toBe(false);
  });
});

describe('the findings quote the operative clause of a long sentence', () => {
  it('shows the cap, the bar and the indemnity in their quotes', async () => {
    const text = [
      'SERVICES AGREEMENT',
      'This Services Agreement is made on August 1, 2025 between Quarrybank Logistics Inc. ("Quarrybank") and Elmstead Retail Ltd. ("Elmstead").',
      'Quarrybank shall provide warehousing services to Elmstead. Elmstead shall pay Quarrybank a monthly fee of $6,000 within thirty (30) days of each invoice.',
      CAP_AFTER_EXCEPTIONS,
      BAR_AFTER_LEAD_IN,
      INDEMNITY_AFTER_LEAD_IN,
      'This Agreement is governed by the laws of the State of Georgia.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client', party: 'Elmstead' });
    expect(quotesTitled(result, 'Assignment').join(' ')).toContain('Elmstead may not assign');
    expect(quotesTitled(result, 'Indemnification').join(' ')).toContain('Elmstead shall indemnify');
    expect(quotesTitled(result, 'Liability cap').join(' ')).toContain('shall not exceed');
    // The finding about what the cap leaves out quotes the exceptions.
    expect(quotesTitled(result, 'Uncapped liability').join(' ')).toContain('Except for liability arising');
  });
});
