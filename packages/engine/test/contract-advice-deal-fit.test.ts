import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_SOFTWARE_SERVICES } from './agreement-openings';
import { adviceOn, somethingShown, toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Invented agreements: advice must fit what the reader pays for and never ask for what the agreement gives.

// Terms of use of a mapping service offered to the public by Pellmoor; the reader is the user ("you").
const TERMS_PREAMBLE =
  'These Terms of Use form an agreement between Pellmoor Atlas Ltd. ("Pellmoor") and you, the person who opens an account on the Pellmoor trail map service ("you").';
const TERMS_REST = [
  'Pellmoor offers the trail maps so that walkers can plan routes, and you may use them for your own walks.',
  'You agree to indemnify and hold harmless Pellmoor from any claims and expenses, including reasonable attorneys’ fees, arising out of your misuse of the service.',
  'These Terms are governed by the laws of the State of Vermont.',
];

function terms(...clauses: string[]): Promise<ContractAnalysis> {
  const text = ['TERMS OF USE', TERMS_PREAMBLE, ...TERMS_REST, ...clauses].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'you' });
}

const WARRANTY = 'Warranties and disclaimers';

describe('a disclaimer of what the reader gets without paying', () => {
  it('asks for no warranty period or refund on a free service whose only fees named are legal fees', async () => {
    const result = await terms(
      'The trail map service is provided "as is", and Pellmoor disclaims all warranties of any kind, express or implied.',
    );
    expect(adviceOn(result, WARRANTY)).not.toMatch(/refund|repair|replacement/iu);
  });

  it('asks for no warranty period or refund where the disclaimer itself names the edition as free, in a paid deal', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Brightwick may also let Tollery try its Free Edition reporting add-on.',
      'The Free Edition is provided "AS IS" without representations or warranties of any kind.',
    ]);
    expect(adviceOn(result, WARRANTY)).not.toMatch(/refund|repair|replacement/iu);
  });
});

const CONVENIENCE = 'Termination for convenience';

describe('the other side’s right to end a free service', () => {
  it('asks for no refund of prepaid sums, nor for a right the reader already has to stop', async () => {
    const result = await terms(
      'Pellmoor may suspend or terminate the service, or your access to it, at any time for any reason.',
      'If you wish to end this agreement, you may stop accessing or using the service at any time.',
    );
    const advice = adviceOn(result, CONVENIENCE);
    expect(advice).not.toMatch(/a refund of|paid in advance/iu);
    expect(advice).not.toMatch(/the same right to end it for your side/iu);
    expect(advice).toMatch(/may already stop using it at any time/iu);
    expect(toldOn(result, CONVENIENCE)).not.toMatch(/what you pay for/iu);
  });
});

const DISPUTES = ['Class-action waiver', 'Arbitration', 'Dispute resolution', 'Courts and venue'];

describe('arbitration advice read against the rest of the clause', () => {
  it('does not ask for an opt-out window the agreement already gives', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Any dispute between the parties shall be resolved by binding arbitration administered by the American Arbitration Association.',
      'IF A DISPUTE IS ARBITRATED, TOLLERY WAIVES ANY RIGHT TO BRING OR JOIN A CLASS ACTION AGAINST BRIGHTWICK.',
      'Tollery may reject this arbitration clause by sending a written rejection notice to Brightwick within forty-five (45) days after signing.',
    ]);
    const advice = adviceOn(result, ...DISPUTES);
    expect(advice).not.toMatch(/ask for[^"]*an opt-out window/iu);
    expect(advice).toMatch(/reject/iu);
  });

  it('does not warn that costs are high for a small claim where small claims may go to a small-claims court', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Any dispute between the parties shall be resolved by binding arbitration administered by the American Arbitration Association.',
      'Either party may instead bring a claim in a small claims court where the claim falls within that court’s jurisdiction.',
    ]);
    expect(toldOn(result, ...DISPUTES)).not.toMatch(/costs can be high for a small claim/iu);
  });

  it('does not say the contract settles who bears the costs where it leaves them to the arbitrators', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Any dispute between the parties shall be settled by binding arbitration held in Denver, Colorado under the rules of the American Arbitration Association, and the costs of the arbitration, including the winning party’s legal fees, shall be shared in such proportions as the arbitrators decide.',
    ]);
    const advice = adviceOn(result, ...DISPUTES);
    expect(advice).not.toMatch(/already says who bears the arbitration costs/iu);
    expect(advice).toMatch(/arbitrators/iu);
  });
});

