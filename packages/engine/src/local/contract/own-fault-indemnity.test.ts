import { describe, expect, it } from 'vitest';
import { coversOnlyOwnFault } from './own-fault-indemnity';

describe('an indemnity that covers only the giver’s own fault', () => {
  it('reads the giver named with "the" as the owner of the fault', () => {
    expect(
      coversOnlyOwnFault(
        'The Supplier shall indemnify the Customer against all losses arising out of the Supplier’s negligence or breach of this Agreement.',
      ),
    ).toBe(true);
  });

  it('reads the giver named without "the" and by "its"', () => {
    expect(
      coversOnlyOwnFault('Larkbrook shall indemnify the Buyer against claims caused by Larkbrook’s negligence.'),
    ).toBe(true);
    expect(coversOnlyOwnFault('Each party shall indemnify the other against claims arising from its breach.')).toBe(
      true,
    );
  });

  it('does not read an indemnity for any claim as one for the giver’s fault', () => {
    expect(
      coversOnlyOwnFault(
        'The Supplier shall indemnify the Customer against all claims arising out of the use of the Products.',
      ),
    ).toBe(false);
  });
});
