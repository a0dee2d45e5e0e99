import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// A hosted-software agreement written for these tests: Wexcombe supplies, Pellory Farms subscribes.
const OPENING = [
  'HOSTED SERVICES AGREEMENT',
  'This Hosted Services Agreement is entered into between Wexcombe Cloud Ltd. ("Wexcombe") and Pellory Farms Inc. ("Customer").',
  'Wexcombe shall make the Hosted Services available to Customer during the Subscription Term.',
  'Customer shall pay Wexcombe the Fees within thirty (30) days of each invoice.',
];
const LAW = 'This Agreement is governed by the laws of the State of Oregon.';
const AS_CUSTOMER: ContractParameters = { role: 'client', party: 'Customer' };
const AS_SUPPLIER: ContractParameters = { role: 'service-provider', party: 'Wexcombe' };

function analyse(sentence: string, parameters: ContractParameters = AS_CUSTOMER): Promise<ContractAnalysis> {
  return analyzeContractText([...OPENING, sentence, LAW].join('\n\n'), parameters);
}

const TITLE = 'Suspension of services';

function suspensionRisk(result: ContractAnalysis) {
  return result.risks.find((risk) => risk.finding.startsWith(`${TITLE}:`));
}

describe('a supplier’s right to suspend the services', () => {
  it.each([
    'Wexcombe may suspend the Hosted Services if any invoice remains unpaid for more than fifteen (15) days after its due date.',
    'Wexcombe reserves the right to suspend Customer’s access to the Hosted Services at any time.',
    'Wexcombe may temporarily suspend access to the Hosted Services without notice where it reasonably believes there is a threat to the security of its systems.',
    'Wexcombe shall be entitled to suspend performance of the Hosted Services if Customer breaches Section 4 (Acceptable Use).',
  ])('is found and told as a suspension: %#', async (sentence) => {
    const result = await analyse(sentence);
    const said = toldAboutLines(result, TITLE).join('\n');
    expect(said).toMatch(/Wexcombe may suspend/u);
    expect(suspensionRisk(result)?.evidence?.quote).toBeTruthy();
  });

  it('tells the trigger and that no notice is needed, rated high for the customer', async () => {
    const result = await analyse(
      'Wexcombe may suspend the Hosted Services without notice if Customer fails to pay any amount when due.',
    );
    const said = toldAboutLines(result, TITLE).join('\n');
    expect(said).toMatch(/non-payment/u);
    expect(said).toMatch(/without notice/u);
    expect(suspensionRisk(result)?.level).toBe('high');
    expect(said).toMatch(/Ask for written notice/u);
  });

  it('rates a suspension at any time, for no stated reason, high for the customer', async () => {
    const result = await analyse('Wexcombe reserves the right to suspend the Hosted Services at any time.');
    expect(suspensionRisk(result)?.level).toBe('high');
  });

  it('tells that fees keep running when the sentence says so', async () => {
    const said = toldAboutLines(
      await analyse(
        'Wexcombe may suspend the Hosted Services if Customer breaches this Agreement, and the Fees shall continue to accrue during any suspension.',
      ),
      TITLE,
    ).join('\n');
    expect(said).toMatch(/fees keep running/iu);
    expect(said).toMatch(/breach/u);
  });

  it('never asks for notice, a time to pay or a limit to the affected part when the sentence gives them', async () => {
    const result = await analyse(
      'If any invoice remains unpaid for thirty (30) days after written notice of non-payment, Wexcombe may suspend only the affected portion of the Hosted Services until payment is received.',
    );
    const said = toldAboutLines(result, TITLE).join('\n');
    expect(said).toMatch(/Wexcombe may suspend/u);
    expect(said).not.toMatch(/Ask for (?:written )?notice/u);
    expect(said).not.toMatch(/to cover only the affected part/u);
    expect(said).toMatch(/No change needed/u);
    expect(suspensionRisk(result)?.level).not.toBe('high');
  });

  it('tells the supplier reading it that the right is its own, at low risk', async () => {
    const result = await analyse(
      'Wexcombe may suspend the Hosted Services if any invoice remains unpaid for more than fifteen (15) days after its due date.',
      AS_SUPPLIER,
    );
    expect(suspensionRisk(result)?.level).toBe('low');
    expect(toldAboutLines(result, TITLE).join('\n')).not.toMatch(/Ask for written notice/u);
  });
});

describe('words of suspension that give no one a right to suspend the services', () => {
  it.each([
    'The running of any limitation period shall be suspended while the parties negotiate under Section 12.',
    'A party affected by a Force Majeure Event may suspend performance of its obligations for the duration of that event.',
    'The statute of limitations is suspended during any mediation between the parties.',
    'Customer may request that Wexcombe suspend the account of any Authorised User who leaves Customer’s employment.',
    'Wexcombe shall not suspend the Hosted Services while a good-faith dispute over an invoice is pending.',
  ])('is not told as a suspension: %#', async (sentence) => {
    const result = await analyse(sentence);
    expect(toldAboutLines(result, TITLE)).toEqual([]);
  });
});