describe('an indemnity the reader gives, read against the cap', () => {
  it('does not say a cap on one loss event already covers the indemnity', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery shall indemnify and hold harmless Brightwick from any third party claims that the data supplied by Tollery infringes a patent.',
      'Tollery’s liability for any one loss event is capped at the fees Tollery paid in that month.',
    ]);
    expect(adviceOn(result, 'Indemnification')).not.toMatch(/already falls under/iu);
  });
});

describe('a promise not to disparage', () => {
  it('is not asked to be time-limited when it already lasts only during the term', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery shall, at all times during the term of this Agreement, refrain from making any disparaging remarks about Brightwick in public.',
    ]);
    const advice = somethingShown(adviceOn(result, 'Non-disparagement'));
    expect(advice).not.toMatch(/time-limited/iu);
    expect(toldOn(result, 'Non-disparagement')).not.toMatch(/even after the agreement ends/iu);
  });

  it('is still asked to be time-limited when it states no end', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery shall refrain from making any disparaging remarks about Brightwick in public.',
    ]);
    expect(adviceOn(result, 'Non-disparagement')).toMatch(/time-limited/iu);
  });
});

const LIMIT = 'Limitation of liability';

describe('advice on a limit of the other side’s liability', () => {
  it('does not say the contract sets no cap where the cap names its amounts in a list after a colon', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Brightwick will not be liable for any loss of revenue that Tollery suffers as a result of an outage.',
      'In every case, Brightwick’s total liability under this Agreement shall not exceed the lower of:',
      '1. The fees Tollery paid in the previous six months;',
      '2. The amount its insurer pays out.',
    ]);
    expect(adviceOn(result, LIMIT)).not.toMatch(/sets no cap/iu);
  });

  it('asks no data-breach or confidentiality exception of an exclusion confined to losses from one cause', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Neither Brightwick nor its subcontractors shall be liable to Tollery, whether in contract or in tort, for any loss or damage to property caused by or arising out of a flood at the premises of Tollery.',
      'Each party shall keep the other party’s confidential information secret.',
    ]);
    const advice = somethingShown(adviceOn(result, LIMIT));
    expect(advice).not.toMatch(/data breaches|confidentiality/iu);
    expect(advice).toMatch(/gross negligence/iu);
  });

  it('still asks for data and confidentiality exceptions of a cap counted per incident', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Brightwick’s liability for any loss or damage arising from the same incident shall not exceed $50,000.',
      'Each party shall keep the other party’s confidential information secret.',
    ]);
    expect(adviceOn(result, LIMIT)).toMatch(/confidentiality/iu);
  });

  it('does not send the reader to look for claims outside an exclusion of every kind of damages on any theory', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'IN NO EVENT SHALL BRIGHTWICK BE LIABLE TO TOLLERY UNDER ANY LEGAL THEORY FOR DAMAGES OF ANY KIND, WHETHER DIRECT, INDIRECT OR SPECIAL, ARISING FROM THIS AGREEMENT.',
    ]);
    const advice = adviceOn(result, LIMIT);
    expect(advice).not.toMatch(/claims outside them stay open/iu);
    expect(advice).toMatch(/gross negligence/iu);
  });
});

describe('a personal licence for research', () => {
  it('is not advised to pass to affiliates or to a buyer of a business', async () => {
    const text = [
      'DATA ACCESS AGREEMENT',
      'This Data Access Agreement is made on June 2, 2025 between the Harrowgate Institute ("Institute") and Mina Calloway, an individual researcher ("Researcher").',
      'The Institute grants the Researcher a limited, personal, non-exclusive and non-transferable licence to use the Survey Data for non-commercial research purposes only.',
      'The Researcher shall not share the Survey Data with anyone else.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client', party: 'Researcher' });
    const told = somethingShown(toldOn(result, 'Non-transferable license', 'Non-transferable licence'));
    expect(told).not.toMatch(/buyer of your business|affiliates/iu);
  });
});
