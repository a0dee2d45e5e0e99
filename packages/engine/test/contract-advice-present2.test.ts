import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_NUMBERED_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Tollery (the reader, the client) pays Brightwick for services.
const analyse = (...paragraphs: string[]) => analyseAgreement(TOLLERY_NUMBERED_SERVICES, paragraphs);

const BRIGHTWICK_SECRECY =
  '4. CONFIDENTIAL INFORMATION 4.1 Brightwick shall keep all Confidential Information of Tollery secret and shall not disclose it to any third party.';

describe('a duty of confidence kept alive by a survival sentence elsewhere', () => {
  it('is not asked to survive when the bound party’s obligations all survive', async () => {
    const advice = adviceOn(
      await analyse(
        BRIGHTWICK_SECRECY,
        '9. GENERAL 9.1 The obligations of Brightwick under this Agreement, other than its duty to provide the services, shall survive the termination of this Agreement.',
      ),
      'Confidentiality',
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/survives the end of the agreement/u);
    expect(advice).toMatch(/already outlasts the end/u);
  });

  it('is still asked to survive when only the other party’s obligations survive', async () => {
    const advice = adviceOn(
      await analyse(
        BRIGHTWICK_SECRECY,
        '9. GENERAL 9.1 The obligations of Tollery to pay fees already due under this Agreement shall survive the termination of this Agreement.',
      ),
      'Confidentiality',
    );
    expect(advice).toMatch(/survives the end of the agreement/u);
  });

  it('is not asked to survive when "this Section" survives at the end of the confidentiality section', async () => {
    const advice = adviceOn(
      await analyse(
        [
          BRIGHTWICK_SECRECY,
          '4.2 Brightwick shall limit access to those of its staff who need it for the services.',
          '4.3 Brightwick shall store all materials received from Tollery on servers located in the United States.',
          '4.4 Brightwick shall return all such materials within ten (10) days after a request by Tollery.',
          '4.5 Brightwick shall tell Tollery promptly of any loss of such materials.',
          '4.6 Brightwick shall train its staff on these duties once a year.',
          '4.7 The provisions of this Section shall survive the termination of this Agreement for three (3) years.',
        ].join(' '),
      ),
      'Confidentiality',
    );
    expect(advice).not.toMatch(/survives the end of the agreement/u);
    expect(advice).toMatch(/already outlasts the end/u);
  });

  it('is still asked to survive when "this Section" survives in a later section on something else', async () => {
    const advice = adviceOn(
      await analyse(
        BRIGHTWICK_SECRECY,
        '5. PUBLICITY 5.1 Neither party shall issue a press release about this Agreement without the other’s approval.',
        '6. DATA LOCATION 6.1 Brightwick shall store all data on servers in the United States.',
        '6.2 Brightwick shall report any outage within one day.',
        '6.3 Brightwick shall keep backups for thirty (30) days.',
        '6.4 Brightwick shall test its backups once a month.',
        '6.5 The provisions of this Section shall survive the termination of this Agreement.',
      ),
      'Confidentiality',
    );
    expect(advice).toMatch(/survives the end of the agreement/u);
  });

  it('is not asked to survive when the survival list names a subsection of the confidentiality section', async () => {
    const advice = adviceOn(
      await analyse(
        BRIGHTWICK_SECRECY,
        '9. GENERAL 9.1 Sections 3.2, 4.1 and 8 shall survive the termination of this Agreement.',
      ),
      'Confidentiality',
    );
    expect(advice).not.toMatch(/survives the end of the agreement/u);
    expect(advice).toMatch(/already outlasts the end/u);
  });
});

describe('a payer that may already withhold disputed amounts', () => {
  it('is not asked for a right to dispute an invoice', async () => {
    const advice = adviceOn(
      await analyse(
        '5. PAYMENT 5.1 Tollery shall pay Brightwick any amounts due that are not reasonably disputed by Tollery within thirty (30) days after receiving the invoice.',
      ),
      'Payment terms and late fees',
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/right to dispute an invoice/u);
  });
});

