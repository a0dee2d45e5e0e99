import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement, TOLLERY_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Tollery (the reader) pays Brightwick for services; the preamble gives both parties' offices.
const WITH_OFFICES: AgreementOpening = {
  ...TOLLERY_SERVICES,
  preamble:
    'This Services Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation with offices at 12 Pine Street, Dover, Delaware 19901 ("Tollery"), and Brightwick Data Ltd., a company incorporated in Scotland with offices at 3 Mill Wynd, Perth, Scotland ("Brightwick").',
};

const analyse = (...sentences: string[]) => analyseAgreement(WITH_OFFICES, sentences);

const assignmentAdvice = (result: ContractAnalysis) => adviceOn(result, 'Assignment');

const ASKS_BOTH_BOUND = /Ask that neither side may assign without the other’s consent/u;

describe('assignment advice asks only for what the clause lacks', () => {
  it('asks only for the buyer exception when both sides already need consent', async () => {
    const advice = assignmentAdvice(
      await analyse('Neither party may assign this Agreement without the prior written consent of the other party.'),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(ASKS_BOTH_BOUND);
    expect(advice).toMatch(/ask only for an exception letting either side assign to a buyer of its whole business/u);
  });

  it('asks for the same bar on the other side when only the reader is barred', async () => {
    const advice = assignmentAdvice(
      await analyse('Tollery may not assign this Agreement without the prior written consent of Brightwick.'),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(ASKS_BOTH_BOUND);
    expect(advice).toMatch(/other side/u);
  });

  it('does not ask for a buyer exception the reader’s bar already has', async () => {
    const advice = assignmentAdvice(
      await analyse(
        'This Agreement may not be assigned by Tollery without the written consent of Brightwick, except that Tollery may assign this Agreement without consent to a purchaser of all or substantially all of its assets.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(ASKS_BOTH_BOUND);
    expect(advice).not.toMatch(/except to a buyer/u);
  });

  it('needs no change when only the other side is barred', async () => {
    const advice = assignmentAdvice(
      await analyse('Brightwick shall not assign this Agreement without the prior written consent of Tollery.'),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(ASKS_BOTH_BOUND);
    expect(advice).toMatch(/No change needed/u);
  });
});

describe('a bar on both sides worded in the passive is read as one', () => {
  it.each([
    'Neither this Agreement nor any right under it may be assigned or transferred by either party without the prior written consent of the other party.',
    'This Agreement shall not be assignable by any Party without the written consent of the other Party.',
    'This Agreement may not be assigned without the prior written consent of the other party.',
  ])('asks only for the buyer exception: %s', async (clause) => {
    const advice = assignmentAdvice(await analyse(clause));
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(ASKS_BOTH_BOUND);
    expect(advice).toMatch(/buyer of its whole business/u);
  });
});
