import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { detectParties } from '../src/local/contract/contract-parties';
import { splitSentences } from '../src/text/sentences';
import { analyzeContractText } from './result-checks';

// Standard terms written for these tests: a provider speaks as "we" and addresses its customer as "you".
const SUBSCRIPTION = [
  'Cloudberry Subscription Terms',
  'These Subscription Terms (the "Terms") are between you and Cloudberry Software Ltd ("Cloudberry", "we", "us" or "our"). By creating an account you agree to these Terms.',
  '1. Fees. You shall pay the subscription fees in advance each month. We may change the fees on thirty days notice.',
  '2. Feedback. You grant Cloudberry a perpetual, irrevocable, worldwide licence to use any feedback you provide.',
  '3. Indemnity. You will defend and indemnify Cloudberry against any claim arising from your use of the service.',
  '4. Liability. In no event shall Cloudberry be liable for any indirect or consequential damages.',
  '5. Termination. We may suspend or terminate your account at any time if you breach these Terms.',
].join('\n');

const DEVELOPER_PROGRAMME = [
  'Brightlane Developer Programme Agreement',
  'This Developer Programme Agreement (the "Programme Agreement") is between Brightlane Apps Inc. ("Brightlane", "we", "us") and the developer who accepts it ("Developer", "you").',
  '1. Listing. You grant Brightlane a perpetual licence to display your app name and icon in the store.',
  '2. Payouts. We will pay you seventy percent of the net revenue from your app each month.',
].join('\n');

const EVENT_REGISTRATION = [
  'Harbourline Summit Registration Terms',
  'These Event Registration Terms (the "Event Terms") govern your registration for the Harbourline Summit organised by Harbourline Events Ltd ("Harbourline", "we", "our").',
  'You agree to pay the ticket price when you register. We may cancel the event and refund the ticket price.',
].join('\n');

function sides(text: string): string[][] {
  return detectParties(text).map((party) => [party.name, party.side ?? 'unknown']);
}

function risksOf(result: ContractAnalysis, title: string): string {
  return result.risks
    .filter((risk) => risk.finding.startsWith(`${title}:`))
    .map((risk) => risk.finding)
    .join(' ');
}

function partiesFact(text: string): string | undefined {
  const facts = contractFacts(splitSentences([{ pageNumber: 1, text }]));
  return facts.find((fact) => fact.category === 'Parties')?.value;
}

describe('the parties of terms that address their reader as "you"', () => {
  it('are the provider that speaks as "we" and the addressed customer', () => {
    expect(sides(SUBSCRIPTION)).toEqual([
      ['the customer these terms address', 'recipient'],
      ['Cloudberry Software Ltd', 'provider'],
    ]);
  });

  it('make the addressed "Developer" of a programme the customer, whatever its role word says', () => {
    expect(sides(DEVELOPER_PROGRAMME)).toEqual([
      ['Brightlane Apps Inc.', 'provider'],
      ['Developer', 'recipient'],
    ]);
  });

  it('name the provider of terms that have no "between"', () => {
    expect(sides(EVENT_REGISTRATION)).toEqual([
      ['Harbourline Events Ltd', 'provider'],
      ['the customer these terms address', 'recipient'],
    ]);
  });

  it('name the provider that "we" is said to mean', () => {
    const text =
      'Nimbus Cloud Terms. These Terms apply to your use of the Nimbus platform. In these Terms, "we", "us" and "our" mean Nimbus Data Ltd and "you" means the customer. You shall pay all fees when due.';
    expect(sides(text)).toEqual([
      ['Nimbus Data Ltd', 'provider'],
      ['the customer these terms address', 'recipient'],
    ]);
  });

  it('give "you" to the other party the terms name by its role, and add no third party', () => {
    const text =
      'These Platform Terms are between Tessel Analytics Inc. ("Tessel", "we", "us") and the business that signs up ("Subscriber"). You must keep your password secret.';
    const parties = detectParties(text);
    expect(parties.map((party) => [party.name, party.side])).toEqual([
      ['Tessel Analytics Inc.', 'provider'],
      ['Subscriber', 'recipient'],
    ]);
    expect(parties[1]?.aliases).toContain('you');
  });

  it('tell the client reader it is the addressed party', async () => {
    const result = await analyzeContractText(SUBSCRIPTION, { role: 'client' });
    expect(result.summary.join(' ')).toContain(
      'You are the customer these terms address, the “you”: these terms call their reader “you” and Cloudberry Software Ltd “we”, so you are Cloudberry Software Ltd’s customer.',
    );
  });
});

describe('findings of "you" sentences are told from the addressed side', () => {
  it('a licence the customer grants the provider is not told as the customer’s secure right', async () => {
    const result = await analyzeContractText(SUBSCRIPTION, { role: 'client' });
    expect(risksOf(result, 'License grant')).not.toMatch(/you may use what is licensed/iu);
    expect(risksOf(result, 'Irrevocable or perpetual license')).not.toMatch(/your right to use it is secure/iu);
  });

  it('an indemnity the customer gives is told as a cost, not as protection', async () => {
    const result = await analyzeContractText(SUBSCRIPTION, { role: 'client' });
    expect(risksOf(result, 'Indemnification')).toMatch(/you may have to pay for claims made against the other side/iu);
  });

  it('the provider’s exclusion of its own liability is told as limiting what the customer recovers', async () => {
    const result = await analyzeContractText(SUBSCRIPTION, { role: 'client' });
    expect(risksOf(result, 'Limitation of liability')).toMatch(/you cannot recover/iu);
  });

  it('a developer who grants the store a licence is not told it may use what is licensed', async () => {
    const result = await analyzeContractText(DEVELOPER_PROGRAMME, { role: 'client' });
    expect(risksOf(result, 'License grant')).not.toMatch(/you may use what is licensed/iu);
  });
});

describe('a document is never named a party', () => {
  it('terms that name no party are not listed as the parties', () => {
    const value = partiesFact(
      'Enterprise Cloud Terms. These Enterprise Cloud Terms ("Enterprise Cloud Terms") govern the use of the Nimbus platform. Customer shall pay all fees when due.',
    );
    expect(value ?? '').not.toMatch(/Terms/u);
  });

  it('a licence agreement’s abbreviation is not a party', () => {
    const value = partiesFact('End User Licence Agreement ("EULA"). This EULA applies to the Quokka app.');
    expect(value ?? '').not.toMatch(/EULA/u);
  });

  it('an addendum between two named parties lists the parties, not the terms it amends', () => {
    const text =
      'This Data Processing Addendum (the "Addendum") forms part of the Master Terms (the "Master Terms") between Nimbus Data Ltd ("Nimbus") and the customer named in the order form ("Customer").';
    expect(sides(text)).toEqual([
      ['Nimbus Data Ltd', 'provider'],
      ['Customer', 'recipient'],
    ]);
    expect(partiesFact(text) ?? '').not.toMatch(/Addendum|Master Terms/u);
  });
});
