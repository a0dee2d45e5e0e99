import type { ContractAnalysis, KeyFinding } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';

/**
 * What a right to end the agreement is told to rest on, and who holds it: a time to remedy a failure is told only
 * where the sentence gives one; a breach named as one example of "any reason" does not make the right one for cause;
 * a right on a condition ("if it determines that …", "on notice if:") is not an end at will; a right the other side
 * may use on its own judgement or without notice is no low risk to the reader; "shall have a unilateral right to
 * terminate" is held by its subject. Sentences written for these tests.
 */
function titled(result: ContractAnalysis, title: string): KeyFinding | undefined {
  return result.keyFindings.find((finding) => finding.title === title);
}

function told(finding: KeyFinding | undefined): string {
  expect(finding).toBeDefined();
  return `${finding?.description ?? ''} Recommendation: ${finding?.recommendation ?? ''}`;
}

describe('the grounds a right to end the agreement is told to rest on', () => {
  it('tells an end "at any time if" the reader has breached as giving no time to remedy it', async () => {
    const text = told(
      titled(
        await analyse(
          'Termination. The Provider may terminate the Agreement at any time if the Client has breached any of its terms.',
        ),
        'Termination rights',
      ),
    );
    expect(text).not.toMatch(/not remedied in time|period to remedy a failure is/u);
    expect(text).toMatch(/with no time to remedy it first/u);
    expect(text).toMatch(/Ask for written notice of any failure and a fair period to remedy it/u);
  });

  it('does not ask that the reader may end it too where the right to end it for a breach is both parties’', async () => {
    const text = told(
      titled(
        await analyse(
          'Ending. Either party may terminate this Agreement for a material breach by the other party by giving fifteen (15) days’ written notice.',
        ),
        'Termination rights',
      ),
    );
    expect(text).not.toMatch(/not remedied in time|may end it too on the same grounds/u);
    expect(text).toMatch(/fair period/u);
  });

  it('does not tell a right to end for any reason or for an uncured breach as one only for cause', async () => {
    const result = await analyse(
      'Exit. This Agreement may be terminated (i) for any reason by either party upon ninety (90) days’ notice in writing to the other party; or (ii) by either party if the other party materially breaches this Agreement and does not cure the breach within twenty (20) days after notice.',
    );
    const both = [titled(result, 'Termination rights'), titled(result, 'Termination for convenience')]
      .filter((finding) => finding !== undefined)
      .map(told)
      .join(' ');
    expect(both).not.toMatch(/only for cause/u);
  });

  it('tells a list of ways to end it, one for any reason, as an end at will, though another needs both parties', async () => {
    const text = told(
      titled(
        await analyse(
          'Exit. This Agreement may be terminated (i) for any reason by either party upon sixty (60) days’ notice in writing to the other party; (ii) by either party if the other party is in material breach and does not cure the breach within fifteen (15) days after notice; or (iii) at any time by mutual written agreement of the parties.',
        ),
        'Termination for convenience',
      ),
    );
    expect(text).not.toMatch(/only if the parties agree/u);
    expect(text).toMatch(/without cause/u);
  });

  it('tells a right to end "for any reason, including for violations" as an end at will held by the other side', async () => {
    const result = await analyse(
      'Access. The Provider may suspend or terminate the Client’s access to the services for any reason at any time, including for violations of the usage rules.',
    );
    const finding = titled(result, 'Termination for convenience');
    expect(told(finding)).toMatch(/The other side can end the agreement/u);
    expect(finding?.type).toBe('high');
    expect(titled(result, 'Termination rights')?.description ?? '').not.toMatch(/only for cause/u);
  });

  it('does not tell a right on notice whose grounds follow its colon as an end for no reason', async () => {
    const result = await analyse(
      'Ending. This Agreement may be terminated by the Provider upon sixty (60) days’ written notice if:',
    );
    expect(titled(result, 'Termination for convenience')).toBeUndefined();
  });

  it('tells a right on the other side’s own determination of a ground as more than a low risk, with no end for no reason', async () => {
    const result = await analyse(
      'Standing. The Provider shall have the right, at any time, to terminate this Agreement if it reasonably determines that continuing would harm its standing with regulators.',
    );
    expect(titled(result, 'Termination for convenience')).toBeUndefined();
    const finding = titled(result, 'Termination rights');
    expect(finding?.type).toBe('medium');
    expect(told(finding)).toMatch(/grounds stated plainly/u);
  });

  it('rates the other side’s right to end it without notice for a breach above low, the reader’s own right low', async () => {
    const against = titled(
      await analyse(
        'Breach. The Provider may terminate this Agreement without notice if the Client is in material breach.',
      ),
      'Termination rights',
    );
    expect(against?.type).toBe('medium');
    const own = titled(
      await analyse(
        'Breach. The Client may terminate this Agreement without notice if the Provider is in material breach.',
      ),
      'Termination rights',
    );
    expect(own?.type).toBe('low');
  });

  it('leaves whether a defined default gives time to remedy it to the words that define it', async () => {
    const text = told(
      titled(
        await analyse(
          'Default. Neither party shall have the right to terminate this Agreement except upon an Event of Default as defined above.',
        ),
        'Termination rights',
      ),
    );
    expect(text).not.toMatch(/no time to remedy|not remedied in time/u);
  });
});

describe('who holds a right to end the agreement at will', () => {
  it('reads "shall have a unilateral right to terminate" as held by its subject, the reader', async () => {
    const result = await analyse(
      'Exit. On thirty (30) days’ written notice to the Provider, the Client shall have a unilateral right to terminate the Agreement.',
    );
    const finding = titled(result, 'Termination for convenience');
    expect(told(finding)).toMatch(/You can walk away/u);
    expect(told(finding)).not.toMatch(/The other side can end/u);
    expect(finding?.type).toBe('low');
  });

  it('does not tell an end once events beyond anyone’s control stop performance as an end at will', async () => {
    const result = await analyse(
      'Outage. If the Provider cannot perform because of events beyond its reasonable control, it may terminate this Agreement as it decides in its sole discretion.',
    );
    expect(titled(result, 'Termination for convenience')).toBeUndefined();
  });
});
