import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { risksAndFindingsTold, somethingTold } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// The reader may be the one who grants, warrants, indemnifies or disclaims: the sentence's subject decides, whether
// it is "I" in a form the reader submits, "you" of terms addressed to the reader, or the name the terms give the
// reader's role. Each case has its mirror, where the other side gives and the reader receives.

function told(result: ContractAnalysis, ...titles: string[]): string {
  return somethingTold(titles.map((title) => risksAndFindingsTold(result, title)).join(' '));
}

describe('a form the reader submits, spoken in the first person: "I" is the reader addressed as "you"', () => {
  const FORM = (...clauses: string[]) =>
    [
      'Paper Deposit Agreement (Corvid Archive)',
      'By uploading a paper or other writing (the "Paper"), you accept these terms, which form an agreement between you and Corvid Press Ltd on behalf of the Corvid Archive ("Corvid").',
      'I make the following statements about the Paper.',
      ...clauses,
      'These terms are governed by the laws of England.',
    ].join('\n\n');

  it('an indemnity "I" give is the reader’s cost', async () => {
    const result = await analyzeContractText(
      FORM(
        'I will indemnify, defend and hold harmless Corvid from any loss, damage or claim arising out of any breach of the statements I make here.',
      ),
    );
    const indemnity = told(result, 'Indemnification');
    expect(indemnity).toMatch(/You may have to pay for claims/u);
    expect(indemnity).not.toMatch(/shifts the cost of certain claims away from you/u);
  });

  it('a perpetual licence "I" grant is rights the reader gives away, not a licence it may use', async () => {
    const result = await analyzeContractText(
      FORM(
        'I grant Corvid a non-exclusive, perpetual, irrevocable and royalty-free licence to include the Paper in the archive.',
      ),
    );
    const licence = told(result, 'License grant', 'Irrevocable or perpetual license');
    expect(licence).not.toMatch(/You may use what is licensed|Your right to use it is secure/u);
  });

  it('mirror: a licence Corvid grants the reader stays the reader’s to use', async () => {
    const result = await analyzeContractText(
      FORM(
        'Corvid grants you a non-exclusive, perpetual and royalty-free licence to read and print the papers in the archive.',
      ),
    );
    expect(told(result, 'License grant')).toMatch(/You may use what is licensed/u);
  });
});

describe('terms a provider writes in the first person to "you": "I" is the writer, not the reader', () => {
  it('a licence "I" grant "you" is the reader’s to use', async () => {
    const result = await analyzeContractText(
      [
        'DESIGN TERMS',
        'By signing below, you agree to these terms, which form an agreement between you and Mara Quell, a designer ("Designer").',
        'I will deliver the designs to you within thirty days of your order.',
        'I grant you a non-exclusive, perpetual licence to use the final designs.',
        'You will pay me the fee stated in your order within fourteen days of each invoice.',
      ].join('\n\n'),
    );
    expect(told(result, 'License grant')).toMatch(/You may use what is licensed/u);
  });
});

describe('contributor terms addressed to "you": what "you" grant and disclaim is the reader’s', () => {
  const TERMS = (...clauses: string[]) =>
    [
      'CONTRIBUTOR LICENCE AGREEMENT',
      'By submitting a Contribution to the Harrow Mapping Project, you agree to be bound by these terms.',
      ...clauses,
    ].join('\n\n');

  it('an as-is disclaimer "you" make protects the reader, not leaves it without a claim', async () => {
    const result = await analyzeContractText(
      TERMS(
        'You provide Your Contributions on an "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.',
      ),
    );
    const warranty = told(result, 'Warranties and disclaimers');
    expect(warranty).not.toMatch(/you have no (?:claim|remedy)/u);
    expect(warranty).toMatch(/fewer claims can be brought against you/u);
  });

  it('mirror: the project’s own as-is disclaimer leaves the reader without a claim', async () => {
    const result = await analyzeContractText(
      TERMS('The tools of the Project are provided "AS IS", without warranties or conditions of any kind.'),
    );
    expect(told(result, 'Warranties and disclaimers')).toMatch(/you have no (?:claim|remedy)/u);
  });
});

describe('terms that name the reader’s role in the third person: "the Partner" is the reader', () => {
  const TERMS = (...clauses: string[]) =>
    [
      'Partner Terms of Service (Halden)',
      'These Terms set out the terms that apply to organisations that enter into a Partnership Agreement with Halden, a non-profit corporation.',
      'By entering into a Partnership Agreement with Halden, the Partner organisation agrees to be bound by these Terms.',
      'The Partner shall pay the Annual Fee set out in the Fee Schedule within thirty days of each invoice.',
      'Halden shall host the datasets the Partner submits and keep them available to the public.',
      ...clauses,
      'These Terms are governed by the laws of the State of Oregon.',
    ].join('\n\n');

  it('an indemnity the Partner gives is the reader’s cost', async () => {
    const result = await analyzeContractText(
      TERMS(
        'The Partner agrees to indemnify, defend and hold harmless Halden from any claim that a dataset the Partner submits infringes the rights of a third party.',
      ),
    );
    const indemnity = told(result, 'Indemnification');
    expect(indemnity).toMatch(/You may have to pay for claims/u);
    expect(indemnity).not.toMatch(/shifts the cost of certain claims away from you/u);
  });

  it('a warranty the Partner gives is a promise the reader can be held to', async () => {
    const result = await analyzeContractText(
      TERMS(
        'The Partner represents and warrants that it has the authority to enter into the Agreement and that the datasets it submits do not infringe the rights of any third party.',
      ),
    );
    const warranty = told(result, 'Warranties and disclaimers');
    expect(warranty).not.toMatch(/you can claim for breach of warranty/u);
    expect(warranty).toMatch(/claim against you/u);
  });

  it('mirror: a warranty Halden gives is one the reader can claim on', async () => {
    const result = await analyzeContractText(
      TERMS(
        'Halden represents and warrants that it has the authority to enter into the Agreement and that the hosting service does not infringe the rights of any third party.',
      ),
    );
    expect(told(result, 'Warranties and disclaimers')).toMatch(/you can claim for breach of warranty/u);
  });

  it('mirror: an indemnity Halden gives the Partner shifts cost away from the reader', async () => {
    const result = await analyzeContractText(
      TERMS(
        'Halden agrees to indemnify and hold harmless the Partner from any claim that the hosting service infringes the rights of a third party.',
      ),
    );
    expect(told(result, 'Indemnification')).toMatch(/shifts the cost of certain claims away from you/u);
  });
});
