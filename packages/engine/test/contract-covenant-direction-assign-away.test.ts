import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A franchise agreement written for these tests, read by the franchisee that pays the fees.
function franchise(...sentences: string[]): Promise<ContractAnalysis> {
  const text = [
    'FRANCHISE AGREEMENT',
    'This Franchise Agreement is made as of July 9, 2018 between Pardell Inns Corp. ("Franchisor") and Wexcombe Lodging LLC ("Franchisee").',
    'Franchisor grants Franchisee the right to operate one hotel under the Marks, and Franchisee shall pay Franchisor a royalty of 5% of gross room revenue.',
    ...sentences,
    'This Agreement shall be governed by the laws of the State of Georgia.',
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Wexcombe' });
}

function told(result: ContractAnalysis): string {
  const found = result.keyFindings.find((finding) => finding.title === 'Intellectual property ownership');
  return found ? `${found.description} ${found.recommendation}` : '';
}

describe('a duty of the client to hand its own rights over to the other side', () => {
  it('is told as taking ownership away from the client, not securing it', async () => {
    const said = told(
      await franchise(
        'Upon termination, Franchisee shall assign and transfer to Franchisor all of Franchisee’s right, title and interest in any domain names that contain the Marks.',
      ),
    );
    expect(said).not.toBe('');
    expect(said).not.toMatch(/secures ownership of what you pay for/u);
    expect(said).toMatch(/away from you/u);
    expect(said).not.toMatch(/No change needed/u);
  });
});
