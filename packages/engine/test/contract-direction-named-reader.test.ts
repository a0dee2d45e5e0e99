import type { ContractAnalysis, KeyFinding } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';
import { analyzeContractText } from './result-checks';

// Short agreements written for these tests. Each names the reader's party in a way the opening did not read
// before (short names alone, a party acting through an office, a government agency, terms whose opening
// mentions an age "between" two numbers): the clause's subject must still be matched to the reader's party.
const LAW = 'This Agreement is governed by the laws of England.';

async function findingsOf(text: string): Promise<ContractAnalysis> {
  return analyzeContractText(`${text}\n\n${LAW}`, { role: 'client' });
}

function finding(result: ContractAnalysis, title: string): KeyFinding {
  const found = result.keyFindings.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no ${title} finding`);
  return found;
}

function told(found: KeyFinding): string {
  return `${found.description} ${found.recommendation}`;
}

const HEDGED = /does not show whether that is your side/iu;

describe('parties named by their short names alone', () => {
  const RESELLER = [
    'RESELLER AGREEMENT',
    'This Reseller Agreement is made by and between Corvane and Partner (each a "Party", together the "Parties") and sets the terms on which Partner sells Corvane products.',
    '1. Appointment. Corvane appoints Partner as a non-exclusive reseller of the Products within the Territory.',
    '2. Indemnity. Partner shall indemnify Corvane against every claim arising from the way Partner markets the Products.',
  ].join('\n\n');

  it('finds both parties and takes the appointed reseller for the client', () => {
    const parties = detectParties(RESELLER);
    expect(parties.map((party) => party.name)).toEqual(['Corvane', 'Partner']);
    expect(readerPartyWithReason(parties, 'client', undefined)?.party.name).toBe('Partner');
  });

  it('tells an indemnity the reader’s party gives as the reader’s burden', async () => {
    const indemnity = finding(await findingsOf(RESELLER), 'Indemnification');
    expect(told(indemnity)).toMatch(/you may have to pay/iu);
    expect(told(indemnity)).not.toMatch(/shifts the cost of certain claims away from you/iu);
  });

  it('tells a "neither … nor … may be assigned by" bar on the reader’s party as binding it, not as its right', async () => {
    const result = await findingsOf(
      `${RESELLER}\n\n3. Transfer. Neither this Agreement nor any right under it may be assigned by Partner without the prior written consent of Corvane.`,
    );
    const assignment = finding(result, 'Assignment');
    expect(told(assignment)).not.toMatch(/your side \(Partner\) holds this right|only the other side needs consent/iu);
    expect(told(assignment)).toMatch(/restricts your side/iu);
  });

  it('reads "will have the right to suspend" as the other side’s right, not a promise it gives the reader', async () => {
    const result = await findingsOf(
      `${RESELLER}\n\n4. Late payment. If Partner fails to pay any invoice when due, Corvane will have the right to suspend the supply of the Products.`,
    );
    const suspension = finding(result, 'Suspension of services');
    expect(told(suspension)).not.toMatch(/Corvane gives this promise to your side|no change needed for your side/iu);
  });

  it('tells an audit of the reader’s records as the reader’s burden, with parties defined further on', async () => {
    const result = await findingsOf(
      [
        'SUB-RESELLER TERMS',
        'These Sub-Reseller Terms (the "Terms") take effect on the date agreed between the Regional Distributor (as defined below) and the Sub-Reseller (as defined below) (the "Start Date"). Each shall be referred to as a "Party".',
        '1. Records. The Sub-Reseller shall permit the Regional Distributor to audit its sales records once in each year.',
      ].join('\n\n'),
    );
    const audit = finding(result, 'Audit rights');
    expect(told(audit)).toMatch(/you must keep records/iu);
    expect(told(audit)).not.toMatch(/you can verify/iu);
  });
});

describe('a party the opening names as acting through an office', () => {
  it('reads the office’s short name as the party and tells its right to end the agreement as the reader’s', async () => {
    const result = await findingsOf(
      [
        'POWER SUPPLY AGREEMENT',
        'This Agreement is made between [SUPPLIER] ("Supplier"), and the COMMONWEALTH OF NORLAND, acting by and through the NORLAND ENERGY OFFICE ("NEO").',
        'WHEREAS, Supplier wishes to sell electricity to NEO, and NEO wishes to buy it from Supplier.',
        '1. Ending early. NEO may terminate this Agreement for convenience on ninety days’ written notice to Supplier.',
      ].join('\n\n'),
    );
    const ending = finding(result, 'Termination for convenience');
    expect(told(ending)).not.toMatch(HEDGED);
    expect(told(ending)).toMatch(/you can walk away/iu);
  });
});

describe('a government agency named "Agency"', () => {
  it('is the client of the deal, not an agency hired to work, and holds the right the sentence gives it', async () => {
    const result = await findingsOf(
      [
        'PUBLIC SECTOR ADDENDUM',
        'This Addendum is an agreement between Brightloom, Inc. ("Brightloom") and those users of the Brightloom platform who use it on behalf of a state government agency (the "Agency").',
        '1. Ending. Agency may end this agreement at any time by closing its account.',
      ].join('\n\n'),
    );
    const ending = finding(result, 'Termination for convenience');
    expect(told(ending)).not.toMatch(HEDGED);
    expect(told(ending)).toMatch(/you can walk away/iu);
  });
});

describe('terms addressed to "you" whose opening mentions an age between two numbers', () => {
  const TERMS = [
    'Publisher terms (Halvor)',
    'This Agreement covers the provision of the Portal by Halvor Labs Limited ("Halvor", "we" or "us") to you as a person or a business ("you" or "your"). A user aged between 13 and 18 needs a parent or guardian to accept this Agreement on their behalf.',
    '1. Listing. What you pay depends on how your game is made available by Halvor. A trial copy (e.g. a "lite" edition) may be offered free.',
    '2. Reviews. You may flag a review you think unfair, but if Halvor finds that you misuse the flagging tool, Halvor may terminate this Agreement.',
    '3. Transfer. You may not assign this Agreement.',
  ].join('\n\n');

  it('reads Halvor and "you" as the parties', () => {
    expect(detectParties(TERMS).map((party) => party.aliases)).toEqual([
      ['Halvor', 'we', 'us'],
      ['you', 'your'],
    ]);
  });

  it('tells the other side’s right to end the agreement as its right, not the reader’s', async () => {
    const ending = finding(await findingsOf(TERMS), 'Termination rights');
    expect(told(ending)).not.toMatch(/your side may end the agreement|your side holds this right/iu);
    expect(told(ending)).toMatch(/Halvor holds this right/iu);
  });

  it('tells a bar on assigning that binds only the reader as a restriction of the reader, not the other’s freedom', async () => {
    const assignment = finding(await findingsOf(TERMS), 'Assignment');
    expect(told(assignment)).toMatch(/restricts your side/iu);
    expect(told(assignment)).not.toMatch(/dealing with a party you did not choose/iu);
  });
});

describe('a heading before the sentence naming the parties', () => {
  it('leaves the sentence’s own lead-in words out of the party’s name', () => {
    const text =
      'Article licence\n\n1. Parties\n\n1. This agreement is between Ferrow Labs Ltd, a company registered in Wales under number 5550123, trading as "ferrow" ("us", "we") and the author who signs below ("you", "your").\n\n2. Licence\n\n1. You allow us to print the Report in our newsletter.';
    expect(detectParties(text)[0]?.name).toBe('Ferrow Labs Ltd');
  });
});
