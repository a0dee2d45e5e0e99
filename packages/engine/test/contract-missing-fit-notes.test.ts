import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseSponsorship as sponsorship } from './sponsorship-agreement';

// Each test reads a sponsorship agreement written for these tests, as the sponsor that pays for it.

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
