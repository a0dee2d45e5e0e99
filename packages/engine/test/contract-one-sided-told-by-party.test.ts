import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_SERVICES } from './agreement-openings';
import { risksAndFindingsTold, somethingTold } from './contract-advice-seen';
import { analyseHostingAgreement } from './hosting-services-agreement';
import { analyzeContractLines } from './result-checks';

// Sentences written for these tests. Whether a clause binds both parties, or one, is read from who each
// sentence binds and how: a right the other side keeps is not the reader's bar "stated the other way".

describe('a bar on the reader beside a freedom the other side keeps is one-sided', () => {
  it('is not told as running both ways, whatever an unrelated sentence naming assigns says', async () => {
    const result = await analyseAgreement(TOLLERY_SERVICES, [
      '8.2 The indemnifying party shall conduct the defence of the claim, and no settlement that fails to release the indemnified party (and its successors and permitted assigns) shall be made without the indemnified party’s prior written approval.',
      '9.4 Neither this Agreement nor any right under it may be assigned by Tollery, whether by merger or otherwise, without the prior written consent of Brightwick. Brightwick may assign this Agreement at its sole discretion on written notice to Tollery.',
    ]);
    const text = somethingTold(risksAndFindingsTold(result, 'Assignment'));
    expect(text).not.toMatch(/runs both ways|binds both parties alike/iu);
  });
});

describe('a sentence worded for each party is told as binding both, even beside a one-sided sentence', () => {
  it('keeps that the quoted grant binds both parties, and names the party bound further', async () => {
    const result = await analyseHostingAgreement(
      '6. Marks',
      '6.1 Each party grants to the other a revocable, non-exclusive, non-transferable, royalty-free right to show its trademarks for the sole purpose of naming the other as a partner.',
      '6.2 Northwind grants to Pelican a revocable, non-exclusive, non-transferable, royalty-free right to use the brochures Northwind provides, solely to market the services.',
    );
    const text = somethingTold(risksAndFindingsTold(result, 'Non-transferable license'));
    expect(text).not.toMatch(/does not bind both parties alike/iu);
    expect(text).toMatch(
      /binds both parties, but another sentence of the same clause puts a further duty of this kind on Northwind alone/iu,
    );
  });
});

// Standard terms written for this test: a provider speaks as "we" and addresses its user as "you".
const APP_TERMS = [
  'Quillmere App Terms',
  'These Terms are between you and Quillmere Software Ltd ("Quillmere", "we", "us"). By installing the app you agree to these Terms.',
  '1. You shall pay the subscription fees in advance each month.',
  '2. Both you and Quillmere accept that Larkspur Stores and its group companies are third-party beneficiaries of these Terms, and that Larkspur Stores may enforce these Terms against you.',
];

describe('an outsider both parties agree may enforce the terms against one of them', () => {
  it('is told as binding the side it is enforced against, not both alike', async () => {
    const result = await analyzeContractLines(APP_TERMS);
    const text = somethingTold(risksAndFindingsTold(result, 'Third-party beneficiaries'));
    expect(text).not.toMatch(/binds both parties alike/iu);
    expect(text).toMatch(/could bring claims against you/iu);
    expect(text).not.toMatch(/others connected to you can rely/iu);
  });
});

describe('an outsider named by its short name that may enforce the terms onto the reader', () => {
  it('is told as enforcing against the reader, by its short name', async () => {
    const result = await analyseHostingAgreement(
      'To be clear, Larkspur Holdings or whichever group company holds a contract with Northwind ("Larkspur") is a third-party beneficiary of this Agreement and may enforce its terms onto Pelican.',
    );
    const text = somethingTold(risksAndFindingsTold(result, 'Third-party beneficiaries'));
    expect(text).not.toMatch(/binds both parties alike/iu);
    expect(text).toMatch(/Larkspur \(the other side’s people\) may enforce it against your side/u);
  });
});

describe('a consent each side needs is still told as running both ways', () => {
  it('a permission given only with consent, beside a bar on both without consent', async () => {
    const result = await analyseAgreement(TOLLERY_SERVICES, [
      '9.4 No party may assign its rights under this Agreement unless it has obtained the prior written consent of the other party. Brightwick may assign this Agreement to any person after obtaining the prior written consent of Tollery, which shall not be unreasonably withheld.',
    ]);
    const text = somethingTold(risksAndFindingsTold(result, 'Assignment'));
    expect(text).toMatch(/runs both ways|binds both parties/iu);
  });
});
