import { describe, expect, it } from 'vitest';
import { merelyMentions, statesItsTopic } from '../src/local/contract/clause-grounding';
import { CLAUSE_RULES } from '../src/local/contract/clause-rules';
import { grantsNothing } from '../src/local/contract/grants-nothing';
import { savesAFreedom } from '../src/local/contract/saving-sentence';
import { sentenceRole } from '../src/local/contract/sentence-role';
import type { Sentence } from '../src/text/sentences';

// Sentences written for these tests: what a contract denies, saves or signs, next to what it grants or binds.

function sentence(text: string): Sentence {
  return { index: 4, text, page: 1, start: 0, end: text.length } as Sentence;
}

function rule(id: string) {
  const found = CLAUSE_RULES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
}

describe('grantsNothing', () => {
  it('reads a main clause that grants, confers or creates nothing', () => {
    expect(
      grantsNothing(
        'Nothing in this Agreement shall be construed as granting the Buyer any rights under any patent of the Seller.',
      ),
    ).toBe(true);
    expect(grantsNothing('Nothing herein confers any right or remedy on any person other than the parties')).toBe(true);
    expect(grantsNothing('No right or licence is granted to the Distributor by implication or otherwise')).toBe(true);
    expect(grantsNothing('This Agreement does not create any partnership or joint venture between the parties')).toBe(
      true,
    );
    expect(
      grantsNothing(
        'The disclosure of Confidential Information shall not be deemed to grant any licence to the recipient',
      ),
    ).toBe(true);
  });

  it('leaves a grant, and a denial that goes on to grant, alone', () => {
    expect(grantsNothing('The Owner hereby grants the Tenant a licence to use the parking area')).toBe(false);
    expect(grantsNothing('Nothing shall limit the licence granted to the Reseller in Section 2')).toBe(false);
    expect(
      grantsNothing('No other licence is granted, but the Owner grants the Tenant the right to use the garden'),
    ).toBe(false);
    expect(grantsNothing('The Reseller shall not grant any sublicence without consent')).toBe(false);
  });
});

describe('savesAFreedom', () => {
  it('reads "nothing shall prevent X from doing" as a freedom kept', () => {
    expect(
      savesAFreedom(
        'For clarity, nothing in this clause 9 shall prevent the Agent from acting for any other principal',
      ),
    ).toBe(true);
    expect(
      savesAFreedom(
        'Except as set out in Section 6 [Exclusivity], nothing in this Agreement shall be construed as restricting the Grower from selling its crop to others',
      ),
    ).toBe(true);
    expect(
      savesAFreedom('Neither party shall be prevented from developing products that compete with those of the other'),
    ).toBe(true);
  });

  it('leaves a restraint, and a saving of a limit, alone', () => {
    expect(savesAFreedom('The Agent shall not act for any competing principal during the term')).toBe(false);
    expect(savesAFreedom('Nothing in this Section limits the liability of either party for fraud')).toBe(false);
  });
});

describe('a denial or a saved freedom never grounds its topic', () => {
  it('a grant denied in words the patterns of its rule do not use grounds nothing', () => {
    const denial = sentence(
      'Nothing in this Agreement shall be construed as granting the Buyer any right of access to the premises or systems of the Seller.',
    );
    expect(merelyMentions(rule('audit-rights'), denial, -1)).toBe(true);
  });

  it('a freedom kept from a restraint is no restraint', () => {
    const saved = sentence(
      'Except as set out in Section 6 [Non-Competition], nothing in this Agreement shall be construed as preventing the Grower from selling its crop to any competitor of the Buyer.',
    );
    expect(merelyMentions(rule('non-compete'), saved, -1)).toBe(true);
    expect(statesItsTopic(rule('non-compete'), saved, [saved], -1)).toBe(false);
  });

  it('a freedom kept still states a right the rule is about', () => {
    const kept = sentence(
      'Nothing in this Agreement shall prevent either party from terminating this Agreement for material breach.',
    );
    expect(merelyMentions(rule('termination'), kept, -1)).toBe(false);
  });

  it('a restraint itself still grounds its finding', () => {
    const restraint = sentence(
      'During the term the Grower shall not sell its crop to, or otherwise compete with the Buyer by supplying, any competitor of the Buyer.',
    );
    expect(merelyMentions(rule('non-compete'), restraint, -1)).toBe(false);
  });
});

describe('sign-off lines', () => {
  it('reads the execution clause and signing lines as signature, not as terms', () => {
    expect(
      sentenceRole(
        'IN WITNESS WHEREOF, the parties have caused this Agreement to be signed by their authorised officers.',
      ),
    ).toBe('signature');
    expect(sentenceRole('Signed for and on behalf of Harbour Works Limited by its director, duly authorised.')).toBe(
      'signature',
    );
    expect(sentenceRole('Agreed and accepted by the Tenant, who has read and understood these terms:')).toBe(
      'signature',
    );
    expect(sentenceRole('Executed as a deed by the Guarantor in the presence of the witness below.')).toBe('signature');
  });

  it('leaves a counterparts clause and a duty to sign operative', () => {
    expect(
      sentenceRole('This Agreement may be signed in any number of counterparts, each of which is an original.'),
    ).toBe('operative');
    expect(sentenceRole('The Tenant shall sign and return the inventory within seven days.')).toBe('operative');
  });
});
