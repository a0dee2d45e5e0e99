import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { detectParties } from '../src/local/contract/contract-parties';
import { addressedRole } from '../src/local/contract/party-second-person';
import { analyzeContractText } from './result-checks';

/**
 * Standard terms that address their reader as "you" and give that reader a role name of its own ('between you, a
 * member ("Member"), and …', 'between you the requester ("Requester") and …') make the reader that party, whatever
 * short name the other party goes by ("User", "Member"). Documents written for these tests.
 */

const MEMBER_TERMS = [
  'Tessel Network Terms',
  'These Terms are an agreement between you, a member ("Member") of the Tessel network (the "Network"), and Tessel Labs Inc. ("Tessel"). They govern your use of the Network. When you join, you agree to be bound by these Terms.',
  '1. Access. Tessel may suspend or terminate your access to the Network at any time and for any reason.',
  '2. Warranties. TO THE FULLEST EXTENT PERMITTED BY LAW, TESSEL DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.',
  '3. Liability. In no event shall Tessel be liable for any indirect or consequential damages arising from the Network.',
  '4. Content. When you post content, you grant to Tessel a worldwide, royalty-free, perpetual licence to host and display that content.',
].join('\n');

// The other party is called "User", a word that usually names the customer; the reader is the one who downloads.
const REQUESTER_TERMS = [
  'Dataset Access Agreement',
  'This is an agreement between you the requester ("Requester") and the owner of the dataset ("User") governing the use of the dataset (the "Dataset") to be downloaded.',
  'By downloading the Dataset, Requester accepts the terms of this Agreement.',
  '1. Use. Requester shall not attempt to identify any person described in the Dataset.',
  '2. Assignment. User may assign or transfer any of its rights under this Agreement without consent.',
  '3. Liability. IN NO EVENT SHALL USER BE LIABLE FOR ANY DIRECT OR INDIRECT DAMAGES ARISING FROM THE DATASET.',
  '4. Indemnity. Requester will indemnify and hold User harmless from any loss arising from Requester’s misuse of the Dataset.',
].join('\n');

// The reader named second, after a comma; the other party's short name is "Member".
const VISITOR_TERMS = [
  'Archive Viewing Terms',
  'These terms are made between the keeper of the archive ("Member") and you, the visitor ("Visitor"), who views it online. By opening the archive you agree to these terms.',
  '1. Assignment. Member may transfer this agreement to any successor without the consent of Visitor.',
  '2. Liability. Member shall not be liable for any loss arising from the use of the archive.',
].join('\n');

// The provider speaks as "we/our" and names its customers "you/your" in one bracket each.
const SLASHED_PRONOUNS = [
  'Corvane Terms of Service',
  'The operator of the online service available at corvane.example (the "Website") is Corvane GmbH, Hafenweg 3, Bremen, represented by its director Ana Ruiz ("Corvane" or "we/our").',
  'Customers who register for the service (each a "Customer" or "you/your") accept these terms of service ("Terms").',
  '1. Fees. You shall pay the fees shown in your account each month.',
  '2. Liability. Corvane shall not be liable for any indirect damages.',
].join('\n');

function sides(text: string): string[][] {
  return detectParties(text).map((party) => [party.aliases[0] ?? party.name, party.side ?? 'unknown']);
}

function told(result: ContractAnalysis): string {
  return [
    ...result.risks.map((risk) => risk.finding),
    ...result.keyFindings.map((finding) => `${finding.description} ${finding.recommendation}`),
  ].join('\n');
}

function keyFinding(result: ContractAnalysis, title: string): string {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => finding.description)
    .join(' ');
}

