import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { directionOf } from '../src/local/contract/contract-direction';
import { risksTitled } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
const PREAMBLE =
  'This Development Agreement is made as of June 12, 2023 by and between Brackenhurst Labs Ltd. ("Brackenhurst") and Tollemache Devices Inc. ("Tollemache").';
const LAW = 'This Agreement shall be governed by the laws of the State of Maine.';

async function analyse(parameters: ContractParameters, ...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['DEVELOPMENT AGREEMENT', PREAMBLE, ...sentences, LAW].join('\n\n');
  return analyzeContractText(text, parameters);
}

const asTollemache: ContractParameters = { role: 'client', party: 'Tollemache' };

const risksTold = (result: ContractAnalysis, title: string) => risksTitled(result, title).join(' ');

describe('a clause whose sides are rated alike is told from the party it binds', () => {
  it('a duty of confidence the reader owes is told as the reader’s duty', async () => {
    const result = await analyse(
      asTollemache,
      'Tollemache shall keep confidential all technical information that Brackenhurst marks as confidential and shall use it only to evaluate the prototypes.',
    );
    const told = risksTold(result, 'Confidentiality');
    expect(told).toMatch(/you must protect their information/iu);
    expect(told).not.toMatch(/protects what you share/iu);
  });

  it('a duty of confidence the other party owes is told as protecting the reader', async () => {
    const result = await analyse(
      asTollemache,
      'Brackenhurst shall keep confidential all technical information that Tollemache marks as confidential and shall use it only to build the prototypes.',
    );
    const told = risksTold(result, 'Confidentiality');
    expect(told).toMatch(/protects what you share/iu);
    expect(told).not.toMatch(/you must protect their information/iu);
  });

  it('a warranty the reader gives is not told as a remedy for what the reader receives', async () => {
    const result = await analyse(
      asTollemache,
      'Tollemache represents and warrants that the specifications it delivers to Brackenhurst will be complete and accurate in all material respects.',
    );
    const told = risksTold(result, 'Warranties and disclaimers');
    expect(told).not.toMatch(/if what you get is faulty/iu);
    expect(told).toMatch(/promise of quality you give/iu);
  });

  it('a payment the other party must make is not told as the reader paying', async () => {
    const result = await analyse(
      asTollemache,
      'Brackenhurst shall pay Tollemache each milestone fee within thirty (30) days of the date of the invoice.',
    );
    const told = risksTold(result, 'Payment terms and late fees');
    expect(told).not.toMatch(/when you must pay/iu);
    expect(told).toMatch(/how quickly you get paid/iu);
  });
});

describe('an exclusive right granted to a named party whose side is not known', () => {
  it('is told from both parties, never as the reader having to buy only from the other side', async () => {
    const text = [
      'DISTRIBUTION AGREEMENT',
      'This Distribution Agreement is made as of June 12, 2023 by and between Brackenhurst Labs Ltd. ("Company") and Tollemache Devices Inc. ("Distributor").',
      'The Company appoints the Distributor as an exclusive distributor of the Products in the Territory, subject to the terms of this Agreement.',
      LAW,
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const told = risksTold(result, 'Exclusivity');
    expect(told).not.toMatch(/buy only from them/iu);
    expect(told).toMatch(/if you are distributor: the exclusivity is yours/iu);
  });
});

describe('a party the sentence says "will be indemnified" benefits from the indemnity', () => {
  const parties = [
    { name: 'Brackenhurst Labs Ltd.', aliases: ['Brackenhurst'], roles: [] },
    { name: 'Tollemache Devices Inc.', aliases: ['Tollemache'], roles: [] },
  ];

  it('reads the passive subject as the one protected, even after a duty of its own', () => {
    const direction = directionOf(
      'Brackenhurst will carry out the tests with reasonable care and will be indemnified by Tollemache against any claim that a third party brings over the tests.',
      parties,
    );
    expect(direction?.beneficiary).toEqual({ kind: 'party', party: 0 });
    expect(direction?.obligor).toEqual({ kind: 'party', party: 1 });
  });

  it('an active indemnity is read as before', () => {
    const direction = directionOf(
      'Tollemache shall indemnify Brackenhurst against any claim that a third party brings over the tests.',
      parties,
    );
    expect(direction?.obligor).toEqual({ kind: 'party', party: 1 });
    expect(direction?.beneficiary).toEqual({ kind: 'party', party: 0 });
  });
});
