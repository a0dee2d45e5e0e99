import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyserOf } from './agreement-openings';
import { keyFindingAdvice } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// A fund services agreement written for these tests, read by the trust that engages the adviser.
const FUND_SERVICES: AgreementOpening = {
  title: 'FUND SERVICES AGREEMENT',
  preamble:
    'This Fund Services Agreement is made as of February 4, 2020 between Alderney Series Trust (the "Trust") and Kestrel Point Capital LLC (the "Adviser").',
  clauses: [
    'The Adviser shall manage the investment of the assets of each series of the Trust, and the Trust shall pay the Adviser a fee of 0.75% per year of average daily net assets.',
  ],
  closing: ['This Agreement shall be governed by the laws of the State of Delaware.'],
  reader: 'Alderney',
};

const fundServices = analyserOf(FUND_SERVICES);

const advice = (result: ContractAnalysis) => keyFindingAdvice(result, 'Indemnification');

describe('an indemnity the client receives where the other side hands over nothing that could infringe', () => {
  it('gets no infringement advice because records are created under the agreement', async () => {
    const told = advice(
      await fundServices(
        'The Adviser shall keep all records and other data created in performing its services available for inspection by the Trust.',
        'The Adviser agrees to indemnify the Trust against any and all claims of third parties arising from the Adviser’s wilful misfeasance or gross negligence.',
      ),
    );
    expect(told).not.toBe('');
    expect(told).not.toMatch(/infring|intellectual property/iu);
  });

  it('gets no infringement advice in an underwriting of shares, whatever tools the underwriter uses', async () => {
    const text = [
      'UNDERWRITING AGREEMENT',
      'This Underwriting Agreement is made as of October 12, 2021 between Brackley Minerals Inc. (the "Company") and Calloway Securities LLC (the "Underwriter").',
      'The Company shall sell to the Underwriter, and the Underwriter shall purchase, 2,000,000 shares of common stock at $9.40 per share.',
      'The Underwriter may deliver the Prospectus to investors by means of its electronic software.',
      'The Underwriter agrees to indemnify and hold harmless the Company against any and all claims of third parties arising out of any untrue statement in information furnished in writing by the Underwriter for use in the Prospectus.',
      'This Agreement shall be governed by the laws of the State of New York.',
    ].join('\n\n');
    const told = advice(await analyzeContractText(text, { role: 'client', party: 'Brackley' }));
    expect(told).not.toBe('');
    expect(told).not.toMatch(/infring|intellectual property/iu);
  });
});
