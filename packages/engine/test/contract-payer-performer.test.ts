import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

const LAW = 'The laws of England and Wales shall govern this Agreement.';

function keyFinding(result: ContractAnalysis, title: string) {
  return result.keyFindings.find((found) => found.title === title);
}

// Hosting terms written for these tests, addressed to the customer as "you".
const HOSTING = [
  'HOSTING TERMS',
  'These terms are between Larchfield Cloud Ltd ("we", "us") and the customer who orders the hosting service ("you").',
  'We will host your website, and you will pay the monthly fees set out in your order.',
];

describe('the side that pays is not told it must work', () => {
  it('tells the customer who must keep paying after the end that it pays, not that it must keep working', async () => {
    const text = [
      ...HOSTING,
      'For a period of 60 days following termination, you must continue to pay the fees and we must help you move your website to another host.',
      LAW,
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const found = keyFinding(result, 'Obligations after termination');
    expect(found?.description ?? '').toMatch(/keep paying/iu);
    expect(found?.description ?? '').not.toMatch(/keep working/iu);
    expect(found?.recommendation ?? '').not.toMatch(/post-termination work is paid/iu);
  });
});

// A work agreement written for these tests between two parties named by no role word: nothing says which one reads it.
const WORK = [
  'WORK AGREEMENT',
  'This Work Agreement is made between Quillmoor Studio Ltd ("Quillmoor") and Birchway Foundation Inc. ("Birchway").',
  '1. Services. Quillmoor has agreed to provide the design services described in Schedule 1 (the "Services").',
  '2. Fees. The fees for the Services are set out in Schedule 2 and are payable monthly.',
];

describe('a reader whose side is not known', () => {
  it('names the supplier of services given "as is" and tells the disclaimer for each side', async () => {
    const text = [...WORK, 'THE SERVICES ARE SUPPLIED "AS IS", WITHOUT ANY WARRANTY OF ANY KIND.', LAW].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const found = keyFinding(result, 'Warranties and disclaimers');
    expect(found?.description ?? '').toMatch(/Quillmoor gives no promise about the quality of the services/u);
    expect(found?.description ?? '').toMatch(/if you are Quillmoor, no claim/u);
    expect(found?.recommendation ?? '').not.toMatch(/^Ask for a clear warranty period/u);
  });

  it('tells ownership made another named party’s property as secured only if that party is the reader', async () => {
    const text = [
      ...WORK,
      'All work product created under this Agreement shall be the exclusive property of Birchway.',
      LAW,
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const found = keyFinding(result, 'Intellectual property ownership');
    expect(found?.description ?? '').not.toMatch(/secures ownership of what you pay for/u);
    expect(found?.description ?? '').toMatch(/only if Birchway is your side/u);
  });
});

describe('ownership passed to a party named by a word of the providing side', () => {
  it('tells the client reader that those rights go to the other side', async () => {
    const text = [
      'PILOT TERMS',
      'Provider will make its scheduling software available to Partner for a pilot of three months.',
      'Partner hereby assigns to Provider all of its right, title and interest in any suggestions it makes about the software.',
      LAW,
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const found = keyFinding(result, 'Intellectual property ownership');
    expect(found?.description ?? '').not.toMatch(/secures ownership of what you pay for/u);
    expect(found?.description ?? '').toMatch(/to Provider, the other side: you give those rights up/u);
  });
});

// Referral terms written for these tests: the referrer earns commissions and is promised no sales.
const REFERRAL = [
  'REFERRAL PROGRAM TERMS',
  'These terms are between Tallowmere Software Ltd ("we") and the referrer who joins the program ("you").',
  'We will pay you a commission on each paying customer you refer.',
];

describe('a promise of no earnings', () => {
  it('is told as a promise of no results, not as a disclaimer of quality', async () => {
    const text = [
      ...REFERRAL,
      'You acknowledge that we make no representation or guarantee of any kind about the sales, income or customers you will obtain under these terms.',
      LAW,
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const found = keyFinding(result, 'Warranties and disclaimers');
    expect(found?.description ?? '').toMatch(/no revenue, profit, customers or other results/u);
    expect(found?.description ?? '').not.toMatch(/No promise is made about quality/u);
    expect(found?.recommendation ?? '').not.toMatch(/warranty period/u);
  });

  it('still tells a disclaimer of quality that also names results as one of quality', async () => {
    const text = [
      ...REFERRAL,
      'We make no warranty of merchantability or fitness for a particular purpose, and no guarantee of any sales or income.',
      LAW,
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const found = keyFinding(result, 'Warranties and disclaimers');
    expect(found?.description ?? '').not.toMatch(/other results from the deal/u);
  });
});

describe('confidentiality put on whichever party receives', () => {
  it('tells a duty of the "Receiving Party", defined as either party, as binding both ways', async () => {
    const text = [
      ...WORK,
      'A Party receiving confidential information from the other Party is called the “Receiving Party”, and the other Party the “Disclosing Party”.',
      'Receiving Party and its advisers agree to keep in strict confidence the Confidential Information of the Disclosing Party.',
      LAW,
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const found = keyFinding(result, 'Confidentiality');
    expect(found?.description ?? '').toMatch(/whichever side receives the other’s information must keep it secret/u);
    expect(found?.description ?? '').not.toMatch(/As the client: It protects what you share/u);
  });

  it('leaves a duty of a receiving party named by the agreement as one side alone as it was', async () => {
    const text = [
      ...WORK,
      'Quillmoor (the “Receiving Party”) shall keep the Confidential Information of Birchway in strict confidence.',
      LAW,
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const found = keyFinding(result, 'Confidentiality');
    expect(found?.description ?? '').not.toMatch(/what you share is protected in the same way/u);
  });
});
