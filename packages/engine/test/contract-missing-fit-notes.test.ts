import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A sponsorship agreement written for these tests, read by the sponsor.
function sponsorship(...sentences: string[]): Promise<ContractAnalysis> {
  const text = [
    'SPONSORSHIP AGREEMENT',
    'This Sponsorship Agreement is made as of May 5, 2019 between Quillon Beverages Corp. ("Sponsor") and Harlow Racing Club LLC ("Club").',
    'Sponsor shall pay the Club a sponsorship fee of $250,000 per season, and the Club shall display the Sponsor’s logo on its cars.',
    ...sentences,
    'This Agreement shall be governed by the laws of the State of Indiana.',
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Quillon' });
}

function told(result: ContractAnalysis, title: string): string {
  const found = result.keyFindings.find((finding) => finding.title === title);
  return found ? `${found.description} ${found.recommendation}` : '';
}

describe('how long a non-disparagement promise lasts, as its sentence says', () => {
  it('does not say it lasts after the agreement ends when it is limited to a period', async () => {
    const said = told(
      await sponsorship(
        'During the Season Period, Sponsor shall not disparage the Club, its drivers or its racing events in any public statement.',
      ),
      'Non-disparagement',
    );
    expect(said).toMatch(/You may not criticise the other side publicly/u);
    expect(said).not.toMatch(/after the agreement ends/u);
  });

  it('says it lasts after the end when the sentence says so', async () => {
    const said = told(
      await sponsorship(
        'Sponsor shall not disparage the Club or its drivers in any public statement, during the term and for two (2) years after the termination of this Agreement.',
      ),
      'Non-disparagement',
    );
    expect(said).toMatch(/after the agreement ends|after it ends/u);
  });

  it('keeps "even after the agreement ends" when the promise survives', async () => {
    const said = told(
      await sponsorship(
        'Sponsor shall not disparage the Club or its drivers in any public statement, and this obligation shall survive any termination of this Agreement.',
      ),
      'Non-disparagement',
    );
    expect(said).toMatch(/even after the agreement ends/u);
  });
});

describe('a clause stated in several places', () => {
  it('does not call the quoted sentence the most significant', async () => {
    const result = await sponsorship(
      'Sponsor shall not disparage the Club in any press release.',
      'Sponsor shall not disparage the drivers of the Club in any interview.',
    );
    const all = result.keyFindings.map((finding) => finding.description).join(' ');
    expect(all).not.toMatch(/most significant/u);
  });
});