describe('jointly owned IP whose use the contract already settles', () => {
  const JOINT =
    '6. INTELLECTUAL PROPERTY 6.1 Any invention made jointly by the parties under this Agreement shall be jointly owned by Tollery and Brightwick.';

  it('is not asked to set who may exploit it', async () => {
    const advice = adviceOn(
      await analyse(
        `${JOINT} 6.2 Each party may use, license and exploit any jointly owned invention without the consent of, and without accounting to, the other party.`,
      ),
      'Joint IP ownership',
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/Set who may exploit joint IP/u);
  });

  it('is still asked to set who may exploit it when nothing says so', async () => {
    const advice = adviceOn(await analyse(JOINT), 'Joint IP ownership');
    expect(advice).toMatch(/Set who may exploit joint IP/u);
  });
});

describe('the other side’s exit told to a payer who may leave sooner and pays in arrears', () => {
  it('asks neither for the same right nor for a refund of advance payments', async () => {
    const result = await analyse(
      '5. INVOICES 5.1 Brightwick shall invoice Tollery monthly in arrears for the services performed in the prior month.',
      '8. TERMINATION 8.1 Tollery or Brightwick may terminate this Agreement at any time, for any reason, as follows: Tollery on sixty (60) days’ written notice and Brightwick on ninety (90) days’ written notice.',
    );
    const advice = adviceOn(result, 'Termination for convenience', 'Termination');
    expect(advice).not.toMatch(/same right to end it/u);
    expect(advice).not.toMatch(/refund of anything paid in advance/u);
    // "Tollery or Brightwick may terminate" gives the right to both: told as the reader's own right too.
    // At low risk the rule's general "Keep this right" is not told: nothing needs changing.
    expect(advice).toMatch(/may already end it on notice too|No change needed for your side\./u);
  });
});

describe('a payer whose own exit needs an event first', () => {
  it('is still asked for the same right to end it', async () => {
    const result = await analyse(
      '8. TERMINATION 8.1 Brightwick may terminate this Agreement at any time, for any reason, on ninety (90) days’ written notice.',
      '8.2 If Brightwick cannot provide the services for ten (10) days, Tollery may terminate this Agreement with immediate effect by written notice.',
    );
    const advice = adviceOn(result, 'Termination for convenience', 'Termination');
    expect(advice).toMatch(/same right to end it/u);
  });
});

describe('warranties the other side gives, told to the client who receives them', () => {
  it('does not advise the client to limit them', async () => {
    const advice = adviceOn(
      await analyse(
        '7. WARRANTIES 7.1 Brightwick warrants that the services will be performed in a professional manner.',
        '7.2 Except as expressly set forth in this Agreement, the services are provided "as is", and Brightwick disclaims, and Tollery hereby waives, all other warranties, express or implied.',
      ),
      'Warranties and disclaimers',
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/(?:Limit|Keep) (?:the express )?warranties to a fixed period/u);
  });
});

describe('a disclaimer in capitals by the other side, told to the client who receives the warranties', () => {
  it('does not advise the client to keep them short', async () => {
    const advice = adviceOn(
      await analyse(
        '7. WARRANTIES 7.1 Brightwick warrants that the services will be performed in a professional manner.',
        '7.2 EXCEPT AS EXPRESSLY SET FORTH IN THIS AGREEMENT, BRIGHTWICK HEREBY DISCLAIMS ALL OTHER WARRANTIES, EXPRESS OR IMPLIED.',
      ),
      'Warranties and disclaimers',
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/(?:Limit|Keep) (?:the express )?warranties to a fixed period/u);
  });
});

