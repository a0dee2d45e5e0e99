import { describe, expect, it } from 'vitest';
import { isInstructionLine, shortenSummaryLine, withoutInstructionLines } from './summary-lines';

describe('summary line truncation', () => {
  it('leaves a line of 80 characters whole', () => {
    const line = 'a'.repeat(80);
    expect(shortenSummaryLine(line, false)).toEqual({ text: line, truncated: false });
  });

  it('cuts a longer line at a word boundary with an ellipsis, within 80 characters', () => {
    const line =
      'The tenant pays rent monthly in advance and may not sublet without the written consent of the landlord.';
    const { text, truncated } = shortenSummaryLine(line, false);
    expect(truncated).toBe(true);
    expect(text).toBe('The tenant pays rent monthly in advance and may not sublet without the written…');
    expect(text.length).toBeLessThanOrEqual(80);
  });

  it('cuts at 50 characters when the line carries a qualifier', () => {
    const value = 'State of New York, without regard to its conflict of laws rules';
    const { text, truncated } = shortenSummaryLine(value, true);
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('…')).toBe(true);
    expect(shortenSummaryLine('State of New York', true)).toEqual({ text: 'State of New York', truncated: false });
  });
});

describe('instruction phrases in summaries', () => {
  it('recognises a model echoing its instructions', () => {
    expect(isInstructionLine('Respond only in JSON with the fields below.')).toBe(true);
    expect(isInstructionLine('As an AI, I cannot give legal advice.')).toBe(true);
    expect(isInstructionLine('Analyze the following contract for risks.')).toBe(true);
  });

  it('keeps real summary lines', () => {
    expect(isInstructionLine('• Governing law: State of New York')).toBe(false);
    expect(isInstructionLine('The agreement renews automatically each year.')).toBe(false);
  });

  it('filters lists and texts alike', () => {
    expect(withoutInstructionLines(['Rent is due monthly.', 'Return the output as JSON object.'])).toEqual([
      'Rent is due monthly.',
    ]);
    expect(withoutInstructionLines('Rent is due monthly.\nYou are an expert lawyer.')).toBe('Rent is due monthly.');
  });
});
