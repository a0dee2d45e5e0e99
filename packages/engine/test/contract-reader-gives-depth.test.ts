import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { adviceOn, risksAndFindingsTold, somethingShown, somethingTold } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Who gives and who receives, decided where the sentence and the parties are read: a form opening in its signer's
// voice, a role named in the plural, a party named by its role word alone, a disclaimer that only yields to the law,
// the advice on a licence the reader grants, and an indemnity stated the other way. Each case has a mirror that must
// stay as it was.

function told(result: ContractAnalysis, ...titles: string[]): string {
  return somethingTold(titles.map((title) => risksAndFindingsTold(result, title)).join(' '));
}

function partiesLine(result: ContractAnalysis): string {
  return (result.clauses ?? []).find((clause) => clause.title === 'Parties')?.value ?? '';
}

describe('a form that opens in its signer’s voice, accepting the other party’s offer', () => {
  const FORM = (...clauses: string[]) =>
    [
      'TALK RELEASE',
      'I accept the invitation of Marrowby Events Ltd (the "Organiser") to give a talk as a guest speaker (a "Speaker") at the autumn meeting named below, on the terms that follow.',
      ...clauses,
      'This release is governed by the laws of Scotland.',
    ].join('\n\n');

  it('names the organiser and the signer as the parties', async () => {
    const result = await analyzeContractText(
      FORM('I will send my slides to the Organiser at least one week before the meeting.'),
    );
    expect(partiesLine(result)).toMatch(/Marrowby Events Ltd/u);
    expect(partiesLine(result)).toMatch(/Speaker/u);
  });

  it('an indemnity the signer gives is the reader’s cost', async () => {
    const result = await analyzeContractText(
      FORM('I agree to indemnify and hold harmless the Organiser against any claims or costs arising from my talk.'),
    );
    const indemnity = told(result, 'Indemnification');
    expect(indemnity).toMatch(/You may have to pay for claims/u);
    expect(indemnity).not.toMatch(/shifts the cost of certain claims away from you/u);
  });

  it('mirror: an indemnity the organiser gives the signer shifts cost away from the reader', async () => {
    const result = await analyzeContractText(
      FORM('The Organiser agrees to indemnify and hold me harmless against any claims arising from the venue.'),
    );
    expect(told(result, 'Indemnification')).toMatch(/shifts the cost of certain claims away from you/u);
  });
});

describe('terms that name the reader’s role in the plural ("Partners may not …")', () => {
  const TERMS = (...clauses: string[]) =>
    [
      'Partner Terms (Quillmoor Archive)',
      'These Terms apply to organisations that enter into a Partnership Agreement with Quillmoor, a charitable trust.',
      'By entering into a Partnership Agreement with Quillmoor, the Partner organisation agrees to be bound by these Terms.',
      'The Partner shall pay the yearly fee within thirty days of each invoice.',
      'Quillmoor shall keep the records the Partner deposits available to the public.',
      ...clauses,
    ].join('\n\n');

  it('a bar on "Partners" binds the reader’s side', async () => {
    const result = await analyzeContractText(
      TERMS('Partners may not assign or transfer these Terms without the prior written consent of Quillmoor.'),
    );
    expect(told(result, 'Assignment')).toMatch(/restricts your side/u);
  });

  it('an indemnity "Partners" give is the reader’s cost', async () => {
    const result = await analyzeContractText(
      TERMS(
        'Partners shall indemnify and hold harmless Quillmoor from any claim that a record they deposit infringes the rights of another.',
      ),
    );
    expect(told(result, 'Indemnification')).toMatch(/You may have to pay for claims/u);
  });

  it('mirror: an indemnity Quillmoor gives the Partners shifts cost away from the reader', async () => {
    const result = await analyzeContractText(
      TERMS(
        'Quillmoor shall indemnify and hold harmless all Partners from any claim that its catalogue software infringes the rights of another.',
      ),
    );
    expect(told(result, 'Indemnification')).toMatch(/shifts the cost of certain claims away from you/u);
  });
});

describe('a party named by its role word alone, before a bracket that names the agreement', () => {
  it('is the second party, and a term defined later is no party', async () => {
    const result = await analyzeContractText(
      [
        'Support Level Schedule (Brackenlow)',
        'This Schedule forms part of the Services Agreement between Brackenlow Systems Ltd ("Brackenlow") and Customer (the "Agreement"), and applies during each subscription term.',
        '1. Response Time',
        'Brackenlow will answer every urgent support request within two hours, as measured by Brackenlow (the "Response Target").',
        'If the Response Target is missed in a month, Customer will receive a credit of five percent of that month’s fees.',
      ].join('\n\n'),
    );
    expect(partiesLine(result)).toMatch(/Brackenlow Systems Ltd.*; Customer$/u);
    expect(partiesLine(result)).not.toMatch(/Response Target/u);
  });
});

