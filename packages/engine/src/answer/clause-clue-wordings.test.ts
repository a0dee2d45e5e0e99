import { describe, expect, it } from 'vitest';
import { CONTRACT_INTENTS } from './contract-intents';

// Sentences written for these tests (not from any corpus).
const clueOf = (category: string) => CONTRACT_INTENTS.find((intent) => intent.category === category)?.clue;

describe('clause clues in wordings contracts commonly use', () => {
  it('reads handing duties over without consent as a bar on assignment', () => {
    const clue = clueOf('Anti-Assignment');
    for (const sentence of [
      'Neither party may delegate any of its obligations under this Agreement without the prior written consent of the other party.',
      'The Vendor shall not subcontract or delegate the performance of the Services without the Client’s prior approval.',
    ]) {
      expect(clue?.test(sentence), sentence).toBe(true);
    }
    for (const sentence of [
      'The Board may delegate its powers to a committee.',
      'Each party shall appoint a delegate to the steering committee.',
    ]) {
      expect(clue?.test(sentence), sentence).toBe(false);
    }
  });

  it('reads an end by notice alone as termination for convenience', () => {
    const clue = clueOf('Termination For Convenience');
    for (const sentence of [
      'This Agreement shall end upon the Buyer giving the Seller at least ninety (90) days advance written notice of termination.',
      'The Agreement terminates on either party giving thirty days’ notice of termination to the other.',
    ]) {
      expect(clue?.test(sentence), sentence).toBe(true);
    }
    expect(clue?.test('Notice of termination shall be given in writing to the address above.')).toBe(false);
  });

  it('reads hiring the other side’s staff made a ground to end the agreement as a no-hire clause', () => {
    const clue = clueOf('No-Solicit Of Employees');
    for (const sentence of [
      'The Agency may terminate this Agreement at once if the Client hires any employee of the Agency assigned to the project.',
      'Either party may end the Services upon notice if the other party solicits for employment any of its personnel.',
    ]) {
      expect(clue?.test(sentence), sentence).toBe(true);
    }
    expect(clue?.test('The Client may terminate this Agreement if the Agency fails to provide qualified staff.')).toBe(
      false,
    );
  });
});
