import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Standard terms that name their parties only by role words ("Vendor", "Member"), so the reader's own party is not
// known. Written for this test.
const TERMS = [
  'EARLY ACCESS PROGRAM STANDARD TERMS',
  'Vendor will give Member access to the beta release of the Product during the Program Period.',
  'Member will report bugs it finds in the Product to Vendor within five business days.',
];

describe('an assignment to a named party when the reader’s party is not known', () => {
  it('is not told as securing what the reader pays for, but as passing ownership to that party', async () => {
    const text = [
      ...TERMS,
      'Member hereby assigns to Vendor all its right, title and interest in and to any suggestions it makes about the Product.',
      'These terms are governed by the laws of the State of Ohio.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const said = toldAboutLines(result, 'Intellectual property ownership').join('\n');
    expect(said).toMatch(/passes ownership of what it names to Vendor/u);
    expect(said).not.toMatch(/^It secures ownership of what you pay for/mu);
    expect(said).not.toMatch(/Intellectual property ownership: It secures ownership/u);
  });

  it('is still told as securing ownership when the assignee is named by the reader’s own role word', async () => {
    const text = [
      ...TERMS,
      'Vendor hereby assigns to Member all right, title and interest in and to the reports it prepares for Member.',
      'These terms are governed by the laws of the State of Ohio.',
    ].join('\n\n');
    const result = await analyzeContractText(text.replaceAll('Member', 'Customer'), { role: 'client' });
    const said = toldAboutLines(result, 'Intellectual property ownership').join('\n');
    expect(said).toMatch(/It secures ownership of what you pay for/u);
    expect(said).not.toMatch(/passes ownership of what it names to Customer: that secures it for you only if/u);
  });
});
