import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// A services agreement written for these tests: Tollery (the reader) pays Brightwick for services.
const PREAMBLE =
  'This Services Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Tollery"), and Brightwick Data Ltd., a Scottish company ("Brightwick").';
const SERVICES =
  '2. SERVICES 2.1 Brightwick shall provide the data cleaning services described in Schedule A to Tollery.';
const FEES =
  '3. FEES 3.1 Tollery shall pay Brightwick a monthly fee of $4,000 within thirty (30) days of each invoice.';
const SECRECY =
  '7. CONFIDENTIAL INFORMATION 7.1 Each party shall keep the Confidential Information of the other party secret and shall use it only to perform this Agreement.';

function analyseParagraphs(paragraphs: string[]): Promise<ContractAnalysis> {
  const text = ['SERVICES AGREEMENT', PREAMBLE, SERVICES, FEES, ...paragraphs].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Tollery' });
}

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

  it('is still asked to survive when the surviving paragraph is about something else', async () => {
    const advice = secrecyAdvice(
      await analyseInOneParagraph(
        '8. PUBLICITY Neither party shall issue a press release about this Agreement without the other party’s approval.',
        'This Paragraph shall survive the termination of this Agreement.',
      ),
    );
    expect(advice).toMatch(/survives the end of the agreement/u);
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

  it('is still asked to survive when the survival clause names other sections only', async () => {
    const advice = secrecyAdvice(
      await analyse(
        '12. GENERAL 12.4 The provisions of Sections 3 and 8 shall survive the expiration or termination of this Agreement.',
      ),
    );
    expect(advice).toMatch(/survives the end of the agreement/u);
  });
});
