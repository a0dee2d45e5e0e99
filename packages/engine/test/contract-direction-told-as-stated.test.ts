import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';
import { analyzeContractText } from './result-checks';

// In the marketing agreement Halvorsen pays Pelletier, so a client reader is Halvorsen.
const CLIENT: ContractParameters = { role: 'client' };

function told(result: ContractAnalysis, title: string): string {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

describe('who grants, releases, waives or disclaims is read from the verb, not from a party named later', () => {
  it('a right of the other side to use and sublicense the reader’s material makes the reader its licensor', async () => {
    const result = await analyse(
      CLIENT,
      'Pelletier shall be entitled to use and share the Halvorsen recipes with any person and to grant to any person a sub-licence to the Halvorsen recipes.',
    );
    const licence = told(result, 'License grant');
    expect(licence).toMatch(/what you license/iu);
    expect(licence).not.toMatch(/you may use what is licensed/iu);
  });

  it('an exclusion of the other side’s liability the reader only accepts protects the other side', async () => {
    const result = await analyse(
      CLIENT,
      'Halvorsen expressly understands and agrees that Pelletier shall not be liable for any lost profits or indirect damages.',
    );
    const limit = told(result, 'Limitation of liability');
    expect(limit).toMatch(/Pelletier holds this protection against your side/u);
    expect(limit).not.toMatch(/your side \(Halvorsen\) holds this protection/iu);
  });

  it('a suspension the reader agrees the other side may make is the other side’s right', async () => {
    const result = await analyse(
      CLIENT,
      'Halvorsen agrees that Pelletier may suspend the campaign on notice if an invoice is unpaid.',
    );
    expect(told(result, 'Suspension of services')).toMatch(/Pelletier holds this right against your side/u);
  });

  it('a release by the reader is told as given up by the reader', async () => {
    const result = await analyse(
      CLIENT,
      'Halvorsen releases Pelletier from any and all claims arising out of the campaign and covenants not to sue Pelletier for such claims.',
    );
    const release = told(result, 'Covenant not to sue');
    expect(release).toMatch(/you give up claims/iu);
    expect(release).toMatch(/Halvorsen \(your side\) gives this promise to Pelletier/u);
  });

  it('a disclaimer by the other side is told as its disclaimer, not as a promise it gives', async () => {
    const result = await analyse(
      CLIENT,
      'Pelletier disclaims all implied warranties, and Halvorsen shall review the campaign materials before use.',
    );
    const warranty = told(result, 'Warranties and disclaimers');
    expect(warranty).toMatch(/The other side \(Pelletier\) makes this disclaimer/u);
    expect(warranty).not.toMatch(/gives this promise/iu);
  });
});

describe('a sentence whose role words contradict where the reader is placed is told as it stands', () => {
  it('an indemnity the reader gives "as the Supplier" is told from both parties, not as the reader’s own', async () => {
    const result = await analyse(
      CLIENT,
      'Halvorsen, as the Supplier, shall indemnify Pelletier against all claims arising from the campaign materials.',
    );
    const indemnity = told(result, 'Indemnification');
    expect(indemnity).toMatch(/It depends on which party you are\. If you are Halvorsen: You may have to pay/u);
    expect(indemnity).toMatch(/Halvorsen gives this promise to Pelletier/u);
    expect(indemnity).not.toMatch(/\(your side\)|to your side|away from you\. (?:The other side|Pelletier) gives/iu);
  });
});

// Standard terms that name no party and speak to their reader as "you".
const TERMS = [
  'TERMS OF SERVICE',
  'By using the Service you agree to these terms. The Company may change these terms from time to time.',
  'You expressly understand and agree that the Company shall not be liable for any direct, indirect or consequential damages arising from your use of the Service.',
  'These terms are governed by the laws of the State of Oregon.',
].join('\n\n');

describe('a role word the reading puts on the reader’s side, beside a "you" it cannot be', () => {
  it('an exclusion of the Company’s liability to "you" is not told as the reader’s protection', async () => {
    const result = await analyzeContractText(TERMS, CLIENT);
    const limit = told(result, 'Limitation of liability');
    expect(limit).toMatch(/you cannot claim damages from the other side/iu);
    expect(limit).not.toMatch(/your side holds this protection|no damages can be claimed from you/iu);
  });
});
