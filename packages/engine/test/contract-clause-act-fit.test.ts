import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';
import { scorerFinding, titlesFound } from './clause-scorer-probe';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests. A clause label is given only where the quoted sentence does what
// the clause does: a minimum commitment is a duty to buy, pay, order or deliver at least an amount; a
// right of first refusal offers a first chance or a chance to match; a no-hire promise is about hiring or
// soliciting people. A sentence that only shares a topic word with the clause is not the clause.

const PAYMENT = 'The Customer shall pay each invoice within thirty (30) days of receipt.';

async function analyse(...paragraphs: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(['SOFTWARE SERVICES AGREEMENT', PAYMENT, ...paragraphs].join('\n\n'));
}

/** The quote the clause list shows under a title, or undefined when the clause is not listed. */
function listedQuote(result: ContractAnalysis, title: string): string | undefined {
  return (result.clauses ?? []).find((clause) => clause.title === title)?.evidence?.quote;
}

async function quoteFor(title: string, ...paragraphs: string[]): Promise<string | undefined> {
  return listedQuote(await analyse(...paragraphs), title);
}

describe('a minimum commitment is a duty to buy, pay, order or deliver at least an amount', () => {
  it('is not an access prerequisite or an eligibility condition', async () => {
    expect(
      await quoteFor(
        'Minimum commitment',
        'To use the Reporting Module, the Customer must have at least one active user account and one licensed server.',
      ),
    ).toBeUndefined();
    expect(
      await quoteFor(
        'Minimum commitment',
        'To be eligible for the volume discount, the Customer must maintain a minimum of fifty (50) subscriptions at all times.',
      ),
    ).toBeUndefined();
  });

  it('is not a duty to install updates at least once a year', async () => {
    expect(
      await quoteFor(
        'Minimum commitment',
        'The Customer shall install each Update supplied by the Vendor, and shall in any event update the Software at least once in every twelve (12) month period.',
      ),
    ).toBeUndefined();
  });

  it('is not a contingent refund of fees', async () => {
    expect(
      await quoteFor(
        'Minimum commitment',
        'If the Vendor terminates this Agreement for convenience, the Vendor shall refund to the Customer a pro rata portion of any prepaid fees, which shall be no less than the fees paid for the unused months.',
      ),
    ).toBeUndefined();
  });

  it('is still a duty to buy at least a quantity, or to pay a shortfall', async () => {
    expect(
      await quoteFor(
        'Minimum commitment',
        'The Customer shall purchase at least five hundred (500) seat licences in each Contract Year.',
      ),
    ).toMatch(/purchase at least five hundred/u);
    expect(
      await quoteFor(
        'Minimum commitment',
        'If the fees paid in any Contract Year are less than the Minimum Annual Fee, the Customer shall pay the Vendor the shortfall within thirty (30) days.',
      ),
    ).toMatch(/shortfall/u);
  });
});

describe('a sentence the classifier alone finds likely is not listed where it lacks the clause’s act', () => {
  it('does not list a Feedback clause as a right of first refusal', () => {
    const titles = titlesFound(
      scorerFinding('Rofr/Rofo/Rofn', 'feedback'),
      'The Customer may give the Vendor Feedback about the Service, and the Vendor may use any Feedback for any purpose.',
    );
    expect(titles).not.toContain('Right of first refusal');
  });

  it('does not list an access prerequisite as a minimum commitment', () => {
    const titles = titlesFound(
      scorerFinding('Minimum Commitment', 'server'),
      'To use the Reporting Module, the Customer must keep one licensed server running a supported operating system.',
    );
    expect(titles).not.toContain('Minimum commitment');
  });

  it('does not list a confidentiality exception as uncapped liability', () => {
    const titles = titlesFound(
      scorerFinding('Uncapped Liability', 'publicly'),
      'The obligations in this Section shall not apply to information that is publicly available.',
    );
    expect(titles).not.toContain('Uncapped liability');
  });

  it('does not list a promise not to pose as the other side’s employee as a no-hire promise', () => {
    const titles = titlesFound(
      scorerFinding('No-Solicit Of Employees', 'pose'),
      'The Consultant shall not pose as an employee, agent or representative of the Customer.',
    );
    expect(titles).not.toContain('No hiring of staff');
  });

  it('still lists a sentence the classifier finds likely that does the act', () => {
    const titles = titlesFound(
      scorerFinding('Minimum Commitment', 'seat'),
      'The Customer shall purchase at least five hundred (500) seat licences in each Contract Year.',
    );
    expect(titles).toContain('Minimum commitment');
  });
});

