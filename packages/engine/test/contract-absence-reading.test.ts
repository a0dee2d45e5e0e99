import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { mentionsTopicOf } from '../src/local/contract/clause-mentions';
import type { Sentence } from '../src/text/sentences';
import { analyzeContractText as analyse } from './result-checks';

// Every sentence and contract below is written for these tests.

function sentences(...texts: string[]): Sentence[] {
  return texts.map((text, index) => ({ text, index, page: 1, start: 0, end: text.length }) as Sentence);
}

function missingTitles(result: ContractAnalysis): string[] {
  return result.keyFindings
    .filter((finding) => finding.section === 'Not found in the document')
    .map((finding) => finding.title);
}

describe('a clause is called missing only when no sentence does what it does, under any heading', () => {
  it('reads an end on notice or for cause as termination, in whatever words', () => {
    const ends = [
      'Either party may terminate upon sixty (60) days prior written notice to the other.',
      'The Owner may terminate for cause if the Operator fails to cure a material breach within thirty days.',
      'Either party may cancel this Agreement on thirty days written notice.',
      'ARTICLE V - TERMINATION',
      '9. DURATION AND TERMINATION',
      'Section 4. Term & Termination.',
      'After the primary term this Agreement continues month to month until terminated by either party upon sixty days written notice.',
    ];
    for (const text of ends) expect(mentionsTopicOf('termination', sentences(text)), text).toBe(true);
    // A line break may cut the sentence in two.
    expect(
      mentionsTopicOf('termination', sentences('The Customer may cancel this', 'Agreement on thirty days notice.')),
    ).toBe(true);
    expect(mentionsTopicOf('termination', sentences('The Supplier shall deliver the goods within ten days.'))).toBe(
      false,
    );
    expect(mentionsTopicOf('termination', sentences('The Carrier shall give notice of any delay.'))).toBe(false);
    // Letting the term run out is not a right to end it sooner, which is what the finding says is missing.
    const nonRenewal =
      'Either party may give notice of non-renewal at least ninety days before the end of the Initial Term.';
    expect(mentionsTopicOf('termination', sentences(nonRenewal))).toBe(false);
    const runIn = 'Term and Termination. This Agreement is for a term of twelve months from the Effective Date.';
    expect(mentionsTopicOf('termination', sentences(runIn))).toBe(false);
  });

  it('reads an exclusion of a party’s liability or of kinds of damages as a limitation of liability', () => {
    const limits = [
      'The Licensor shall not be liable for any loss arising from the Licensee’s use of the marks.',
      'The Carrier’s liability for goods lost in transit is excluded where the loss results from poor packing.',
      'Neither party is responsible for the other’s lost profits or consequential losses.',
      '11. LIABILITY LIMITATION',
      '11.1 Limitations on Liability.',
      'The Supplier’s obligation to indemnify under this Article 8 shall not exceed the payments it has received.',
      'The directors of the Transporter shall not be personally liable, and recourse is limited to the Transporter’s assets.',
      'The Developer’s indemnification obligations are limited to the fees paid under this Agreement.',
    ];
    for (const text of limits) expect(mentionsTopicOf('limitation-of-liability', sentences(text)), text).toBe(true);
    expect(
      mentionsTopicOf('limitation-of-liability', sentences('The Buyer shall be liable for all sales taxes.')),
    ).toBe(false);
  });

  it('reads a choice of law in any of its usual words, but not a duty to obey the law', () => {
    const choices = [
      'This Agreement is subject to the laws of England and Wales.',
      'The laws of the Province of Ontario apply to this Agreement.',
      'This Agreement shall be interpreted according to the law of the Federal Republic of Germany.',
    ];
    for (const text of choices) expect(mentionsTopicOf('governing-law', sentences(text)), text).toBe(true);
    expect(mentionsTopicOf('governing-law', sentences('Each party shall comply with all applicable laws.'))).toBe(
      false,
    );
  });
});

