import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { detectParties } from '../src/local/contract/contract-parties';
import { durationDays, durationLabel, durationsIn } from '../src/local/contract/durations';
import { namesAParty } from '../src/local/contract/party-definitions';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests, each stating a general pattern of contract language.

function clause(result: ContractAnalysis, category: string): string | undefined {
  return result.clauses?.find((found) => found.category === category)?.value;
}

function names(text: string): string[] {
  return detectParties(text).map((party) => party.name);
}

describe('defined terms for the dealings are not parties', () => {
  it('does not take the short name of the engagement, or of a step under it, as a party', () => {
    for (const term of ['Relationship', 'Engagement', 'Data Export', 'Transfer', 'Switch', 'Closing'])
      expect(namesAParty(term, `(the "${term}")`)).toBe(false);
  });

  it('still takes the one who transfers or the partner as a party', () => {
    for (const term of ['Transferor', 'Partner', 'Exporter']) expect(namesAParty(term, `(the "${term}")`)).toBe(true);
  });

  it('reads a form whose party short name is itself a placeholder as a party left blank', async () => {
    const text = [
      'Consulting Agreement',
      'This Consulting Agreement is entered into as of [DATE] by and between ______________ ("Consultant") and [COMPANY LEGAL NAME], a [STATE] corporation (the "[COMPANY]").',
      'Consultant has agreed to advise the [COMPANY] on its launch (the "Engagement").',
      '1. Fees. The [COMPANY] shall pay Consultant the fees set out in Schedule 1.',
    ].join('\n');
    const parties = clause(await analyzeContractText(text, { role: 'client' }), 'Parties') ?? '';
    expect(parties).not.toContain('Engagement');
    expect(parties).toContain('[COMPANY]');
  });
});

describe('terms that thank or address their reader by a role', () => {
  const TERMS = [
    'Brightwater Referral Programme Terms',
    'Brightwater Labs s.r.o., with its registered office at 12 Mill Street, Brno, company no. 112233, entered in the register kept by the Regional Court ("we" or "Brightwater") welcomes you ("you" or the "Referral Partner") to the Referral Programme. By joining you agree to these terms.',
    '1. Commission. Brightwater shall pay the Referral Partner a commission within 10 business days after the end of each calendar month.',
    '2. Conduct. You must not bid on the "Brightwater" keyword in any search advertising.',
    "3. Marks. The Referral Partner shall not contest the validity of Brightwater's ownership of its trademarks.",
  ].join('\n');

  it('names the speaker by the company name its short name begins, however long its description', () => {
    expect(names(TERMS)).toContain('Brightwater Labs s.r.o.');
  });

  it('quotes the sentence naming the parties, not a clause quoting one of their names', async () => {
    const result = await analyzeContractText(TERMS, { role: 'client' });
    const parties = result.clauses?.find((found) => found.category === 'Parties');
    expect(parties?.value).toContain('Referral Partner');
    expect(parties?.evidence?.quote).toContain('welcomes you');
  });

  it('tells a promise not to challenge given by the reader as given up by the reader', async () => {
    const result = await analyzeContractText(TERMS, { role: 'client' });
    const covenant = result.risks.find((risk) => risk.finding.startsWith('Covenant not to sue:'))?.finding ?? '';
    expect(covenant).not.toContain('It protects you');
  });

  it('keeps business days as business days in the payment terms', async () => {
    const result = await analyzeContractText(TERMS, { role: 'client' });
    expect(clause(result, 'Payment Terms')).toBe('within 10 business days of the end of each calendar month');
  });
});

describe('business days', () => {
  it('are labelled as business days and count longer than as many calendar days', () => {
    const [duration] = durationsIn('The supplier shall reply within fifteen (15) business days.');
    expect(duration && durationLabel(duration)).toBe('15 business days');
    expect(duration && durationDays(duration)).toBeGreaterThan(15);
    const [calendar] = durationsIn('The supplier shall reply within 15 calendar days.');
    expect(calendar && durationLabel(calendar)).toBe('15 days');
  });
});

describe('the date of standard terms accepted through an order', () => {
  it('tells a date under the title of a form with blank signature fields as the version date', async () => {
    const text = [
      'General Terms (Fernhill Digital)',
      '3rd March 2020',
      '1. Parties',
      '1. This agreement is between Fernhill Digital Ltd and the client named on the order form accompanying these terms.',
      '2. Fees. The client shall pay each invoice within 30 days of receipt.',
      'Signatures',
      'On behalf of Fernhill Digital:',
      '______________________ Signature',
      '______________________ Date',
    ].join('\n');
    const result = await analyzeContractText(text, { role: 'client' });
    expect(clause(result, 'Agreement Date')).toBe('2020-03-03');
    expect(result.clauses?.find((found) => found.category === 'Agreement Date')?.title).toBe('Version date');
    expect(clause(result, 'Effective Date')).toBeUndefined();
  });

  it('tells the latest version date over the date the terms were first effective', async () => {
    const text = [
      'Harrow Partner Terms',
      'Effective date: March 1, 2022',
      'Latest version effective from: June 9, 2024',
      'These terms govern your participation in the Harrow Partner Programme. By joining you agree to these terms.',
      '1. Payment. Harrow shall pay you within 30 days of the end of every calendar month.',
    ].join('\n');
    expect(clause(await analyzeContractText(text, { role: 'client' }), 'Agreement Date')).toBe('2024-06-09');
  });
});