describe('the party terms define beside "you" is the reader', () => {
  it.each([
    [
      'a role after "you," and a description',
      MEMBER_TERMS,
      [
        ['Member', 'recipient'],
        ['Tessel', 'provider'],
      ],
    ],
    [
      'a role after "you the …", the other called "User"',
      REQUESTER_TERMS,
      [
        ['Requester', 'recipient'],
        ['User', 'provider'],
      ],
    ],
    [
      'the reader named second, the other called "Member"',
      VISITOR_TERMS,
      [
        ['Member', 'provider'],
        ['Visitor', 'recipient'],
      ],
    ],
    [
      '"you/your" beside the role, "we/our" beside the provider',
      SLASHED_PRONOUNS,
      [
        ['Corvane', 'provider'],
        ['Customer', 'recipient'],
      ],
    ],
  ])('%s', (_, text, expected) => {
    expect(sides(text)).toEqual(expected);
  });

  it('a thing the terms define before the provider ("the Website") is no party', () => {
    expect(detectParties(SLASHED_PRONOUNS).map((party) => party.name)).not.toContain('Website');
  });

  it('tells every finding for the member alone, never "it depends on which party you are"', async () => {
    const result = await analyzeContractText(MEMBER_TERMS, { role: 'client' });
    expect(result.summary.join(' ')).toMatch(/You are Member/u);
    expect(told(result)).not.toMatch(/depends on which party|If you are Tessel/u);
    expect(keyFinding(result, 'Suspension of services')).toMatch(/Tessel holds this right against your side/u);
  });

  it('does not give the reader the rights of the owner called "User"', async () => {
    const result = await analyzeContractText(REQUESTER_TERMS, { role: 'client' });
    expect(result.summary.join(' ')).toMatch(/You are Requester/u);
    expect(keyFinding(result, 'Assignment')).not.toMatch(/works in your favour/u);
    expect(keyFinding(result, 'Assignment')).toMatch(/User holds this right against your side/u);
    expect(keyFinding(result, 'Limitation of liability')).not.toMatch(/Claims against you/u);
    expect(keyFinding(result, 'Indemnification')).toMatch(/you may have to pay/iu);
  });

  it('does not take a denial that defects will be corrected for a remedy the owner gives', async () => {
    const text = [
      REQUESTER_TERMS,
      '5. Warranties. EXCEPT FOR THE PROMISES IN SECTION 1, THE DATASET IS PROVIDED "AS IS" AND ALL WARRANTIES ARE DISCLAIMED.',
      '6. No promises. USER DOES NOT WARRANT THAT THE DATASET IS ACCURATE OR THAT ANY ERRORS IN IT WILL BE CORRECTED.',
    ].join('\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const advice = result.keyFindings
      .filter((finding) => finding.title === 'Warranties and disclaimers')
      .map((finding) => finding.recommendation)
      .join(' ');
    expect(advice).not.toMatch(/gives a warranty with a period or a remedy/u);
  });

  it('keeps a contractor addressed as "you" on the side its role word gives it', () => {
    const text = [
      'Design Engagement Terms',
      'This agreement is between you, the designer ("Contractor"), and Pellow Homes Ltd ("Pellow"). By signing below you agree to these terms.',
      '1. Work. Contractor shall deliver the drawings by the dates in the brief.',
      '2. Fees. Pellow shall pay each invoice within thirty days.',
    ].join('\n');
    expect(sides(text)).toEqual([
      ['Contractor', 'provider'],
      ['Pellow', 'recipient'],
    ]);
  });

  it.each([
    'Quarry will send you a written reminder (the "Reminder") before each renewal.',
    'We may give you a credit (a "Credit") for any outage.',
  ])('reads no role for the reader from "%s"', (sentence) => {
    expect(addressedRole(sentence)).toBeUndefined();
  });

  it.each([
    ['between you, a member ("Member") of the network, and Acme', 'Member'],
    ['between you the requester ("Requester") and the owner', 'Requester'],
    ['between the keeper ("Keeper") and you, the visitor ("Visitor"), who views it', 'Visitor'],
    ['between you, being a registered member ("Member"), and Acme', 'Member'],
    ['our customers (each a "Customer" or "you/your")', 'Customer'],
  ])('reads the reader’s role from "%s"', (words, role) => {
    expect(addressedRole(words)).toBe(role);
  });
});
