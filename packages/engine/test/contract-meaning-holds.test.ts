import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { impactFor } from '../src/local/contract/clause-rule';
import { CLAUSE_RULES } from '../src/local/contract/clause-rules';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
const PREAMBLE =
  'This Services Agreement is made as of March 3, 2022 by and between Larkspur Analytics Ltd. ("Larkspur") and Ostrander Retail Inc. ("Ostrander").';
const LAW = 'This Agreement shall be governed by the laws of the State of Oregon.';
const CLIENT: ContractParameters = { role: 'client', party: 'Ostrander' };
const PROVIDER: ContractParameters = { role: 'service-provider', party: 'Larkspur' };

async function analyse(parameters: ContractParameters, ...sentences: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(['SERVICES AGREEMENT', PREAMBLE, ...sentences, LAW].join('\n\n'), parameters);
}

function findingsTitled(result: ContractAnalysis, title: string) {
  return result.keyFindings.filter((finding) => finding.title === title);
}

function told(result: ContractAnalysis, title: string): string {
  return findingsTitled(result, title)
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

describe('a clause that rules its topic out is told as ruling it out', () => {
  it('a heading over "nothing confers rights on anyone but the parties" is not told as outsiders enforcing it', async () => {
    const result = await analyse(
      CLIENT,
      '9.4 Third-Party Beneficiaries. Nothing in this Agreement confers any rights or remedies on any person other than the parties and their permitted successors.',
    );
    expect(told(result, 'Third-party beneficiaries')).not.toMatch(/may still enforce|can rely on the agreement/iu);
  });

  it('opens with what a negated clause rules out, and grants nothing in its impact', () => {
    const ruledOut: [string, string, RegExp][] = [
      [
        'third-party-beneficiary',
        'This Agreement is not intended to confer any rights on any person other than the parties, except that each Indemnified Person is an intended third-party beneficiary of Section 8.',
        /only the parties/iu,
      ],
      [
        'first-refusal',
        'Larkspur shall have no right of first refusal on any sale of the assets of Ostrander.',
        /no one is given a first chance/iu,
      ],
      [
        'license-grant',
        '4. Licence. Nothing in this Agreement grants Ostrander any licence to the trademarks of Larkspur.',
        /no licence is granted beyond/iu,
      ],
      [
        'joint-ip',
        'There shall be no joint ownership of any invention made under this Agreement.',
        /nothing is owned jointly/iu,
      ],
      [
        'termination-for-convenience',
        'Neither party may terminate this Agreement for convenience.',
        /cannot be ended at will/iu,
      ],
      ['at-will', 'The employment of the Employee is not at-will employment.', /not at will/iu],
    ];
    for (const [id, sentence, opening] of ruledOut) {
      const rule = CLAUSE_RULES.find((candidate) => candidate.id === id);
      if (!rule) throw new Error(`no rule ${id}`);
      expect(rule.detail?.(sentence), id).toMatch(opening);
      expect(impactFor(rule, 'recipient', sentence), id).not.toBe(rule.impact.recipient);
    }
  });

  it('keeps the usual opening where the clause grants its topic', () => {
    const granted: [string, string][] = [
      ['first-refusal', 'Larkspur shall have a right of first refusal on any sale of the assets of Ostrander.'],
      ['license-grant', 'Larkspur hereby grants Ostrander a non-exclusive licence to use the Software.'],
      [
        'termination-for-convenience',
        'Nothing in this Section limits the right of Ostrander to terminate this Agreement for convenience.',
      ],
      [
        'termination-for-convenience',
        'Larkspur shall not be liable for any delay caused by Ostrander, and Ostrander may terminate this Agreement at any time for convenience.',
      ],
      [
        'termination-for-convenience',
        'So long as no fee is overdue, either party may terminate this Agreement at any time on thirty days’ notice.',
      ],
      [
        'license-grant',
        'Larkspur may not sublicense the Software, and Ostrander hereby grants Larkspur a licence to use the Data.',
      ],
    ];
    for (const [id, sentence] of granted) {
      const rule = CLAUSE_RULES.find((candidate) => candidate.id === id);
      expect(rule?.detail?.(sentence), id).toBeUndefined();
    }
  });

  it('a heading naming a right of first refusal over a sentence denying one is not told as granting it', async () => {
    const result = await analyse(
      PROVIDER,
      '7. Right of First Refusal. Ostrander shall have no right of first refusal or first offer on any sale of the business of Larkspur.',
    );
    const text = told(result, 'Right of first refusal');
    expect(text).not.toMatch(/must offer the other the first chance|cannot freely sell/iu);
  });

  it('a bar on ending the agreement for convenience is not told as a right to end it at will', async () => {
    const result = await analyse(
      PROVIDER,
      '12. Termination for Convenience. Neither party may terminate this Agreement for convenience during the Initial Term.',
    );
    const text = told(result, 'Termination for convenience');
    expect(text).not.toMatch(/may end the agreement without any fault|can stop at short notice, for no reason/iu);
    expect(findingsTitled(result, 'Termination for convenience').map((finding) => finding.type)).not.toContain('high');
    expect(findingsTitled(result, 'Termination for convenience').map((finding) => finding.type)).not.toContain(
      'medium',
    );
  });
});

describe('a change of control that needs no consent but for a competitor is told as such', () => {
  it('says a sale needs no consent and only a transfer to a competitor is restricted', async () => {
    const result = await analyse(
      CLIENT,
      'Either party may assign this Agreement without the consent of the other party to a successor in a merger, acquisition or sale of all or substantially all of its assets, unless the successor is a direct competitor of the other party.',
    );
    const text = told(result, 'Change of control');
    expect(text).toMatch(/competitor/iu);
    expect(text).not.toMatch(/could end the agreement|gives no protection against a change of control/iu);
    const assignment = told(result, 'Assignment');
    expect(assignment).not.toMatch(/to someone else without asking/iu);
    expect(assignment).toMatch(/buyer or merged company/iu);
  });
});

describe('an indemnity is rated by who carries it and how wide it is', () => {
  it('a mutual indemnity limited to each party’s own breach or negligence is not high for the provider', async () => {
    const result = await analyse(
      PROVIDER,
      'Each party shall indemnify, defend and hold harmless the other party from and against any and all third-party claims arising out of its breach of this Agreement or its negligence.',
    );
    const [finding] = findingsTitled(result, 'Indemnification');
    expect(finding?.type).toBe('low');
  });

  it('the provider’s own indemnity limited to its own fault is at most medium', async () => {
    const result = await analyse(
      PROVIDER,
      'Larkspur shall indemnify Ostrander against any and all third-party claims to the extent caused by Larkspur’s negligence or its breach of this Agreement.',
    );
    const [finding] = findingsTitled(result, 'Indemnification');
    expect(finding?.type).not.toBe('high');
  });
});

describe('a warranty is told by what it promises', () => {
  const ENDORSEMENT =
    'This Endorsement Agreement is made as of March 3, 2022 by and between Brightwater Beverages Inc. ("Company") and Dana Reyes ("Athlete").';

  async function endorsement(sentence: string): Promise<string> {
    const text = ['ENDORSEMENT AGREEMENT', ENDORSEMENT, sentence, LAW].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client', party: 'Company' });
    return told(result, 'Warranties and disclaimers');
  }

  it('a warranty of no conflicting commitments is not told as a remedy for something faulty', async () => {
    const text = await endorsement(
      'Athlete warrants that Athlete is not bound by any agreement that conflicts with this Agreement.',
    );
    expect(text).not.toMatch(/faulty|about quality/iu);
    expect(text).toMatch(/authority|rights|standing/iu);
  });

  it('a disclaimer is told as leaving only the stated promises, not as a remedy for something faulty', async () => {
    const text = await endorsement(
      'EXCEPT AS EXPRESSLY SET FORTH IN THIS AGREEMENT, ATHLETE MAKES NO OTHER WARRANTIES AND DISCLAIMS ALL IMPLIED WARRANTIES, INCLUDING ANY WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.',
    );
    expect(text).not.toMatch(/faulty/iu);
    expect(text).toMatch(/beyond the promises the agreement states/iu);
  });

  it('a warranty of authority and non-infringement does not open as a promise of quality', async () => {
    const text = await endorsement(
      'Athlete represents and warrants that Athlete has the full right and authority to grant the rights granted herein and that the use of the name and likeness of Athlete as permitted herein will not infringe the rights of any third party.',
    );
    expect(text).not.toMatch(/promised about quality|faulty/iu);
  });
});

describe('liquidated damages the reader may elect are told as its option', () => {
  it('a fee reduction the client may elect is told as a reduction, not a set sum it owes', async () => {
    const result = await analyse(
      CLIENT,
      'If Larkspur fails to deliver the Reports by the Delivery Date, Ostrander may elect, as liquidated damages, to reduce the fees payable under Section 4 by ten percent.',
    );
    const text = told(result, 'Liquidated damages');
    expect(text).not.toMatch(/costs you a set sum|you may owe|a fixed amount is payable/iu);
    expect(text).toMatch(/what you pay may be reduced/iu);
  });
});
