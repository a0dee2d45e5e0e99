import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { adviceOn, toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Invented agreements under which the reader pays nothing for what it gets.
const PREAMBLE =
  'This Beta Program Agreement is made as of March 3, 2025 by and between Quillmore Software Inc., a Delaware corporation ("Quillmore"), and Farrowdale Studios LLC, an Oregon limited liability company ("Participant").';
const FREE =
  'Quillmore will make a pre-release version of its Lumen editor (the "Beta Software") available to Participant free of charge for evaluation purposes.';
const NO_FEES = 'No fees are payable by Participant under this Agreement.';
const AS_IS =
  'THE BETA SOFTWARE IS PROVIDED "AS IS" AND QUILLMORE DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.';
const REST = [
  'Participant shall keep the Beta Software and all non-public information about it confidential and shall not disclose it to any third party.',
  'IN NO EVENT SHALL QUILLMORE BE LIABLE FOR ANY INDIRECT, INCIDENTAL OR CONSEQUENTIAL DAMAGES ARISING OUT OF THE USE OF THE BETA SOFTWARE.',
  'This Agreement shall be governed by the laws of the State of Washington.',
];
const ENDS_AT_WILL =
  'Quillmore may modify or discontinue the Beta Program at any time without notice, and Participant may stop using the Beta Software at any time.';
// The same programme, but the participant pays a fee for it.
const PAID = 'Participant shall pay Quillmore a programme fee of $2,500 within thirty (30) days of the invoice.';

function agreement(...clauses: string[]): string {
  return ['BETA PROGRAM AGREEMENT', PREAMBLE, ...clauses.map((clause, index) => `${index + 1}. ${clause}`)].join(
    '\n\n',
  );
}

function analyse(...clauses: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(agreement(...clauses), { role: 'client', party: 'Farrowdale' });
}

const WARRANTY = 'Warranties and disclaimers';
const NO_TERMINATION = 'No termination rights clause';

function levelOf(result: ContractAnalysis, title: string) {
  return result.keyFindings.find((finding) => finding.title === title)?.type;
}

describe('advice on a disclaimer where the reader pays nothing', () => {
  it('says plainly that it is provided as is with no remedy, at low level, and asks for no refund or repair', async () => {
    const result = await analyse(FREE, NO_FEES, AS_IS, ...REST, ENDS_AT_WILL);
    expect(levelOf(result, WARRANTY)).toBe('low');
    expect(toldOn(result, WARRANTY)).toMatch(/as is/iu);
    expect(toldOn(result, WARRANTY)).toMatch(/no remedy/iu);
    expect(adviceOn(result, WARRANTY)).not.toMatch(/refund|repair|replacement|warranty period/iu);
  });

  it('reads "at no additional charge" with no fee stated anywhere as paying nothing', async () => {
    const result = await analyse(
      'Quillmore will make the Beta Software available to Participant at no additional charge.',
      AS_IS,
      ...REST,
    );
    expect(levelOf(result, WARRANTY)).toBe('low');
    expect(adviceOn(result, WARRANTY)).not.toMatch(/refund|repair/iu);
  });

  it('still asks a paying reader for a warranty period and a remedy', async () => {
    const result = await analyse(FREE.replace(' free of charge', ''), PAID, AS_IS, ...REST);
    expect(levelOf(result, WARRANTY)).not.toBe('low');
    expect(adviceOn(result, WARRANTY)).toMatch(/repair, replacement or refund/iu);
  });
});

describe('a missing termination clause where the provider may discontinue and the user may stop', () => {
  it('is a low point to note, not medium advice to negotiate notice periods', async () => {
    const result = await analyse(FREE, NO_FEES, AS_IS, ...REST, ENDS_AT_WILL);
    const told = toldOn(result, NO_TERMINATION);
    if (told !== '[[],[]]') {
      expect(levelOf(result, NO_TERMINATION)).toBe('low');
      expect(adviceOn(result, NO_TERMINATION)).not.toMatch(/notice periods?/iu);
      expect(told).toMatch(/stop using/iu);
    }
    expect(result.recommendations.immediateActions.map(({ action }) => action).join(' ')).not.toMatch(/termination/iu);
  });

  it('is still medium where the reader pays and cannot stop at will', async () => {
    const result = await analyse(
      FREE.replace(' free of charge', ''),
      PAID,
      AS_IS,
      ...REST,
      'Quillmore may discontinue the Beta Program at any time without notice.',
    );
    expect(levelOf(result, NO_TERMINATION)).toBe('medium');
  });
});

describe('the action before signing when one clause is of medium risk', () => {
  it('speaks of that one clause, not of "them"', async () => {
    const result = await analyse(
      FREE.replace(' free of charge', ''),
      PAID,
      AS_IS,
      ...REST,
      'Either party may terminate this Agreement at any time upon thirty (30) days’ written notice to the other party.',
    );
    // The clauses at medium risk or above whose card asks for a change, not only for a check.
    const negotiable = result.keyFindings.filter(
      ({ type, recommendation }) => type !== 'low' && !/^Check\b/u.test(recommendation),
    );
    expect(negotiable.map(({ title }) => title)).toEqual([WARRANTY]);
    const actions = result.recommendations.immediateActions.map(({ action }) => action);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatch(/warrant/iu);
    expect(actions[0]).toMatch(/negotiate it\.$/u);
  });
});