describe('a right of first refusal offers a first chance or a chance to match', () => {
  it('is not a definition of Feedback', async () => {
    expect(
      await quoteFor(
        'Right of first refusal',
        '“Feedback” means any suggestion, idea, enhancement request or recommendation that the Customer first provides to the Vendor about the Service.',
      ),
    ).toBeUndefined();
  });

  it('is still a duty to offer first, or a right to match an offer', async () => {
    expect(
      await quoteFor(
        'Right of first refusal',
        'If the Vendor receives an offer from a third party to buy the Reporting Module, it shall notify the Customer, and the Customer may match that offer within thirty (30) days.',
      ),
    ).toMatch(/match that offer/u);
  });
});

describe('a no-hire promise is about hiring or soliciting people', () => {
  it('is not a promise not to pose as the other party’s employee or agent', async () => {
    expect(
      await quoteFor(
        'No hiring of staff',
        'The Consultant shall not represent itself as an employee, agent or representative of the Customer, nor hold itself out as having authority to bind the Customer.',
      ),
    ).toBeUndefined();
  });

  it('is not a no-impersonation promise that names the other side’s employees', async () => {
    expect(
      await quoteFor(
        'No hiring of staff',
        'You will not pose as a Vendor employee, representative or agent, and you will not induce any attendee to believe that Vendor employees endorse your event.',
      ),
    ).toBeUndefined();
  });

  it('is still a promise not to hire or solicit the other side’s employees', async () => {
    expect(
      await quoteFor(
        'No hiring of staff',
        'During the term and for twelve (12) months afterwards, the Customer shall not solicit for employment or hire any employee of the Vendor.',
      ),
    ).toMatch(/hire any employee/u);
  });
});

describe('uncapped liability needs a sentence about how much a party is liable for', () => {
  it('is not a confidentiality exception', async () => {
    expect(
      await quoteFor(
        'Uncapped liability',
        'The obligations of confidentiality in this Section shall not apply to information that is or becomes publicly available without breach of this Agreement, or that the Recipient develops independently, without any limitation.',
      ),
    ).toBeUndefined();
    expect(
      await quoteFor(
        'Uncapped liability',
        'The limitations on use and disclosure in Section 5 shall not apply to information that becomes public other than through a breach of this Agreement by the Recipient.',
      ),
    ).toBeUndefined();
  });

  it('is still a carve-out that lifts the cap for some claims', async () => {
    expect(
      await quoteFor(
        'Uncapped liability',
        'The limitations of liability in this Section shall not apply to a party’s indemnification obligations or to its gross negligence or wilful misconduct.',
      ),
    ).toMatch(/shall not apply/u);
  });
});

describe('a warranty period is a promise of quality for a stated time', () => {
  it('is not an event of default on an untrue warranty', async () => {
    expect(
      await quoteFor(
        'Warranty period',
        'The occurrence of any of the following shall constitute an Event of Default: any representation or warranty made by the Customer under this Agreement shall prove to have been false or misleading in any material respect when made or deemed made.',
      ),
    ).toBeUndefined();
  });
});

describe('change of control is a right or consequence triggered by a change in who owns or controls a party', () => {
  it('is not an assignment carve-out that only removes the consent for a merger', async () => {
    expect(
      await quoteFor(
        'Change of control',
        'Neither party may assign this Agreement without the prior written consent of the other, except that either party may assign it without consent to a successor in connection with a merger, reorganisation or sale of all or substantially all of its assets.',
      ),
    ).toBeUndefined();
  });

  it('is not a sentence saying no consent is needed for an assignment in a merger', async () => {
    expect(
      await quoteFor(
        'Change of control',
        'Neither party may assign this Agreement without the prior written consent of the other party; provided, however, that no consent is required for an assignment to a successor in a merger, acquisition or sale of all or substantially all of the assigning party’s assets.',
      ),
    ).toBeUndefined();
  });

  it('is still a change of control needing consent in a sentence that also frees another assignment', async () => {
    expect(
      await quoteFor(
        'Change of control',
        'Licensee may assign this Agreement without consent to an Affiliate, but any merger or change of control of Licensee shall require the prior written consent of Licensor.',
      ),
    ).toMatch(/shall require/u);
  });

  it('is still a change of control that needs the other side’s consent', async () => {
    expect(
      await quoteFor(
        'Change of control',
        'A change of control of the Vendor shall be deemed an assignment requiring the prior written consent of the Customer.',
      ),
    ).toMatch(/deemed an assignment/u);
  });

  it('is still a right to end the agreement when control of a party changes', async () => {
    expect(
      await quoteFor(
        'Change of control',
        'If the Vendor undergoes a change of control, the Customer may terminate this Agreement on thirty (30) days’ written notice.',
      ),
    ).toMatch(/change of control/u);
  });
});

