import { describe, expect, it } from 'vitest';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Consulting agreements written for these tests: the consultant keeps the client's information secret, and the
// terms on its use and on giving it back are written in other words than "use only for" and "return or destroy".

function consulting(...confidence: string[]): string {
  return [
    'CONSULTING AGREEMENT',
    'This Consulting Agreement is made on 2 February 2025 between Halvorsen Retail Ltd. ("Client") and Penrose Advisory LLC ("Consultant").',
    '1. The Consultant shall advise the Client on its store layouts, and the Client shall pay the Consultant’s invoices within thirty (30) days.',
    ...confidence,
    '9. This Agreement is governed by the laws of the State of Ohio.',
  ].join('\n\n');
}

const DUTY =
  '7.1 The Consultant shall keep all Confidential Information in strict confidence at all times during the term of this Agreement and following its termination.';
const USE_OTHER_THAN =
  '7.2 The Consultant shall not use the Confidential Information in any manner other than as is reasonably required for performing the Services.';
const USE_EXCEPT =
  '7.2 The Consultant agrees not to use any Confidential Information except to the extent needed to give the advice described in this Agreement.';
const RETURN_LISTED = [
  '7.3 When the Client asks, and in any event when this Agreement ends, the Consultant shall:',
  '(a) return to the Client all documents, notes and summaries made from them, in whatever form, that hold the Client’s Confidential Information, or certify that it has destroyed them; and',
  '(b) delete every electronic copy of them.',
].join('\n\n');

describe('advice to the client whose information a consultant keeps', () => {
  it('does not ask for a use limit or a return the agreement already gives, in list items after a lead-in', async () => {
    const advice = adviceOn(
      await analyzeContractText(consulting(DUTY, USE_OTHER_THAN, RETURN_LISTED), { role: 'client' }),
      'Confidentiality',
    );
    expect(advice).not.toMatch(/return or destroy your material/u);
    expect(advice).not.toMatch(/limit its use of your information/u);
    expect(advice).not.toMatch(/survives the end of the agreement/u);
  });

  it('reads a use allowed only "except" for the advice as a use limit', async () => {
    const advice = adviceOn(
      await analyzeContractText(consulting(DUTY, USE_EXCEPT), { role: 'client' }),
      'Confidentiality',
    );
    expect(advice).not.toMatch(/limit its use of your information/u);
    // Giving the material back is not provided, so it is still asked for.
    expect(advice).toMatch(/return or destroy/u);
  });

  it('still asks for a use limit and a return where the agreement has neither', async () => {
    const advice = adviceOn(await analyzeContractText(consulting(DUTY), { role: 'client' }), 'Confidentiality');
    expect(advice).toMatch(/limit its use of your information/u);
    expect(advice).toMatch(/return or destroy/u);
  });
});
