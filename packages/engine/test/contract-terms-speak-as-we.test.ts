import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { detectParties } from '../src/local/contract/contract-parties';
import { analyzeContractText } from './result-checks';

const CLIENT: ContractParameters = { role: 'client' };

// Terms written for these tests: made "between you and" a named provider, which then speaks as "we"
// without ever defining the word.
const TERMS = [
  'Kestrel Notes Terms of Service',
  'These Terms are a contract between you and Kestrel Labs Corporation. By using the service, you agree to these Terms.',
  'We may terminate your account and this agreement at any time and without notice, for any reason.',
  'You agree to indemnify Kestrel Labs Corporation against any claim arising from your posts.',
].join('\n\n');

function told(result: ContractAnalysis, title: string): string {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

describe('terms made "between you and" a provider that speaks as "we"', () => {
  it('read "we" as the provider, the one party besides the reader', () => {
    const provider = detectParties(TERMS).find((party) => party.name === 'Kestrel Labs Corporation');
    expect(provider?.aliases).toEqual(expect.arrayContaining(['we', 'us', 'our']));
  });

  it('tell a right "we" keep to end the service as the provider’s, held against the reader', async () => {
    const ending = told(await analyzeContractText(TERMS, CLIENT), 'Termination for convenience');
    expect(ending).not.toMatch(/does not show whether that is your side/iu);
    expect(ending).toMatch(/Kestrel Labs Corporation holds this right against your side/u);
  });
});

describe('how an end at will is made is told as its sentence says', () => {
  it('an end "without notice" is not told as made by giving notice', async () => {
    const ending = told(await analyzeContractText(TERMS, CLIENT), 'Termination for convenience');
    expect(ending).toMatch(/may end the agreement without any fault by the other, without giving notice/u);
    expect(ending).not.toMatch(/just by giving notice/u);
  });

  it('an end on a length of notice is told with that length', async () => {
    const contract = [
      'SERVICES AGREEMENT',
      'This Services Agreement is made between Larchmont Foods Ltd (the "Client") and Pellow Systems Ltd (the "Supplier").',
      '1. The Client may terminate this Agreement for convenience upon ninety (90) days’ prior written notice to the Supplier.',
    ].join('\n\n');
    const ending = told(await analyzeContractText(contract, CLIENT), 'Termination for convenience');
    expect(ending).toMatch(/without any fault by the other, on 90 days’ notice/u);
  });
});

describe('a burden that "may" fall on a party is no right it holds', () => {
  it('"you may be subject to arbitration" is not told as the reader’s right', async () => {
    const contract = [
      'Lowmoor Forum Membership Terms',
      'By joining the forum you agree to these terms. Lowmoor may close the forum on thirty days notice.',
      'You may be subject to binding arbitration of any dispute under these terms.',
    ].join('\n\n');
    const arbitration = told(await analyzeContractText(contract, CLIENT), 'Arbitration');
    expect(arbitration).not.toMatch(/your side holds this right/iu);
  });
});

describe('a letter in which "we" hire "you" to do work', () => {
  const LETTER = [
    'Freelance Design Contract (Brackenfield Studio)',
    'Between us, Brackenfield Studio ("Brackenfield") and you, the designer named below.',
    'We, Brackenfield Studio, are hiring you to design our new catalogue.',
    'We will retain the copyright in every drawing you make for us; each drawing is a work made for hire.',
    'You may not pass this contract to anyone else without our written permission.',
  ].join('\n\n');

  it('makes the one addressed the provider of the work and the speaker its client', () => {
    const sides = detectParties(LETTER).map((party) => [party.aliases[0], party.side]);
    expect(sides).toEqual([
      ['Brackenfield', 'recipient'],
      ['you', 'provider'],
    ]);
  });

  it('tells copyright the client "will retain" as held by the client reader, not given away', async () => {
    const ownership = told(await analyzeContractText(LETTER, CLIENT), 'Intellectual property ownership');
    expect(ownership).toMatch(/Your side \(Brackenfield\) holds this right/u);
    expect(ownership).not.toMatch(/lose the right to reuse/iu);
  });
});