describe('termination for convenience is a right to end without a reason', () => {
  it('is not a right to end because a party loses a status', async () => {
    expect(
      await quoteFor(
        'Termination for convenience',
        'The Customer may terminate this Agreement at any time on written notice if the Consultant loses its exempt status under the applicable regulations.',
      ),
    ).toBeUndefined();
  });

  it('is not a right to end on an event after "upon", nor one whose event names a year', async () => {
    expect(
      await quoteFor(
        'Termination for convenience',
        'The Company may terminate this Agreement at any time upon the Professional ceasing to qualify as an exempt player.',
      ),
    ).toBeUndefined();
    expect(
      await quoteFor(
        'Termination for convenience',
        'The Company may terminate this Agreement at any time if the Professional is not an exempt member of the Tour in any year.',
      ),
    ).toBeUndefined();
  });

  it('is still a right to end at will where the condition is only a notice or a time', async () => {
    expect(
      await quoteFor(
        'Termination for convenience',
        'The Customer may terminate this Agreement at any time after the first anniversary of the Effective Date if it gives ninety (90) days’ notice.',
      ),
    ).toMatch(/first anniversary/u);
  });

  it('is still a right to end for any reason on notice', async () => {
    expect(
      await quoteFor(
        'Termination for convenience',
        'Either party may terminate this Agreement at any time, for any reason or no reason, on sixty (60) days’ written notice.',
      ),
    ).toMatch(/for any reason/u);
  });
});

function capShown(text: string): string | undefined {
  const facts = contractFacts(splitSentences([{ pageNumber: 1, text }]));
  return facts.find((fact) => fact.category === 'Cap On Liability')?.value;
}

describe('a liability cap is shown whole', () => {
  it('keeps both limbs of a "greater of" cap', () => {
    expect(
      capShown(
        'The Vendor’s total liability shall not exceed the greater of (a) the fees paid by the Customer in the twelve (12) months before the claim; or (b) five hundred dollars ($500).',
      ),
    ).toBe(
      'the greater of (a) the fees paid by the Customer in the twelve (12) months before the claim; or (b) five hundred dollars ($500)',
    );
    expect(
      capShown(
        'In no event shall either party’s liability exceed the fees paid in the six (6) months before the claim, or $1,000, whichever is greater.',
      ),
    ).toBe('the fees paid in the six (6) months before the claim, or $1,000, whichever is greater');
  });

  it('reads a cap stated in words, on a named party', () => {
    expect(capShown('Brightlane’s total liability shall not exceed one hundred dollars.')).toBe('one hundred dollars');
  });

  it('shows the fees-based cap first where free use has a smaller cap, with the free one after it', () => {
    expect(
      capShown(
        'Where the Service is used free of charge, the Vendor’s total liability shall not exceed fifty dollars ($50). In all other cases, the Vendor’s total liability shall not exceed the fees paid by the Customer in the twelve (12) months preceding the claim.',
      ),
    ).toBe(
      'the fees paid by the Customer in the twelve (12) months preceding the claim; for free-of-charge use, fifty dollars ($50)',
    );
    expect(
      capShown(
        'Each party’s total liability shall not exceed (i) for Free Services, five thousand dollars ($5,000), and (ii) for Paid Services, the fees paid in the twelve (12) months before the claim.',
      ),
    ).toBe(
      '(i) for Free Services, five thousand dollars ($5,000), and (ii) for Paid Services, the fees paid in the twelve (12) months before the claim',
    );
  });
});