const CONSULTING = [
  'CONSULTING AGREEMENT',
  'This Consulting Agreement is made as of April 3, 2024 by and between Fenwick Tools Inc. (the "Company") and Marsh Advisory LLC (the "Consultant").',
  'The Consultant shall advise the Company on its export strategy and the Company shall pay the Consultant $8,000 per month.',
  'The Consultant’s liability for any loss of business arising from its advice is excluded.',
  'Either party may end its engagement for cause if the other fails to cure a material breach within thirty days of notice.',
  'The laws of the Province of Ontario apply to this Agreement.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('a contract that deals with a topic in other words is not told the clause is missing', () => {
  it('gives no "no termination", "no limitation of liability" or "no governing law" finding', async () => {
    const missing = missingTitles(await analyse(CONSULTING));
    expect(missing).not.toContain('No termination rights clause');
    expect(missing).not.toContain('No limitation of liability clause');
    expect(missing).not.toContain('No governing law clause');
  });
});

const TRANSPORT = [
  'GAS TRANSPORTATION AGREEMENT',
  'This Gas Transportation Agreement is made as of January 5, 2022 by and between Prairie Pipeline Company (the "Transporter") and Northfield Gas Utility, Inc. (the "Shipper").',
  'The Transporter shall receive gas tendered by the Shipper at the Receipt Point and deliver equivalent quantities at the Delivery Point.',
  'The Transporter warrants that it holds every permit needed to operate the pipeline and that the pipeline is free of liens.',
  'The Shipper shall pay the Transporter the rates set out in Exhibit A each month within ten days of invoice.',
  'This Agreement shall remain in force for a primary term of ten years.',
  'This Agreement shall be governed by the laws of the State of Kansas.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('the expected clauses follow what the contract delivers', () => {
  it('does not ask for a warranty period where the only warranty is of title or authority, not of quality', async () => {
    expect(missingTitles(await analyse(TRANSPORT))).not.toContain('No warranty period clause');
  });

  it('still asks for a warranty period where the provider promises the quality of its work', async () => {
    const promised = TRANSPORT.replace(
      /The Transporter warrants[^\n]+/u,
      'The Transporter warrants that the services shall be performed in a good and workmanlike manner and free from defects.',
    );
    expect(missingTitles(await analyse(promised))).toContain('No warranty period clause');
  });

  it('does not ask for a warranty period where the only words on quality disclaim every warranty', async () => {
    const disclaimed = TRANSPORT.replace(
      /The Transporter warrants[^\n]+/u,
      'NO REPRESENTATIONS OR WARRANTIES, INCLUDING WARRANTIES OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE, ARE MADE BY THE TRANSPORTER.',
    );
    expect(missingTitles(await analyse(disclaimed))).not.toContain('No warranty period clause');
  });

  it('says a clause may be in the tariff the service is rendered under, instead of calling it missing', async () => {
    const underTariff = TRANSPORT.replace(
      'IN WITNESS WHEREOF',
      'Service under this Agreement is subject to the provisions of the Transporter’s FERC Gas Tariff, as in effect from time to time.\n\nIN WITNESS WHEREOF',
    );
    const result = await analyse(underTariff);
    const missing = result.keyFindings.filter((finding) => finding.section === 'Not found in the document');
    expect(missing.length).toBeGreaterThan(0);
    for (const finding of missing) {
      expect(finding.title).toMatch(/in this file$/u);
      expect(finding.description).toMatch(/Tariff/u);
    }
  });
});

const SUPPORT = [
  'SUPPORT SERVICES AGREEMENT',
  'This Support Services Agreement is made as of July 1, 2023 by and between Larkspur Learning Ltd. (the "Client") and Larkspur Services Ltd. (the "Provider").',
  'The Provider shall provide accounting, payroll and IT support services to the Client’s schools.',
  'The Client shall pay the Provider a monthly service fee equal to its costs plus five percent within thirty days of each invoice.',
  'Either party may terminate this Agreement upon ninety (90) days written notice.',
  'This Agreement shall be governed by the laws of the State of New York.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('an agreement between companies of one group', () => {
  it('is not asked for insurance or a liability cap, which protect a party against an outsider', async () => {
    expect(missingTitles(await analyse(SUPPORT))).toContain('No insurance clause');
    const intraGroup = SUPPORT.replace(
      'The Provider shall provide',
      'The Provider is a wholly-owned subsidiary of the Client. The Provider shall provide',
    );
    const missing = missingTitles(await analyse(intraGroup));
    expect(missing).not.toContain('No insurance clause');
    expect(missing).not.toContain('No limitation of liability clause');
  });
});
