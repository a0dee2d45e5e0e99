import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { detectParties } from '../src/local/contract/contract-parties';
import { placesOfParty } from '../src/local/contract/party-places';
import { analyzeContractText } from './result-checks';

// A letter agreement written for this test: the company's letterhead gives its address, the letter goes to the consultant.
function letter(letterhead: string): string {
  return [
    letterhead,
    'CONSULTING AGREEMENT',
    'March 4, 2021',
    'Dana Whitlock',
    'Dear Dana:',
    'Fernhill Bio, Inc., a Delaware corporation (the "Company"), is pleased to retain Dana Whitlock ("Consultant") to perform consulting services on the following terms:',
    '1. Services. Consultant shall advise the Company on laboratory automation, and the Company shall pay Consultant $300 per hour.',
    '2. General. This Agreement shall be governed by the laws of the State of Texas.',
  ].join('\n\n');
}

function lawFinding(result: ContractAnalysis): string {
  return result.keyFindings
    .filter((finding) => finding.title === 'Governing law')
    .map((finding) => finding.description)
    .join(' ');
}

describe('a letter agreement’s letterhead gives the sender’s address', () => {
  it('tells the company writing from Texas that Texas law is its home law', async () => {
    const result = await analyzeContractText(
      letter('Fernhill Bio | 200 Congress Avenue, Suite 900, Austin, Texas 78701'),
      {
        role: 'client',
      },
    );
    expect(lawFinding(result)).toMatch(/home ground for you/iu);
  });

  it('does not give the letterhead’s place to the person the letter is addressed to', async () => {
    const result = await analyzeContractText(
      letter('Fernhill Bio | 200 Congress Avenue, Suite 900, Austin, Texas 78701'),
      {
        role: 'service-provider',
      },
    );
    expect(lawFinding(result)).not.toMatch(/home ground for you/iu);
  });
});

describe('a city written after its street without a comma', () => {
  it('is read as the city alone, so courts of that city are the sender’s home courts', () => {
    const text = letter('Fernhill Bio 200 Congress Avenue Austin, Texas 78701');
    const parties = detectParties(text);
    const company = parties.find((party) => party.aliases.includes('Company'));
    expect(company && placesOfParty([{ text }], parties, company)).toContain('city: austin');
  });
});
