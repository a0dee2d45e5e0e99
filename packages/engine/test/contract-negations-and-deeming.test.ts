import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { MAX_QUOTE_LENGTH } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { readClause } from '../src/local/contract/clause-reading';
import { risksTitled } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Contracts and sentences written for these tests.
const PREAMBLE =
  'This Supply Agreement is made as of May 9, 2023 by and between Quillfield Components Ltd. ("Quillfield") and Marrowby Tools Inc. ("Marrowby").';
const LAW = 'This Agreement shall be governed by the laws of the State of Vermont.';

async function analyse(parameters: ContractParameters, ...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SUPPLY AGREEMENT', PREAMBLE, ...sentences, LAW].join('\n\n');
  return analyzeContractText(text, parameters);
}

const client: ContractParameters = { role: 'client', party: 'Marrowby' };

function findingsTitled(result: ContractAnalysis, title: string): string[] {
  return [
    ...risksTitled(result, title),
    ...result.keyFindings.filter((key) => key.title === title).map((key) => `${key.description} ${key.quotedText}`),
  ];
}

describe('a sentence that says something is not so, not required or not deemed', () => {
  it('is read as a denial, unlike a prohibition or an exclusion of liability', () => {
    const denials = [
      'A delay in paying caused by a missing customs certificate will not constitute late payment under this Agreement.',
      'Nothing in this Agreement shall be construed as granting either party an exclusive right to any territory.',
      'Marrowby is not required to purchase any minimum quantity of Products in any year.',
      'Quillfield shall have no obligation to carry insurance for the premises of Marrowby.',
      'A change of the carrier shall not be deemed an amendment of this Agreement.',
    ];
    for (const sentence of denials) expect(readClause(sentence, []).denial, sentence).toBe(true);
    const notDenials = [
      'Marrowby shall not assign this Agreement without the prior written consent of Quillfield.',
      'In no event shall either party be liable for indirect or consequential damages.',
      'Quillfield shall deliver the Products within ten days of each order.',
    ];
    for (const sentence of notDenials) expect(readClause(sentence, []).denial, sentence).toBe(false);
  });

  it('a delay that "will not constitute late payment" is not told as late payment costing extra', async () => {
    const result = await analyse(
      client,
      'Marrowby shall pay each invoice within thirty (30) days of its receipt.',
      'A delay in paying caused by a missing customs certificate will not constitute late payment or a breach of this Agreement.',
    );
    const told = findingsTitled(result, 'Payment terms and late fees').join(' ');
    expect(told).not.toMatch(/late payment costs extra/iu);
    expect(told).not.toMatch(/customs certificate/iu);
  });

  it.each([
    {
      behaviour: '"is not required to purchase any minimum" is no minimum commitment',
      title: 'Minimum commitment',
      sentence:
        'Marrowby is not required to purchase any minimum quantity of Products during the term of this Agreement.',
    },
    {
      behaviour: '"nothing in this Agreement shall be construed as" exclusivity grants none',
      title: 'Exclusivity',
      sentence:
        'Nothing in this Agreement shall be construed as granting Marrowby an exclusive right to sell the Products in any territory.',
    },
  ])('$behaviour', async ({ title, sentence }) => {
    const result = await analyse(client, sentence);
    expect(findingsTitled(result, title)).toEqual([]);
  });
});

describe('late payment costs extra only where the clause says what it costs', () => {
  it('a late-payment charge is told', async () => {
    const result = await analyse(
      client,
      'Marrowby shall pay each invoice within thirty (30) days of its receipt, and late payments shall bear interest at one percent (1%) per month.',
    );
    expect(findingsTitled(result, 'Payment terms and late fees').join(' ')).toMatch(/late payment costs extra/iu);
  });

  it('a mere mention of late payment is not', async () => {
    const result = await analyse(
      client,
      'Marrowby shall pay each invoice within thirty (30) days of its receipt and shall tell Quillfield in advance of any late payment.',
    );
    const told = findingsTitled(result, 'Payment terms and late fees');
    expect(told.length).toBeGreaterThan(0);
    expect(told.join(' ')).not.toMatch(/late payment costs extra/iu);
  });
});

