import type { ContractAnalysis } from '@doclens/api';
import { analyzeContractText } from './result-checks';

/**
 * A sponsorship agreement written for the tests, read by Quillon, the sponsor that pays for the
 * sponsorship: the sentences under test stand before its governing law.
 */
export function analyseSponsorship(...sentences: string[]): Promise<ContractAnalysis> {
  const text = [
    'SPONSORSHIP AGREEMENT',
    'This Sponsorship Agreement is made as of May 5, 2019 between Quillon Beverages Corp. ("Sponsor") and Harlow Racing Club LLC ("Club").',
    'Sponsor shall pay the Club a sponsorship fee of $250,000 per season, and the Club shall display the Sponsor’s logo on its cars.',
    ...sentences,
    'This Agreement shall be governed by the laws of the State of Indiana.',
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Quillon' });
}
