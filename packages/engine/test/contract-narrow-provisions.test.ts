import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { letsEitherPartyLeaveOnNotice } from '../src/local/contract/exit-on-notice';
import { analyseAgreement, TOLLERY_SERVICES } from './agreement-openings';
import { adviceOn, risksTitled, toldOn } from './contract-advice-seen';

// Sentences written for these tests. Tollery (the reader) pays Brightwick for services. Where a clause has
// a general provision and one for trials, betas or free use, or one that holds only while no order runs,
// the general one is quoted; a narrow one quoted alone is told as narrow, and no advice treats it as general.

const analyse = (...sentences: string[]) => analyseAgreement(TOLLERY_SERVICES, sentences);

const clauseListed = (result: ContractAnalysis, title: string) =>
  (result.clauses ?? []).find((clause) => clause.title === title);

const BETA_CAP =
  'Brightwick’s aggregate liability arising from the Beta Features shall in no case exceed two hundred dollars ($200).';
const GENERAL_CAP =
  'Each party’s total liability arising out of this Agreement shall not exceed the fees paid by Tollery in the twelve (12) months before the claim.';
const BETA_EXIT =
  'Either party may at any time terminate Tollery’s access to the Beta Features, with or without cause.';
const IDLE_EXIT =
  'If no Work Order is then in force, either party may terminate this Agreement for any reason on thirty (30) days’ written notice.';
const BREACH_EXIT =
  'Either party may terminate this Agreement by written notice if the other party materially breaches it and fails to cure the breach within thirty (30) days.';
const RENEWAL =
  'This Agreement shall run for one (1) year and shall renew automatically for further one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.';

describe('a liability cap for betas only beside the general cap', () => {
  it('quotes the general cap, and lists the cap for betas after it', async () => {
    const result = await analyse(BETA_CAP, GENERAL_CAP);
    expect(clauseListed(result, 'Liability cap')?.evidence.quote).toBe(GENERAL_CAP);
    expect(clauseListed(result, 'Liability cap')?.value).toBe(
      'the fees paid by Tollery in the twelve (12) months before the claim; for the Beta Features, two hundred dollars ($200)',
    );
    const limitation = result.keyFindings.find((finding) => finding.title === 'Limitation of liability');
    expect(limitation?.quotedText).toBe(GENERAL_CAP);
  });

  it('when it is the only cap, is listed and told as limited to betas, never as the contract’s cap', async () => {
    const result = await analyse(
      BETA_CAP,
      'Indemnity. Tollery shall indemnify and hold harmless Brightwick from any and all claims, losses and costs arising out of the services.',
    );
    expect(clauseListed(result, 'Liability cap')?.value).toBe(
      'two hundred dollars ($200) (only for the Beta Features)',
    );
    expect(risksTitled(result, 'Limitation of liability').join(' ')).toMatch(
      /It applies only to the Beta Features, not to the rest of the agreement\./u,
    );
    const indemnity = adviceOn(result, 'Indemnification');
    expect(indemnity).not.toMatch(/already falls under the contract’s liability cap/u);
    expect(indemnity).toMatch(/caps liability only for the Beta Features/u);
  });
});

describe('a right to end the use of betas at will', () => {
  it('is told as ending only that use, not as a way to walk away from the agreement', async () => {
    const result = await analyse(BETA_EXIT);
    const cards = risksTitled(result, 'Termination for convenience').join(' ');
    expect(cards).toMatch(/end the use of the Beta Features at will/u);
    expect(cards).not.toMatch(/walk away if the deal stops suiting you/u);
    expect(adviceOn(result, 'Termination for convenience')).not.toMatch(/Keep this right/u);
    expect(clauseListed(result, 'Termination for convenience')?.value).toBe('only for the Beta Features');
  });

  it('does not make an automatic renewal free of lock-in', async () => {
    const result = await analyse(RENEWAL, BETA_EXIT);
    expect(toldOn(result, 'Automatic renewal')).not.toMatch(
      /does not lock you in|may also end the agreement on notice/u,
    );
  });
});

describe('a right to end the agreement only while no order runs', () => {
  it('is not quoted for termination where a right to end it for breach exists', async () => {
    const result = await analyse(IDLE_EXIT, BREACH_EXIT);
    expect(clauseListed(result, 'Termination rights')?.evidence.quote).toBe(BREACH_EXIT);
  });

  it('when alone, is told as holding only then, and not as a free exit', async () => {
    const result = await analyse(IDLE_EXIT);
    const told = toldOn(result, 'Termination rights', 'Termination for convenience');
    expect(told).toMatch(/It applies only if no Work Order is then in force\./u);
    expect(told).not.toMatch(/may already end the agreement on notice/u);
  });

  it('does not make an automatic renewal free of lock-in', async () => {
    const result = await analyse(RENEWAL, IDLE_EXIT, BREACH_EXIT);
    expect(toldOn(result, 'Automatic renewal')).not.toMatch(
      /does not lock you in|may also end the agreement on notice/u,
    );
  });
});

describe('an exit on notice that waits on an event named before it', () => {
  it('is no right to leave whenever a party wishes', () => {
    expect(
      letsEitherPartyLeaveOnNotice(
        'If a force majeure event stops the services for twenty (20) days, either party may terminate the affected Work Order on notice.',
      ),
    ).toBe(false);
    expect(
      letsEitherPartyLeaveOnNotice('Either party may terminate this Agreement at any time on sixty (60) days’ notice.'),
    ).toBe(true);
  });
});

describe('the sentence that says what is allowed, not the one voiding the rest', () => {
  const CONSENT =
    'Neither party may assign this Agreement without the prior written approval of the other party, except that either party may assign it to a buyer of all or substantially all of its business.';
  const VOID = 'Any assignment not permitted by this Section is of no effect.';

  it('quotes the rule needing approval, with its exception, not the sentence voiding other assignments', async () => {
    const result = await analyse(CONSENT, VOID);
    expect(clauseListed(result, 'Assignment')?.evidence.quote).toBe(CONSENT);
  });

  it('still quotes a sentence that states the rule and voids what breaks it', async () => {
    const rule =
      'Any assignment of this Agreement by either party without the prior written consent of the other party shall be null and void.';
    const result = await analyse(rule);
    expect(clauseListed(result, 'Assignment')?.evidence.quote).toBe(rule);
  });
});
