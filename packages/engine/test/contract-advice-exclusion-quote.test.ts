import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyserOf } from './agreement-openings';

// A licence written for this test: Brightwick licenses software to Tollery (the reader).
const SOFTWARE_LICENCE: AgreementOpening = {
  title: 'SOFTWARE LICENSE AGREEMENT',
  preamble:
    'This Software License Agreement is made as of May 4, 2024 by and between Brightwick Systems Ltd. ("Licensor") and Tollery Goods Inc. ("Licensee").',
  clauses: [
    'Licensor hereby grants Licensee a non-exclusive licence to use the Software at its offices.',
    'Licensee shall pay Licensor an annual fee of fifty thousand dollars.',
  ],
  reader: 'Tollery Goods Inc.',
};

const analyse = analyserOf(SOFTWARE_LICENCE);

const EXCLUSION =
  'IN NO EVENT SHALL LICENSOR BE LIABLE TO LICENSEE FOR ANY SPECIAL, INDIRECT, INCIDENTAL OR CONSEQUENTIAL DAMAGES (INCLUDING WITHOUT LIMITATION LOSS OF USE, DATA OR PROFITS) ARISING OUT OF THIS AGREEMENT.';
const CAP =
  'Licensor’s total liability under this Agreement shall not exceed the fees paid by Licensee in the twelve months before the claim.';

describe('advice on a sentence that excludes kinds of loss', () => {
  it('does not ask for a higher cap when the quoted sentence names no amount', async () => {
    const result = await analyse(EXCLUSION, CAP);
    const onExclusion = result.recommendations.contractImprovements.filter((improvement) =>
      improvement.evidence?.quote.includes('CONSEQUENTIAL DAMAGES'),
    );
    for (const improvement of onExclusion) expect(improvement.specificChange).not.toMatch(/higher cap/u);
    const keyFinding = result.keyFindings.find((finding) => finding.evidence?.quote.includes('CONSEQUENTIAL DAMAGES'));
    if (keyFinding) expect(keyFinding.recommendation).not.toMatch(/higher cap/u);
  });
});
