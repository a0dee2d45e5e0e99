import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { impactFor, titleFor } from '../src/local/contract/clause-rule';
import { CLAUSE_RULES } from '../src/local/contract/clause-rules';
import { detectParties } from '../src/local/contract/contract-parties';
import { partyName } from '../src/local/contract/party-names';
import { federalLawGoverns } from '../src/local/contract/public-procurement';
import { keyFindingSaid, risksAndFindingsTold } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Invented agreements: a finding tells what kind of clause its sentence is, and claims nothing it does not say.
const rule = (id: string) => {
  const found = CLAUSE_RULES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

const PREAMBLE =
  'This Participation Agreement is made on May 1, 2025 between Harbourline Events Ltd, a company registered in England ("Organizer"), and Dana Whitcombe ("Participant").';

function analyse(...clauses: string[]): Promise<ContractAnalysis> {
  const text = ['PARTICIPATION AGREEMENT', PREAMBLE, ...clauses.map((clause, index) => `${index + 1}. ${clause}`)];
  return analyzeContractText(text.join('\n\n'), { role: 'client', party: 'Participant' });
}

describe('a release of the reader’s own claims is told as a release, not as an indemnity', () => {
  const releases = [
    'By taking part, Participant agrees to release and hold harmless Organizer and its affiliates from any and all liability for any injury, loss or damage arising in connection with the Event.',
    'Participant hereby waives and releases Organizer from all claims for loss of or damage to Participant’s equipment.',
    'Participant releases and forever discharges the Organizer from any liability for personal injury suffered at the venue.',
  ];
  const indemnities = [
    'Participant shall indemnify, defend and hold harmless Organizer from any claims brought by third parties arising from Participant’s conduct.',
    'Participant shall release Organizer from, and shall indemnify Organizer against, any such liability.',
    'Participant shall hold Organizer harmless from all claims made against it, including reasonable attorneys’ fees.',
  ];

  it('names the giving up of claims, for each phrasing', () => {
    for (const sentence of releases) {
      expect(titleFor(rule('indemnification'), sentence)).toBe('Release of claims');
      expect(impactFor(rule('indemnification'), 'provider', sentence)).toMatch(/give up your own claims/u);
    }
  });

  it('keeps a duty to pay or defend others’ claims an indemnity', () => {
    for (const sentence of indemnities) {
      expect(titleFor(rule('indemnification'), sentence)).toBe('Indemnification');
      expect(impactFor(rule('indemnification'), 'provider', sentence)).toMatch(/pay for claims made against/u);
    }
  });

  it('tells the releasing reader what it loses and asks to keep claims for the other side’s own fault', async () => {
    const result = await analyse(releases[0] ?? '', 'This Agreement is governed by the laws of England.');
    const told = risksAndFindingsTold(result, 'Release of claims');
    expect(told).toMatch(/give up your own claims against the other side/u);
    expect(told).not.toMatch(/legal costs|claims made against the other side/u);
    expect(keyFindingSaid(result, 'Release of claims')).toMatch(/negligence, wilful misconduct/u);
    expect(keyFindingSaid(result, 'Release of claims')).not.toMatch(/mutual|cap on what it can cost/iu);
  });
});

describe('a warranty that no broker or agent was paid to win the contract is not told as a promise of quality', () => {
  const noFee = [
    'Each party warrants that it has not retained any broker or finder to obtain this Agreement for a commission.',
    'The parties represent and warrant that no selling agency has been employed to secure this Agreement for a contingent fee.',
    'Supplier warrants that no finder’s fee or brokerage is payable to anyone in connection with this Agreement.',
  ];

  it('tells what it states, for each phrasing', () => {
    for (const sentence of noFee) {
      const impact = impactFor(rule('warranty'), 'provider', sentence);
      expect(impact).toMatch(/no promise of quality/u);
      expect(impact).toMatch(/commission or contingent fee/u);
    }
  });

  it('keeps a warranty against defects a promise of quality', () => {
    const defects =
      'Supplier warrants that the Goods will be free from defects in materials and workmanship for twelve months.';
    expect(impactFor(rule('warranty'), 'provider', defects)).toMatch(/promise of quality you give can become a claim/u);
  });

  it('says nothing of faulty goods on the reader’s card', async () => {
    const result = await analyse(noFee[0] ?? '', 'This Agreement is governed by the laws of England.');
    const told = risksAndFindingsTold(result, 'Warranties and disclaimers');
    expect(told).toMatch(/no promise of quality/u);
    expect(told).not.toMatch(/faulty|fees claimed by brokers/u);
    expect(told).toMatch(/only whether a broker or agent was paid to win the contract/u);
  });
});

describe('a duty of confidence is told with return of material only where the contract gives it', () => {
  const DUTY =
    'Participant shall keep all Confidential Information of Organizer secret and shall not disclose it to anyone.';

  it('does not add return or destruction that only another kind of data has, or that the other side owes', async () => {
    const result = await analyse(
      DUTY,
      'On termination, Organizer will return or destroy all personal data of attendees that it still holds.',
    );
    expect(risksAndFindingsTold(result, 'Confidentiality')).toMatch(/keep the other side’s information secret/u);
    expect(risksAndFindingsTold(result, 'Confidentiality')).not.toMatch(/return or destroy/u);
  });

  it('tells when the material goes back, as the contract says it', async () => {
    const asked = await analyse(
      DUTY,
      'Upon Organizer’s request, Participant shall promptly return or destroy all Confidential Information.',
    );
    expect(risksAndFindingsTold(asked, 'Confidentiality')).toMatch(/return or destroy it when asked/u);
    const atEnd = await analyse(
      DUTY,
      'Upon termination of this Agreement, Participant shall return or destroy all materials it received from Organizer.',
    );
    expect(risksAndFindingsTold(atEnd, 'Confidentiality')).toMatch(/return or destroy it when the agreement ends/u);
  });
});

describe('a missing governing-law clause where the United States contracts under a statute', () => {
  it('reads federal law as governing when the United States is a party acting under a cited statute', () => {
    expect(
      federalLawGoverns(
        'This grant is made by the Secretary of Agriculture for and on behalf of the United States under 7 U.S.C. 1926.',
      ),
    ).toBe(true);
    expect(
      federalLawGoverns(
        'The U.S. Government, as represented by the Navy, accepts the material under 10 U.S.C. § 2194.',
      ),
    ).toBe(true);
    // A private agreement citing a statute is not governed by it.
    expect(federalLawGoverns('Licensee shall comply with 15 U.S.C. 1125 in its use of the marks.')).toBe(false);
    expect(federalLawGoverns('Acme sells its goods to the United States market.')).toBe(false);
  });

  const grant = (recipient: string) =>
    analyzeContractText(
      [
        'CONTRIBUTOR LICENSE AGREEMENT',
        `This agreement is entered into by ${recipient} (the "Recipient") and Dana Whitcombe (the "Contributor").`,
        '1. The Contributor hereby grants to the Recipient a perpetual, worldwide, non-exclusive, royalty-free copyright license to reproduce and distribute the Contribution.',
        '2. The Contributor represents that the Contribution is the Contributor’s original work.',
      ].join('\n\n'),
      { role: 'client', party: 'Contributor' },
    );
  const missingLaw = (result: ContractAnalysis) =>
    result.risks.some(({ finding }) => /No governing law/u.test(finding));

  it('is not raised for such an agreement, and still is for a private one', async () => {
    const federal = await grant(
      'the Secretary of the Navy, for and on behalf of the United States pursuant to 10 U.S.C. 2194',
    );
    expect(missingLaw(federal)).toBe(false);
    const private_ = await grant('the Orchard Valley Community Foundation, a Vermont nonprofit corporation');
    expect(missingLaw(private_)).toBe(true);
  });
});

describe('party names read from a preamble', () => {
  it('keeps a public body’s name whole across its own "and"', () => {
    expect(partyName('This Agreement is made between Harbor County Department of Housing and Urban Development ')).toBe(
      'Harbor County Department of Housing and Urban Development',
    );
    expect(partyName('between the Tenant and Ministry of Health and Social Care ')).toBe(
      'Ministry of Health and Social Care',
    );
  });

  it('does not take the title of a statute for a party', () => {
    expect(partyName('acting under the Community Water and Sanitation Act ')).toBe(undefined);
    expect(partyName('pursuant to the Securities Exchange Act of 1934 ')).toBe(undefined);
  });

  it('names both parties of a government preamble by their short names, not by tails of titles', () => {
    const preamble =
      'This agreement is entered into by the Secretary of Health and Human Services (referred to in this agreement as the "Secretary"), for and on behalf of the United States pursuant to the Rural Clinics and Community Care Act, and by the authority of the ______ county health board (referred to in this agreement as the "Grantee").';
    const names = detectParties(preamble).map(({ name }) => name);
    expect(names).toHaveLength(2);
    expect(names.join(' ')).not.toMatch(/Human Services|Care Act/u);
  });
});

describe('a prize disclaimed as is', () => {
  it('is a low point to note, with no remedy or licensor’s promise asked for', async () => {
    const result = await analyse(
      'You grant Organizer a royalty-free licence to use your entry to promote the Event.',
      'Prizes are provided "AS IS" and Organizer disclaims all warranties, including merchantability and fitness for a particular purpose.',
      'This Agreement is governed by the laws of England.',
    );
    const finding = result.keyFindings.find(({ title }) => title === 'Warranties and disclaimers');
    expect(finding?.type).toBe('low');
    expect(finding?.description).toMatch(/prize comes as is/u);
    expect(finding?.recommendation).not.toMatch(/licensor|repair|refund\)/u);
  });
});
