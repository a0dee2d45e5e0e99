import type { ContractParty } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { readClause } from '../src/local/contract/clause-reading';

// Sentences marked CUAD are quoted from contracts of the CUAD corpus (The Atticus Project, CC BY 4.0).

const parties: ContractParty[] = [
  { name: 'Westland Logistics Inc.', aliases: ['WLI'], roles: [] },
  { name: 'Harbour Freight Co.', aliases: ['Harbour'], roles: [] },
];

describe('the reading of a clause sentence', () => {
  it('reads a prohibition on both parties lifted by consent', () => {
    const reading = readClause(
      'No Party may assign this Agreement without the prior written consent of the other Party.',
      parties,
    );
    expect(reading.modal).toBe('may');
    expect(reading.negated).toBe(true);
    expect(reading.consent).toBe(true);
    expect(reading.mutual).toBe(true);
    expect(reading.exceptions).toEqual([]);
  });

  it('reads a permission without consent as a permission', () => {
    const reading = readClause('WLI may assign this Agreement without the consent of Harbour.', parties);
    expect(reading.modal).toBe('may');
    expect(reading.negated).toBe(false);
    expect(reading.consent).toBe(false);
    expect(reading.mutual).toBe(false);
    expect(reading.direction?.form).toBe('right');
    expect(reading.direction?.beneficiary).toEqual({ kind: 'party', party: 0 });
  });

  it('reads who holds an audit right and who bears it', () => {
    const reading = readClause('WLI may audit the books and records of Harbour once a year.', parties);
    expect(reading.negated).toBe(false);
    expect(reading.direction?.beneficiary).toEqual({ kind: 'party', party: 0 });
    expect(reading.direction?.obligor).toEqual({ kind: 'party', party: 1 });
  });

  it('reads a promise not to solicit as a negated duty of its subject', () => {
    const reading = readClause('Harbour agrees that it will not, for two years, solicit any employee of WLI.', parties);
    expect(reading.modal).toBe('will');
    expect(reading.negated).toBe(true);
    expect(reading.direction?.form).toBe('duty');
    expect(reading.direction?.obligor).toEqual({ kind: 'party', party: 1 });
  });

  it('reads the notice a right depends on', () => {
    const reading = readClause(
      "Either party may terminate this Agreement upon ninety (90) days' prior written notice to the other party.",
      parties,
    );
    expect(reading.mutual).toBe(true);
    expect(reading.notice).toBe(true);
    expect(reading.negated).toBe(false);
  });

  it('separates the exceptions from the main clause', () => {
    const reading = readClause(
      'Neither party shall disclose the terms of this Agreement, except as required by law or provided that the other party has agreed in writing.',
      parties,
    );
    expect(reading.negated).toBe(true);
    expect(reading.exceptions).toEqual(['except', 'provided that']);
    expect(reading.mainClause).toBe('Neither party shall disclose the terms of this Agreement');
  });

  it('drops an opening condition from the main clause', () => {
    const reading = readClause(
      'If Harbour fails to pay any invoice when due, WLI may suspend the services on ten days notice.',
      parties,
    );
    expect(reading.mainClause).toBe('WLI may suspend the services on ten days notice.');
    expect(reading.modal).toBe('may');
  });

  it('does not read a warranty that something does not infringe as a prohibition', () => {
    const reading = readClause('WLI warrants that the Content does not infringe any right of a third party.', parties);
    expect(reading.negated).toBe(false);
  });

  it('reads "in no event shall" as a negation', () => {
    const reading = readClause('In no event shall WLI be liable for lost profits.', parties);
    expect(reading.negated).toBe(true);
    expect(reading.direction?.form).toBe('protection');
  });

  it('reads a cap stated in the clause', () => {
    expect(
      readClause("WLI's total liability shall not exceed the fees paid in the prior twelve months.", parties).cap,
    ).toBe(true);
    expect(readClause('WLI shall be liable for all losses caused by its negligence.', parties).cap).toBe(false);
  });
});

describe('the reading of CUAD sentences (The Atticus Project, CC BY 4.0)', () => {
  const cuadParties: ContractParty[] = [
    { name: 'Vyera Pharmaceuticals, LLC', aliases: ['Vyera'], roles: [] },
    { name: 'CytoDyn Inc.', aliases: ['CytoDyn'], roles: [] },
  ];

  it('a consent with a proviso (CytodynInc License Agreement)', () => {
    const reading = readClause(
      "Vyera may not assign this Agreement, or any rights or obligations hereunder without the prior written consent of CytoDyn, not to be unreasonably withheld or delayed provided that Vyera may assign this Agreement without CytoDyn's consent to an Affiliate or to a successor to substantially all of the business of Vyera to which this Agreement relates.",
      cuadParties,
    );
    expect(reading.negated).toBe(true);
    expect(reading.consent).toBe(true);
    expect(reading.exceptions).toEqual(['provided that']);
    expect(reading.mutual).toBe(false);
    expect(reading.direction?.obligor).toEqual({ kind: 'party', party: 0 });
  });

  it('a numbered clause with a "save" exception (West Pharmaceutical Services Supply Agreement)', () => {
    const reading = readClause(
      '18. Neither party may assign this Agreement without the written consent of the other party save in the case where such assignment is to an EM Affiliate and prior written notice has been given to the Buyer.',
      [],
    );
    expect(reading.negated).toBe(true);
    expect(reading.consent).toBe(true);
    expect(reading.mutual).toBe(true);
    expect(reading.exceptions).toEqual(['except']);
  });

  it('a grant to "each of" several parties in its object is not mutual (PHL Variable Strategic Alliance Agreement)', () => {
    const reading = readClause(
      'ICC or its Affiliates, as applicable, shall grant to the PHL Parties and their Affiliates, as applicable, a non-exclusive limited license (a "License") to use the ICC Licensed Marks solely in connection with the performance of the duties and obligations of each of the PHL Parties and their Affiliates, as applicable, under the Transaction Documents.',
      [],
    );
    expect(reading.mutual).toBe(false);
  });

  it('fees mutually agreed do not make a duty mutual', () => {
    expect(
      readClause('Harbour shall pay WLI the fees mutually agreed in each Statement of Work.', parties).mutual,
    ).toBe(false);
  });

  it('a mutual jury waiver (Arconic Trademark License Agreement)', () => {
    const reading = readClause(
      'TO THE FULLEST EXTENT PERMITTED BY APPLICABLE LAW EACH PARTY HEREBY IRREVOCABLY WAIVES ALL RIGHT OF TRIAL BY JURY IN ANY ACTION, PROCEEDING, CLAIM, OR COUNTERCLAIM ARISING OUT OF OR IN CONNECTION WITH THIS AGREEMENT OR ANY MATTER ARISING HEREUNDER.',
      [],
    );
    expect(reading.mutual).toBe(true);
    expect(reading.negated).toBe(false);
  });

  it('a promise not to solicit (MANAKOA Strategic Alliance Agreement)', () => {
    const reading = readClause(
      'In turn, UTEK agrees that it will not directly or indirectly solicit any present employee of MKOS.',
      [
        { name: 'UTEK Corporation', aliases: ['UTEK'], roles: [] },
        { name: 'Manakoa Services Corporation', aliases: ['MKOS'], roles: [] },
      ],
    );
    expect(reading.negated).toBe(true);
    expect(reading.direction?.obligor).toEqual({ kind: 'party', party: 0 });
    expect(reading.direction?.form).toBe('duty');
  });
});