describe('a long clause is quoted up to the end of one of its parts, not mid-phrase', () => {
  it('the quote of a long exclusion of damages ends where a part of the sentence ends', async () => {
    const exclusion =
      'EXCEPT FOR A BREACH OF THE CONFIDENTIALITY OBLIGATIONS SET OUT IN THIS AGREEMENT, AND ONLY TO THE EXTENT THAT THE LAW THAT APPLIES TO THIS AGREEMENT ALLOWS IT, IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY SPECIAL, PUNITIVE, INDIRECT, INCIDENTAL OR CONSEQUENTIAL DAMAGES, INCLUDING WITHOUT LIMITATION LOSS OF GOODWILL, LOSS OF DATA OR LOST PROFITS, EVEN IF THAT PARTY HAS BEEN TOLD OF THE POSSIBILITY OF SUCH DAMAGES IN ADVANCE.';
    expect(exclusion.length).toBeGreaterThan(MAX_QUOTE_LENGTH);
    const result = await analyse(client, exclusion);
    const quotes = (result.clauses ?? [])
      .map((clause) => clause.evidence.quote)
      .filter((quote) => exclusion.startsWith(quote.slice(0, 40)));
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      const after = exclusion.slice(exclusion.indexOf(quote) + quote.length);
      expect(after === '' || /^[,;:.]/u.test(after), quote).toBe(true);
    }
  });
});

describe('an exclusion of damages with a carve-out', () => {
  it('is told as making those damages recoverable in the carved-out cases, naming them, not as uncapped', async () => {
    const result = await analyse(
      client,
      'Except for a breach of the confidentiality obligations in Section 9, in no event shall either party be liable to the other for indirect, special or consequential damages.',
    );
    expect(result.risks.map((item) => item.finding).join(' ')).not.toMatch(/^Uncapped liability/mu);
    const risk = result.risks.find((item) => item.finding.startsWith('Indirect damages recoverable for some claims:'));
    expect(risk?.finding).toMatch(/can also claim indirect, special and consequential damages/iu);
    expect(risk?.finding).not.toMatch(/recover the full loss/iu);
    const key = result.keyFindings.find((item) => item.title === 'Indirect damages recoverable for some claims');
    expect(key?.description).toMatch(/a breach of the confidentiality obligations in Section 9/u);
  });
});

describe('what a sentence is, before what it says', () => {
  it('a recital opened by "Whereas" in ordinary capitals grounds no finding', async () => {
    const result = await analyse(
      client,
      'Whereas, under a separate licence agreement with a university, Marrowby shall have an exclusive licence to make the Products.',
      'NOW, THEREFORE, the parties agree as follows:',
      'Quillfield shall deliver the Products to Marrowby within ten days of each order.',
    );
    expect(findingsTitled(result, 'Exclusivity')).toEqual([]);
  });

  it('a duty of confidence that outlives the agreement is not told as help moving on', async () => {
    const result = await analyse(
      client,
      'The confidentiality obligations in this Agreement shall continue for three (3) years after the termination or expiry of this Agreement.',
    );
    const told = findingsTitled(result, 'Obligations after termination').join(' ');
    expect(told).not.toMatch(/help moving on|keep working/iu);
    expect(told).toMatch(/confiden/iu);
  });
});

describe('terms that outlive the agreement', () => {
  it('a right that merely lasts beyond the end is not told as help moving on', async () => {
    const result = await analyse(
      client,
      'The right of Marrowby to inspect the production records of Quillfield shall continue for one (1) year after the termination of this Agreement.',
    );
    const told = findingsTitled(result, 'Obligations after termination').join(' ');
    expect(told).not.toMatch(/help moving on|keep working/iu);
  });

  it('transition help after the end still is', async () => {
    const result = await analyse(
      client,
      'Upon termination of this Agreement, Quillfield shall provide transition assistance to Marrowby for up to ninety (90) days.',
    );
    expect(findingsTitled(result, 'Obligations after termination').join(' ')).toMatch(/help moving on/iu);
  });
});
