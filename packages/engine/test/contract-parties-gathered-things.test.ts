import { describe, expect, it } from 'vitest';
import { contractPartiesOf } from '../src/local/contract/contract-parties';

// Openings written for these tests.
function partiesOf(text: string) {
  return contractPartiesOf([{ pageNumber: 1, text }] as never).map((party) => party.name);
}

describe('a bracket gathering the things a sentence lists under one name', () => {
  it('names no party: the project the terms define is not the one that speaks as "we", nor is the title', () => {
    const names = partiesOf(
      [
        'Terms of Use (Harbour Atlas Project, Kestrel Reading Trust)',
        'Welcome to the Harbour Atlas Project, which is supported by Kestrel Reading Trust ("we," "us," or "our"). These Terms of Use are a binding agreement between you and us regarding your use of the maps, software, data and other content provided by us in connection with the project (collectively, the "Harbour Atlas Project").',
        'By using the maps, you agree to be bound by these Terms.',
      ].join('\n\n'),
    );
    expect(names).toContain('Kestrel Reading Trust');
    expect(names).not.toContain('Harbour Atlas Project');
    expect(names.some((name) => /Terms of Use/u.test(name))).toBe(false);
  });

  it('still names a party gathered with its own companies', () => {
    const names = partiesOf(
      'This Supply Agreement is made between Corvel Foods Inc. and its subsidiaries (collectively, "Corvel") and Ambrey Packaging Ltd. ("Supplier").',
    );
    expect(names.some((name) => /Corvel/u.test(name))).toBe(true);
  });
});
