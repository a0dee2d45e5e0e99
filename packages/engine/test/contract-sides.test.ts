import type { ContractParameters, KeyFinding } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Our own equivalent of the Apollo sentence: the client itself gives the indemnity.
const APOLLO_CONTRACT = [
  'SUPPLY AGREEMENT',
  'This Supply Agreement is made as of March 1, 2021 by and between Apollo Surgical, Inc., a Delaware corporation ("APOLLO" or the "Client"), and Establishment Medical S.A., a Costa Rican company ("ESTABLISHMENT" or the "Supplier").',
  'ESTABLISHMENT shall manufacture and deliver the Products ordered by APOLLO.',
  'APOLLO agrees to indemnify, defend and hold harmless ESTABLISHMENT from and against all claims, losses and expenses arising out of the marketing and sale of the Products by APOLLO.',
  'This Agreement shall be governed by the laws of the State of Delaware.',
].join('\n\n');

async function indemnityFor(parameters: ContractParameters): Promise<KeyFinding> {
  const result = await analyzeContractText(APOLLO_CONTRACT, parameters);
  const finding = result.keyFindings.find((candidate) => candidate.title === 'Indemnification');
  if (!finding) throw new Error('no indemnification finding');
  return finding;
}

describe('who gives an indemnity, read from the named parties', () => {
  it('explains the client’s own indemnity to the client as its obligation', async () => {
    const finding = await indemnityFor({ role: 'client' });
    expect(finding.quotedText).toContain('APOLLO agrees to indemnify');
    expect(finding.type).toBe('high');
    expect(finding.description).toContain('You may have to pay for claims made against the other side');
    expect(finding.description).not.toContain('shifts the cost');
    expect(finding.description).toContain('APOLLO (your side) gives this promise to ESTABLISHMENT.');
  });

  it('explains the same sentence to the supplier as its protection', async () => {
    const finding = await indemnityFor({ role: 'seller' });
    expect(finding.type).toBe('low');
    expect(finding.description).toContain('It shifts the cost of certain claims away from you.');
    expect(finding.description).not.toContain('You may have to pay');
    expect(finding.description).toContain('APOLLO gives this promise to your side (ESTABLISHMENT).');
  });

  it('follows the party the reader picked over the role', async () => {
    const asEstablishment = await indemnityFor({ role: 'client', party: 'Establishment Medical S.A.' });
    expect(asEstablishment.type).toBe('low');
    const asApollo = await indemnityFor({ role: 'seller', party: 'APOLLO' });
    expect(asApollo.type).toBe('high');
  });
});

describe('who gives a promise when the reader’s party is not known', () => {
  it('names the giver and the taker without rating it for a side', async () => {
    const text = [
      'CO-BRANDING AGREEMENT',
      'This Agreement is made as of May 1, 2020 by and between Northwind Media, Inc. ("Northwind") and Contoso Web LLC ("Contoso").',
      'Northwind shall indemnify and hold harmless Contoso from all claims arising from the Northwind Content.',
      'This Agreement shall be governed by the laws of the State of New York.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const finding = result.keyFindings.find((candidate) => candidate.title === 'Indemnification');
    expect(finding?.description).toContain('Northwind gives this promise to Contoso.');
  });
});

describe('advice on a key finding fits what the clause already says', () => {
  it('does not ask to make a mutual indemnity mutual', async () => {
    const text = [
      'SERVICES AGREEMENT',
      'This Agreement is made as of May 1, 2020 by and between Northwind Media, Inc. (the "Provider") and Contoso Web LLC (the "Client").',
      'Each party shall indemnify and hold harmless the other party from all third-party claims arising from its own negligence.',
      'This Agreement shall be governed by the laws of the State of New York.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'service-provider' });
    const finding = result.keyFindings.find((candidate) => candidate.title === 'Indemnification');
    expect(finding?.recommendation).toBeTruthy();
    expect(finding?.recommendation).not.toMatch(/make it mutual/i);
  });
});
