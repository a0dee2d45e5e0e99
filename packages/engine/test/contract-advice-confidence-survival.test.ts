import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_NUMBERED_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Tollery (the reader) pays Brightwick for services.
const SECRECY =
  '7. CONFIDENTIAL INFORMATION 7.1 Each party shall keep the Confidential Information of the other party secret and shall use it only to perform this Agreement.';

const analyseParagraphs = (paragraphs: string[]) => analyseAgreement(TOLLERY_NUMBERED_SERVICES, paragraphs);

/** The sentences follow the duty of confidence as paragraphs of their own. */
const analyse = (...sentences: string[]) => analyseParagraphs([SECRECY, ...sentences]);

/** The sentences follow the duty of confidence inside its own paragraph. */
const analyseInOneParagraph = (...sentences: string[]) => analyseParagraphs([[SECRECY, ...sentences].join(' ')]);

const secrecyAdvice = (result: ContractAnalysis) => adviceOn(result, 'Confidentiality');

describe('a duty of confidence whose own paragraph says it survives', () => {
  it('is not asked to survive the end again', async () => {
    const advice = secrecyAdvice(
      await analyseInOneParagraph(
        'Confidential Information stays the property of the party that disclosed it.',
        'This Paragraph shall survive the termination of this Agreement.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/survives the end of the agreement/u);
    expect(advice).toMatch(/already outlasts the end/u);
  });

  // A point to note at low risk is told without the rule's general ask; what matters is that it is not told as surviving.
  it('is not told as outlasting the end when the surviving paragraph is about something else', async () => {
    const advice = secrecyAdvice(
      await analyseInOneParagraph(
        '8. PUBLICITY Neither party shall issue a press release about this Agreement without the other party’s approval.',
        'This Paragraph shall survive the termination of this Agreement.',
      ),
    );
    expect(advice).not.toMatch(/already outlasts the end/u);
    expect(advice).toMatch(/No change needed for your side\./u);
  });
});

describe('a duty of confidence kept alive by a survival clause that names its section', () => {
  it('is not asked to survive the end again', async () => {
    const advice = secrecyAdvice(
      await analyse(
        '12. GENERAL 12.4 The provisions of Section 7 shall survive the expiration or termination of this Agreement for four (4) years.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/survives the end of the agreement/u);
    expect(advice).toMatch(/already outlasts the end/u);
  });

  it('is not told as outlasting the end when the survival clause names other sections only', async () => {
    const advice = secrecyAdvice(
      await analyse(
        '12. GENERAL 12.4 The provisions of Sections 3 and 8 shall survive the expiration or termination of this Agreement.',
      ),
    );
    expect(advice).not.toMatch(/already outlasts the end/u);
    expect(advice).toMatch(/No change needed for your side\./u);
  });
});
