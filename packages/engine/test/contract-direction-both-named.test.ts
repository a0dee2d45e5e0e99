import type { ContractParty } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { readClause } from '../src/local/contract/clause-reading';
import { analyzeContractText } from './result-checks';

/**
 * A right or duty both sides hold, said by naming both ("You as Customer or Acme may each terminate …", "Either you
 * or we may …", "Each of us may …", "Neither of us will be liable …"), binds both parties alike. Sentences written for
 * these tests.
 */

const PARTIES: ContractParty[] = [
  { name: 'the customer these terms address', aliases: ['you', 'your'], roles: [], side: 'recipient' },
  { name: 'Tessel Labs Inc.', aliases: ['Tessel', 'we', 'us', 'our'], roles: [], side: 'provider' },
];
const READER = { kind: 'side', side: 'recipient', addressed: true } as const;

describe('both sides named as the subject', () => {
  it.each([
    'You as Member or Tessel may each terminate these Terms without reason on 30 days notice.',
    'You or Tessel may each end these Terms at any time by notice.',
    'Tessel, as the Provider, and you shall each keep the other’s information confidential.',
  ])('"%s" binds both where the named party is known', (sentence) => {
    const reading = readClause(sentence, PARTIES);
    expect(reading.mutual).toBe(true);
    expect(reading.direction?.obligor.kind).toBe('mutual');
  });

  it.each([
    'Either you or we may terminate these Terms at any time on fourteen days notice.',
    'We or you may terminate these Terms for any reason on notice.',
    'Each of us may terminate these Terms at any time by written notice to the other.',
    'Either of us may end this agreement for convenience on thirty days notice.',
    'You and we may each terminate this agreement at any time.',
    'Neither of us will be liable to the other for indirect or consequential losses.',
  ])('"%s" binds both, with the parties known and without them', (sentence) => {
    for (const reading of [readClause(sentence, PARTIES), readClause(sentence, [], READER)]) {
      expect(reading.mutual).toBe(true);
      expect(reading.direction?.obligor.kind).toBe('mutual');
    }
  });

  it.each([
    ['Tessel may terminate these Terms at any time.', 1],
    ['Tessel, in its sole discretion, has the right to suspend your account at any time.', 1],
    ['You may terminate these Terms at any time.', 0],
  ])('"%s" stays with the one party it names', (sentence, holder) => {
    const reading = readClause(sentence, PARTIES);
    expect(reading.mutual).toBe(false);
    expect(reading.direction?.beneficiary).toEqual({ kind: 'party', party: holder });
  });

  it('tells a right to end the terms held by both as both sides’, not as a right whose holder is unknown', async () => {
    const text = [
      'Lumio Subscription Terms',
      'These Terms are between you and Lumio Ltd ("Lumio", "we", "us"). By subscribing you agree to these Terms.',
      '1. Fees. You shall pay the subscription fee monthly in advance.',
      '2. Ending. You as Subscriber or Lumio may each terminate these Terms at any time for any reason on 15 days notice.',
    ].join('\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const ending = result.keyFindings.find((finding) => finding.title === 'Termination for convenience');
    expect(ending?.description).not.toMatch(/does not show whether that is your side/u);
    expect(ending?.description).toMatch(/both parties alike/u);
    expect(ending?.description).toMatch(/the other side can also end it/u);
  });
});
