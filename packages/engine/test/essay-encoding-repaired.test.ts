import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * An essay saved as UTF-8 and read as Windows-1252: its apostrophes arrive as "â€™". The analysis
 * reads the contractions the writer typed, and its quotes are still found on the page. The essay
 * is written for this test.
 */
const essay = [
  'Most students donâ€™t get enough sleep before school.',
  'Itâ€™s hard to learn when youâ€™re tired, and teachers say they canâ€™t reach a sleepy class.',
  'Starting the day an hour later would let students rest, and they would arrive ready to learn.',
  'The buses would run later too, but families could plan around the new times.',
].join(' ');

describe('an essay whose apostrophes a wrong encoding garbled', () => {
  it('is read with its contractions, with no spelling error made of them', async () => {
    const { grammarAndStyle } = await analyzeEssay(essay, { academicLevel: 'high-school' });
    const corrected = grammarAndStyle.specificCorrections.map((correction) => correction.error).join(' ');
    expect(corrected).not.toMatch(/\b(?:don|canâ|youâ|Itâ)\b/u);
    expect(grammarAndStyle.toneAssessment).toMatch(/4 contractions/u);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/â/u);
  });
});
