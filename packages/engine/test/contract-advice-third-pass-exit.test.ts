import { describe, expect, it } from 'vitest';
import { letsEitherPartyLeaveOnNotice } from '../src/local/contract/exit-on-notice';

describe('an exit on notice followed, in the same sentence, by an exit for breach', () => {
  it('still reads the first exit as one without a reason', () => {
    const sentence =
      'The term runs for two years; provided that (a) either party may end this Agreement, effective at any time after its first six months, by giving sixty days written notice to the other party, and (b) either party may end this Agreement at once if the other party is in material breach that remains uncured for thirty days.';
    expect(letsEitherPartyLeaveOnNotice(sentence)).toBe(true);
  });

  it('does not read an exit that is only for breach as one without a reason', () => {
    const sentence =
      'Either party may end this Agreement by written notice if the other party commits a material breach and fails to cure it within thirty days.';
    expect(letsEitherPartyLeaveOnNotice(sentence)).toBe(false);
  });
});