describe('an as-is disclaimer the reader makes, yielding only to the law or a separate writing', () => {
  const TERMS = (disclaimer: string) =>
    [
      'CONTRIBUTION TERMS',
      'By submitting a Contribution to the Fenwold Atlas project, you agree to be bound by these terms.',
      disclaimer,
    ].join('\n\n');

  it('keeps no warranty, so the reader is not asked to limit its warranties', async () => {
    const result = await analyzeContractText(
      TERMS(
        'Unless required by applicable law or agreed to in writing, you provide your Contributions "AS IS", without warranties or conditions of any kind, express or implied.',
      ),
    );
    const advice = somethingShown(adviceOn(result, 'Warranties and disclaimers'));
    expect(advice).not.toMatch(/Limit warranties to a fixed period/u);
    expect(advice).toMatch(/already disclaims every warranty/u);
  });

  it('mirror: an exception keeping the warranties of another clause still leaves some to limit', async () => {
    const result = await analyzeContractText(
      TERMS(
        'Except for the warranties in clause 4, you provide your Contributions "AS IS", without warranties or conditions of any kind, express or implied.',
      ),
    );
    expect(somethingShown(adviceOn(result, 'Warranties and disclaimers'))).not.toMatch(
      /already disclaims every warranty/u,
    );
  });
});

describe('a licence the reader grants is told with what to check in it', () => {
  const TERMS = (grant: string) =>
    [
      'CONTRIBUTION TERMS',
      'By submitting a Contribution to the Fenwold Atlas project, you agree to be bound by these terms.',
      grant,
    ].join('\n\n');

  it('says what the other side may do with it, that they may sublicense it, and what the reader keeps', async () => {
    const result = await analyzeContractText(
      TERMS(
        'You grant the Project a worldwide, non-exclusive licence, with the right to sublicense, to reproduce, adapt and publish your Contributions.',
      ),
    );
    const advice = somethingShown(adviceOn(result, 'License grant'));
    expect(advice).toMatch(/reproduce, adapt and publish/u);
    expect(advice).toMatch(/sublicense, so others/u);
    expect(advice).toMatch(/you keep the right to use it yourself/u);
  });

  it('mirror: a licence granted to the reader keeps the licensee’s advice', async () => {
    const result = await analyzeContractText(
      TERMS('The Project grants you a non-exclusive licence to use the Atlas maps for your own research.'),
    );
    expect(adviceOn(result, 'License grant')).not.toMatch(/what it lets the other side do/u);
  });
});

describe('an indemnity stated the other way', () => {
  const SERVICES = (...clauses: string[]) =>
    [
      'HOSTING AGREEMENT',
      'This Hosting Agreement is made between Larchfield Hosting Ltd ("Provider") and Tamsin Gale Design Ltd ("Customer").',
      'Provider shall host the Customer’s websites, and Customer shall pay Provider £300 each month.',
      'Customer shall indemnify and hold harmless Provider from any claim arising from the content of the Customer’s websites.',
      ...clauses,
      'The indemnified party shall notify the indemnifying party of any claim promptly.',
    ].join('\n\n');

  it('by a separate, narrower sentence of the other side is not told as running both ways', async () => {
    const result = await analyzeContractText(
      SERVICES('Provider shall indemnify Customer from any claim that the hosting software infringes a patent.'),
    );
    const indemnity = told(result, 'Indemnification');
    expect(indemnity).not.toMatch(/so it runs both ways/u);
    expect(indemnity).toMatch(/in a separate sentence that may not cover as much/u);
  });

  it('by the claims procedure alone is not stated the other way at all', async () => {
    const result = await analyzeContractText(SERVICES());
    expect(told(result, 'Indemnification')).not.toMatch(/states this clause the other way/u);
  });

  it('mirror: by a sentence binding each party, it runs both ways', async () => {
    const result = await analyzeContractText(
      SERVICES('Each party shall indemnify the other from any claim arising from its own breach of this Agreement.'),
    );
    expect(told(result, 'Indemnification')).toMatch(/so it runs both ways/u);
  });
});