describe('a revenue share owed under an agreement that ends with its term', () => {
  it('is not asked to be capped or ended after a period', async () => {
    const advice = adviceOn(
      await analyse(
        '5. REVENUE SHARE 5.1 Tollery shall pay Brightwick ten percent (10%) of the Net Revenue Tollery earns from the cleaned data.',
        '"Net Revenue" means the amounts Tollery receives from its customers for the cleaned data, less taxes and refunds.',
        '8. TERM 8.1 This Agreement shall run for a term of two (2) years from the date above and shall then expire.',
      ),
      'Revenue or profit sharing',
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/cap or end the share/u);
    expect(advice).toMatch(/ends with the agreement/u);
  });

  it('is still asked to be capped or ended when the share survives the end', async () => {
    const advice = adviceOn(
      await analyse(
        '5. REVENUE SHARE 5.1 Tollery shall pay Brightwick ten percent (10%) of the Net Revenue Tollery earns from the cleaned data.',
        '"Net Revenue" means the amounts Tollery receives from its customers for the cleaned data, less taxes and refunds.',
        '8. TERM 8.1 This Agreement shall run for a term of two (2) years from the date above and shall then expire.',
        '8.2 The duty to pay the revenue share shall survive the expiration of this Agreement.',
      ),
      'Revenue or profit sharing',
    );
    expect(advice).toMatch(/cap or end the share/u);
  });
});

describe('an automatic renewal the reader may leave on notice at any time', () => {
  it('is told as a date to note when the renewal itself lets either party end it on notice', async () => {
    const result = await analyse(
      '8. TERM 8.1 This Agreement shall be for a term of one year; thereafter, it shall automatically continue until terminated by either party upon not less than thirty (30) days prior written notice to the other party.',
    );
    const advice = adviceOn(result, 'Automatic renewal');
    expect(advice).not.toMatch(/short cancellation notice period/u);
    const renewal = result.keyFindings.find((finding) => finding.title === 'Automatic renewal');
    expect(renewal?.type).toBe('low');
  });

  it('is told as a date to note when either party may end it early on notice', async () => {
    const result = await analyse(
      '8. TERM 8.1 This Agreement shall automatically renew for successive one (1) year terms unless either party gives notice of non-renewal.',
      '8.2 Either party may terminate this Agreement prior to expiration of the Term: (i) upon thirty (30) days prior written notice, or (ii) immediately upon written notice if the other party breaches this Agreement.',
    );
    const advice = adviceOn(result, 'Automatic renewal');
    expect(advice).toMatch(/does not lock you in/u);
  });

  it('is told as a date to note when the reader alone, with the other side, may end it on notice', async () => {
    const result = await analyse(
      '8. TERM 8.1 This Agreement shall automatically renew for successive one (1) year terms unless either party gives written notice ninety (90) days before the end of the then-current term.',
      '8.2 Tollery or Brightwick may terminate this Agreement at any time on thirty (30) days’ written notice to the other.',
    );
    const advice = adviceOn(result, 'Automatic renewal');
    expect(advice).toMatch(/does not lock you in/u);
  });
});

describe('a revenue share paid to the reader, who may already audit the figures', () => {
  it('is not asked for statements and an audit right again', async () => {
    const advice = adviceOn(
      await analyse(
        '5. REVENUE SHARE 5.1 Brightwick shall pay Tollery twenty percent (20%) of the Net Revenue Brightwick earns from reselling the cleaned data.',
        '5.2 Brightwick shall send Tollery a written statement of Net Revenue within fifteen (15) days after the end of each calendar quarter.',
        '5.3 Tollery may audit the books and records of Brightwick relating to Net Revenue once a year on thirty (30) days’ notice.',
      ),
      'Revenue or profit sharing',
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/Ask for regular statements and the right to audit/u);
  });

  // At low risk the rule's general ask for an audit right is not told; what matters is that it is not told as given.
  it('is not told an audit right is given when only the paying side may audit', async () => {
    const advice = adviceOn(
      await analyse(
        '5. REVENUE SHARE 5.1 Brightwick shall pay Tollery twenty percent (20%) of the Net Revenue Brightwick earns from reselling the cleaned data.',
        '5.3 Brightwick may audit the books and records of Tollery relating to the cleaned data once a year on thirty (30) days’ notice.',
      ),
      'Revenue or profit sharing',
    );
    expect(advice).not.toMatch(/already/u);
    expect(advice).toMatch(/No change needed for your side\./u);
  });
});
