import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// One-way confidentiality agreements written for these tests: one party discloses, the other receives and is bound.
const DUTY =
  'Vellum shall not disclose the Confidential Information to any third party and shall use it only to evaluate the proposed collaboration.';
const EXCLUSIONS =
  'These obligations do not apply to information that is or becomes public through no fault of Vellum, or that Vellum already knew before disclosure.';
const RETURN = 'On Ostrander’s request, Vellum shall promptly return or destroy all Confidential Information.';
const PERIOD =
  'Vellum’s obligations under this Agreement continue for three (3) years after the date of this Agreement.';
const REMEDY = 'Ostrander may seek an injunction to restrain any breach of this Agreement by Vellum.';
const LAW = 'This Agreement is governed by the laws of the State of New York.';

function nda(...clauses: string[]): string {
  return [
    'CONFIDENTIALITY AGREEMENT',
    'This Confidentiality Agreement is made on March 3, 2025 between Ostrander Biologics Inc. ("Ostrander") and Vellum Analytics LLC ("Vellum").',
    'Ostrander will disclose Confidential Information to Vellum so that Vellum may evaluate a proposed collaboration.',
    ...clauses,
    LAW,
  ].join('\n\n');
}

function readAs(party: string, ...clauses: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(nda(...clauses), { role: 'client', party });
}

/** Everything told on confidentiality, and the long-term considerations drawn from it. */
function told(result: ContractAnalysis): string {
  return [
    ...toldAboutLines(result, 'Confidentiality'),
    ...result.recommendations.longTermConsiderations.map((item) =>
      [item.consideration, ...item.preparationSteps].join(' '),
    ),
  ].join('\n');
}

const FULL = [DUTY, EXCLUSIONS, RETURN, PERIOD, REMEDY];

describe('a one-way confidentiality agreement read by the receiving party', () => {
  it('tells the reader its own duties, their length, exclusions, return and the remedy against it', async () => {
    const said = told(await readAs('Vellum', ...FULL));
    expect(said).toMatch(/three \(3\) years/u);
    expect(said).toMatch(/return or destroy/iu);
    expect(said).toMatch(/injunction|court order/iu);
    expect(said).toMatch(/Keep the other side’s information separate and secure/u);
  });

  it('does not ask for exclusions or an end date the agreement already gives', async () => {
    const said = told(await readAs('Vellum', ...FULL));
    expect(said).not.toMatch(/Make sure it excludes information that is public/u);
    expect(said).toMatch(/already/u);
  });

  // At low risk the rule's general ask (exclusions and an end date) is not told; nor is it told as given.
  it('does not tell exclusions or an end as given where the agreement lacks them', async () => {
    const said = told(await readAs('Vellum', DUTY, RETURN));
    expect(said).not.toMatch(/Make sure it excludes information that is public/u);
    expect(said).not.toMatch(/already (?:excludes|has an end|ends|outlasts)/u);
  });
});

describe('the same agreement read by the disclosing party', () => {
  it('is not told the receiving party’s duties as its own', async () => {
    const said = told(await readAs('Ostrander', ...FULL));
    expect(said).not.toMatch(/Keep the other side’s information separate and secure/u);
    expect(said).not.toMatch(/You must protect their information/u);
    expect(said).not.toMatch(/Return or delete it when the agreement ends/u);
  });

  it('is told how its information is protected and where the protection stops', async () => {
    const said = told(await readAs('Ostrander', ...FULL));
    expect(said).toMatch(/Vellum must keep your information/u);
    expect(said).toMatch(/three \(3\) years/u);
    expect(said).toMatch(/after that/iu);
  });

  it('is told the gaps where the agreement gives no return of its material and no remedy', async () => {
    const said = told(await readAs('Ostrander', DUTY, EXCLUSIONS));
    expect(said).toMatch(/return or destr/iu);
    expect(said).toMatch(/no end|not say how long|ask for .*period|how long/iu);
  });
});

describe('a one-way agreement between a disclosing and a receiving party', () => {
  const text = [
    'NON-DISCLOSURE AGREEMENT',
    'This Non-Disclosure Agreement is made on April 4, 2025 between Thornbury Instruments Ltd. ("Disclosing Party") and Quayle Design Studio LLC ("Receiving Party").',
    'The Receiving Party shall hold all Confidential Information in strict confidence and shall not disclose it to any person other than its employees who need to know it.',
    'Confidential Information does not include information that is publicly available.',
    'The Receiving Party’s obligations survive for five (5) years after the termination of this Agreement.',
    'This Agreement is governed by the laws of the State of Maine.',
  ].join('\n\n');

  it('asks the receiving party only for the exclusion it lacks', async () => {
    const said = told(await analyzeContractText(text, { role: 'client', party: 'Receiving Party' }));
    expect(said).toMatch(/excludes information that you already knew/u);
    expect(said).toMatch(/already excludes information that is public/u);
  });

  it('tells the disclosing party how long the duty lasts, not to ask that it survive', async () => {
    const said = told(await analyzeContractText(text, { role: 'client', party: 'Disclosing Party' }));
    expect(said).toMatch(/already lasts for five \(5\) years after the termination/u);
    expect(said).not.toMatch(/survives the end of the agreement/u);
    expect(said).toMatch(/return or destroy your material/u);
  });
});
