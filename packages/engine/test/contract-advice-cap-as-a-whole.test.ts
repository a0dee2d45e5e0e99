import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { adviceOn } from './contract-advice-seen';
import { analyseMarketingAgreement } from './marketing-agreement';

// Halvorsen (the reader) gives a broad indemnity; each test adds what the contract says of caps.
const INDEMNITY =
  'Halvorsen shall indemnify and hold harmless Pelletier from any and all claims, losses and legal costs arising out of this Agreement.';

async function indemnityAdvice(...capSentences: string[]): Promise<string> {
  const result: ContractAnalysis = await analyseMarketingAgreement(
    { role: 'client', party: 'Halvorsen' },
    INDEMNITY,
    ...capSentences,
  );
  return adviceOn(result, 'Indemnification');
}

describe('the indemnity advice follows what the contract says of caps as a whole', () => {
  it('with no cap at all, asks for one because the contract caps no liability', async () => {
    expect(await indemnityAdvice()).toMatch(/since the contract caps no liability/u);
  });

  it('reads a cap at the remuneration paid as a cap', async () => {
    const advice = await indemnityAdvice(
      'Halvorsen’s total liability to Pelletier shall not exceed the remuneration actually paid to Pelletier under this Agreement.',
    );
    expect(advice).not.toMatch(/caps no liability/u);
    expect(advice).not.toMatch(/ask for a cap/u);
  });

  it('reads a cap at a multiple of the amounts paid as a cap', async () => {
    const advice = await indemnityAdvice(
      'Neither party’s aggregate liability under this Agreement shall exceed, on a cumulative basis, the amount that is two (2) times the aggregate amounts paid by Halvorsen in the preceding twelve (12) months.',
    );
    expect(advice).not.toMatch(/caps no liability/u);
  });

  it('names the one party a one-sided cap limits', async () => {
    const advice = await indemnityAdvice(
      'Pelletier’s total liability under this Agreement shall not exceed the fees paid to it in the twelve months before the claim.',
    );
    expect(advice).toMatch(/the contract caps only Pelletier’s liability/u);
    expect(advice).not.toMatch(/caps no liability/u);
  });

  it('reads a cap on two named parties, neither of them the reader, as one that leaves the reader uncapped', async () => {
    const advice = await indemnityAdvice(
      'In no event shall Pelletier or Ostrander be liable to Halvorsen for any amount in excess of the fees actually received by Pelletier hereunder.',
    );
    expect(advice).toMatch(/the contract caps only Pelletier’s and Ostrander’s liability/u);
  });

  it('says the indemnity is uncapped and quotes the carve-out when the cap leaves indemnities out', async () => {
    const advice = await indemnityAdvice(
      'In no event shall either party’s aggregate liability under this Agreement exceed the fees paid in the twelve (12) months before the claim, except for a party’s indemnification obligations under this Agreement.',
    );
    expect(advice).not.toMatch(/caps no liability/u);
    expect(advice).not.toMatch(/put it under the liability cap/u);
    expect(advice).toMatch(
      /the contract’s liability cap does not cover indemnities \(“except for a party’s indemnification obligations/u,
    );
  });

  it('reads a carve-out stated in the sentence after the cap', async () => {
    const advice = await indemnityAdvice(
      'Each party’s total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.',
      'The limitation in this Section shall not apply to either party’s obligations to indemnify under this Agreement.',
    );
    expect(advice).toMatch(
      /the contract’s liability cap does not cover indemnities \(“shall not apply to either party’s obligations to indemnify/u,
    );
  });
});

describe('an exclusion of indirect loss told beside a cap on one party only', () => {
  it('names whose liability the other clause caps', async () => {
    const result = await analyseMarketingAgreement(
      { role: 'client', party: 'Halvorsen' },
      'Neither party shall be liable to the other for any indirect or consequential damages, including lost profits.',
      'Pelletier’s total liability under this Agreement shall not exceed the fees paid to it in the twelve months before the claim.',
    );
    const told = result.keyFindings
      .filter((finding) => finding.title === 'Limitation of liability')
      .map((finding) => finding.description)
      .join(' ');
    expect(told).toMatch(/another clause caps Pelletier’s liability at the fees paid/u);
    expect(told).not.toMatch(/another clause caps liability/u);
  });
});
