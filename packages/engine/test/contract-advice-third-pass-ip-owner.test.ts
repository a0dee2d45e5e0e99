import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement } from './agreement-openings';
import { toldOn } from './contract-advice-seen';

// Tollery (the reader) pays Brightwick, here a consultant, for advice and work.
const CONSULTING: AgreementOpening = {
  title: 'CONSULTING AGREEMENT',
  preamble:
    'This Consulting Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Tollery"), and Brightwick Advisory Ltd., a Scottish company ("Consultant").',
  clauses: [
    'Consultant shall provide the consulting services described in Schedule A to Tollery.',
    'Tollery shall pay Consultant a monthly fee of $4,000 within thirty (30) days of each invoice.',
  ],
  reader: 'Tollery',
};

const analyse = (...sentences: string[]) => analyseAgreement(CONSULTING, sentences);

/** Every piece of ownership advice the reader sees, with the finding's own wording. */
const ownershipAdvice = (result: ContractAnalysis) => toldOn(result, 'Intellectual property ownership');

describe('work assigned to the paying reader', () => {
  it('is not met with the consultant’s advice to keep its own tools and assign only after payment', async () => {
    const advice = ownershipAdvice(
      await analyse(
        'Tollery shall be the sole and exclusive owner of, and Consultant hereby assigns to Tollery, all work product, inventions and know-how that Consultant creates under this Agreement.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/assign only the deliverables, after payment/u);
    expect(advice).not.toMatch(/lose the right to reuse your own work/u);
    expect(advice).toMatch(/ownership passes to you/u);
  });
});
