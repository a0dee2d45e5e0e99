import { describe, expect, it } from 'vitest';
import { impactFor } from '../src/local/contract/clause-rule';
import { PARTY_CLAUSE_RULES } from '../src/local/contract/party-clause-rules';
import { quotesTitled, toldAboutLines } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests. A clause is quoted from the sentence that performs its act: a secrecy
// term of an audit, a rider saying when a cap applies, or a sentence denying outsiders any right is told
// as what it is, not as the clause it leans on.

const CLIENT = { role: 'client', party: 'Halvorsen' } as const;

const SECRECY_DUTY =
  'Each party shall keep the Confidential Information of the other party in confidence and shall not disclose it to any third party.';
const AUDITOR_SIGNS_NDA =
  'Before starting any audit under Section 6, the independent accountant shall enter into a nondisclosure agreement with Pelletier.';
const AUDIT_STAFF_BOUND =
  'Halvorsen shall ensure that its representatives taking part in an inspection of the records are bound to keep what they learn in the inspection confidential.';
const AUDIT_RESULTS_SECRET =
  'The findings of any such audit shall be treated as confidential information of the audited party and shall not be disclosed except to enforce this Agreement.';

describe('a confidentiality quote is the duty, not the secrecy of an audit', () => {
  it('quotes the duty over an auditor’s nondisclosure agreement and audit staff kept to secrecy', async () => {
    const result = await analyse(CLIENT, AUDITOR_SIGNS_NDA, AUDIT_STAFF_BOUND, AUDIT_RESULTS_SECRET, SECRECY_DUTY);
    const quotes = quotesTitled(result, 'Confidentiality');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toBe(SECRECY_DUTY);
  });

  it('still quotes an audit’s secrecy term where the contract has no other', async () => {
    const result = await analyse(CLIENT, AUDIT_RESULTS_SECRET);
    for (const quote of quotesTitled(result, 'Confidentiality')) expect(quote).toBe(AUDIT_RESULTS_SECRET);
  });
});

const TERMS_KEPT_SECRET = 'The parties shall keep the terms and existence of this Agreement confidential.';
const DISPUTES_KEPT_SECRET =
  'The parties shall respect the confidential nature of any dispute between them and of the talks to settle it.';

describe('the secrecy of the deal or of a dispute gives way to the duty on shared information', () => {
  it('quotes the duty over secrecy of the terms and of a dispute', async () => {
    const result = await analyse(CLIENT, TERMS_KEPT_SECRET, DISPUTES_KEPT_SECRET, SECRECY_DUTY);
    const quotes = quotesTitled(result, 'Confidentiality');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toBe(SECRECY_DUTY);
  });

  it('told alone, secrecy of the terms is not said to protect what the reader shares', async () => {
    const result = await analyse(CLIENT, TERMS_KEPT_SECRET);
    const lines = toldAboutLines(result, 'Confidentiality').join(' ');
    expect(lines).not.toMatch(/protects what you share|protect their information/u);
    if (lines) expect(lines).toMatch(/terms of the agreement/u);
  });
});

const DUTY_DURING_TERM =
  'During the term of this Agreement and for two years after, each party shall hold the business information it obtains from the other in confidence.';
const AGREEMENT_NOT_DISCLOSED = 'Pelletier shall not disclose this Agreement without the consent of Halvorsen.';
const CARVED_OUT_ITEM =
  '(c) is disclosed to the receiving party by a third party who is under no duty of confidentiality to the disclosing party.';

describe('a duty kept during the term is no secrecy of the terms, and a carved-out item is no duty', () => {
  it('quotes the duty that runs during the term over a bar on disclosing the agreement', async () => {
    const result = await analyse(CLIENT, DUTY_DURING_TERM, AGREEMENT_NOT_DISCLOSED);
    const quotes = quotesTitled(result, 'Confidentiality');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toBe(DUTY_DURING_TERM);
  });

  it('quotes the duty over an item of what the duty does not cover', async () => {
    const result = await analyse(CLIENT, CARVED_OUT_ITEM, SECRECY_DUTY);
    const quotes = quotesTitled(result, 'Confidentiality');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toBe(SECRECY_DUTY);
  });
});

const INDEMNITY =
  'Pelletier shall indemnify Halvorsen against any claim that the campaign materials infringe the rights of a third party.';
const INDEMNITY_KEPT =
  'For the avoidance of doubt, this Section 8 shall not affect Halvorsen’s obligation to indemnify Pelletier under Section 12.';

describe('an indemnity is quoted from the promise, not from a sentence keeping it standing', () => {
  it('quotes the promise over a sentence saying a section does not affect it', async () => {
    const result = await analyse(CLIENT, INDEMNITY_KEPT, INDEMNITY);
    const quotes = quotesTitled(result, 'Indemnification');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toBe(INDEMNITY);
  });
});

const CAP =
  'Each party’s total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.';
const RIDER_CAPITALS =
  'THE LIMITATIONS OF LIABILITY IN THIS SECTION WILL APPLY EVEN IF A PARTY HAS BEEN ADVISED OF THE POSSIBILITY OF SUCH LOSS.';
const RIDER_ESSENTIAL_PURPOSE =
  'The foregoing limitation of liability shall apply notwithstanding the failure of any limited remedy, and neither party shall be liable beyond it.';

describe('a limitation of liability is quoted from its cap, not from a rider', () => {
  it('quotes the cap over a rider saying the limitation applies even if advised', async () => {
    const result = await analyse(CLIENT, CAP, RIDER_CAPITALS);
    const quotes = quotesTitled(result, 'Limitation of liability');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toBe(CAP);
  });

  it('quotes the cap over a rider on a failed remedy', async () => {
    const result = await analyse(CLIENT, RIDER_ESSENTIAL_PURPOSE, CAP);
    const quotes = quotesTitled(result, 'Limitation of liability');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toBe(CAP);
  });
});

const OUTSIDERS_DENIED = [
  'No provision of this Agreement is intended to be, or shall be, for the benefit of any person who is not a party to it, and no such other person shall have any right to enforce it.',
  'No term of this Agreement is for the benefit of any firm or person other than the parties, and no such person may bring any action under it.',
  'No such other person or entity shall have any right or remedy under this Agreement.',
];
const OUTSIDER_NAMED = 'The Lender shall be a third party beneficiary of Section 9 and may enforce it directly.';

describe('a sentence denying outsiders any benefit is told as such', () => {
  const rule = PARTY_CLAUSE_RULES.find((candidate) => candidate.id === 'third-party-beneficiary');
  it.each(OUTSIDERS_DENIED)('is told as leaving enforcement to the parties: %s', (sentence) => {
    if (!rule) throw new Error('no third-party rule');
    for (const side of ['provider', 'recipient'] as const)
      expect(impactFor(rule, side, sentence)).toMatch(/^Only the parties/u);
  });

  it('a named outsider who may enforce is still told as one', () => {
    if (!rule) throw new Error('no third-party rule');
    expect(impactFor(rule, 'recipient', OUTSIDER_NAMED)).not.toMatch(/^Only the parties/u);
  });
});
