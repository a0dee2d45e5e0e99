import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, numberedAnalyserOf } from './agreement-openings';
import { analyseClientServicesAgreement } from './client-services-agreement';
import { adviceOn, risksTitled, toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

const WARRANTY = 'Warranties and disclaimers';
const VAGUE = /decides what you can do/iu;

function cardOf(result: ContractAnalysis): string {
  return risksTitled(result, WARRANTY).join(' ');
}

// A research-sample transfer written for these tests: nothing is paid for the samples.
const SAMPLE_TRANSFER: AgreementOpening = {
  title: 'SAMPLE TRANSFER AGREEMENT',
  preamble:
    'This Sample Transfer Agreement is made on 2 June 2025 between Oakhurst Seed Institute ("Provider") and Tamsin Crop Labs LLC ("Recipient").',
  clauses: [
    'The Provider will send the Recipient twelve vials of the Lark-7 seed line free of charge for research use only.',
  ],
  closing: ['This Agreement is governed by the laws of the State of Oregon.'],
};

const analyseSampleTransfer = numberedAnalyserOf(SAMPLE_TRANSFER);

describe('a denial of particular outcomes ("does not warrant that …")', () => {
  it('tells the reader what is not promised and that a failure on those points gives no claim', async () => {
    const result = await analyseClientServicesAgreement(
      'No Guarantee. The Provider does not warrant that the software will meet the Client’s requirements or that its operation will be uninterrupted or error-free.',
    );
    const card = cardOf(result);
    expect(card).not.toMatch(VAGUE);
    expect(card).toMatch(
      /does not promise that what you get will meet your needs, run without interruption or be free of errors/iu,
    );
    expect(card).toMatch(/no claim/iu);
  });

  it('names only the outcomes its sentence names', async () => {
    const result = await analyseClientServicesAgreement(
      'No Guarantee. The Provider does not guarantee that the reports it produces will be accurate.',
    );
    const card = cardOf(result);
    expect(card).toMatch(/give accurate or reliable results/iu);
    expect(card).not.toMatch(/interruption|errors|your needs/iu);
  });

  it('tells the side giving it that it promises none of them', async () => {
    const text = [
      'SERVICES AGREEMENT',
      'This Services Agreement is made on 4 March 2024 between Brightwater Logistics Ltd (the "Client") and Korvana Systems Inc. (the "Provider").',
      '1. The Provider shall provide the warehouse software services described in Schedule A.',
      '2. The Client shall pay each invoice within thirty (30) days of receipt.',
      '3. The Provider does not warrant that the software will be compatible with every scanner the Client uses.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'service-provider' });
    const told = toldOn(result, WARRANTY);
    expect(told).not.toMatch(VAGUE);
    expect(told).toMatch(/You do not promise that what you supply will work with your systems/iu);
  });
});

describe('a denial of warranties as such ("there are no warranties of …")', () => {
  it('is told as a disclaimer: no promise of quality, and no claim under the contract', async () => {
    const result = await analyseClientServicesAgreement(
      'Warranty. There are no express or implied warranties of merchantability or fitness for a particular purpose.',
    );
    const card = cardOf(result);
    expect(card).not.toMatch(VAGUE);
    expect(card).toMatch(/No promise is made about quality.*no claim if it is faulty/iu);
  });

  it('is found as a disclaimer when worded "extends no warranties of any kind"', async () => {
    const result = await analyseClientServicesAgreement(
      'Warranty. The Provider makes no representations and extends no warranties of any kind, either express or implied.',
    );
    expect(cardOf(result)).toMatch(/No promise is made about quality.*no claim if it is faulty/iu);
  });

  it('on something given free, says plainly there is no warranty and no remedy, without claiming it costs nothing', async () => {
    const result = await analyseSampleTransfer(
      'The Provider makes no representations and extends no warranties of any kind, either express or implied.',
      'The Recipient assumes all liability for claims by third parties arising from its use of the seed line.',
    );
    const told = toldOn(result, WARRANTY);
    expect(told).toMatch(/no warranty/iu);
    expect(told).toMatch(/no remedy/iu);
    expect(told).not.toMatch(VAGUE);
    expect(adviceOn(result, WARRANTY)).not.toMatch(/costs you nothing/iu);
  });
});
