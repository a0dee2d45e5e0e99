import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyserOf } from './agreement-openings';
import { keyFindingSaid } from './contract-advice-seen';

// A franchise agreement written for these tests, read by the franchisee that pays the fees.
const FRANCHISE: AgreementOpening = {
  title: 'FRANCHISE AGREEMENT',
  preamble:
    'This Franchise Agreement is made as of July 9, 2018 between Pardell Inns Corp. ("Franchisor") and Wexcombe Lodging LLC ("Franchisee").',
  clauses: [
    'Franchisor grants Franchisee the right to operate one hotel under the Marks, and Franchisee shall pay Franchisor a royalty of 5% of gross room revenue.',
  ],
  closing: ['This Agreement shall be governed by the laws of the State of Georgia.'],
  reader: 'Wexcombe',
};

const franchise = analyserOf(FRANCHISE);

function told(result: ContractAnalysis): string {
  return keyFindingSaid(result, 'Intellectual property ownership');
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
